// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import type { TestSession } from '../user-session/session-fixtures.js';
import { rule, text } from '../../support/rules.js';
import { adminSession, insertStaffTestUser, staffCall } from './staff-fixtures.js';

interface QueueRow {
  username: string;
  waitingDays: number;
  identifiers: { type: number; value: string; directoryCheck: string; directoryMismatch: string | null }[];
}

/** The verification queue at a team's scale (issue 25 point 10): pages, ages, directory checks. */
describe('the verification queue at a team\'s scale', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  const maximum = rule<number>('schemas/config/staff.json', '/maxPageSize');
  const queue = async (query: string) => {
    const answer = await staffCall(app, admin.session, 'GET', `/api/staff/registrations?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { registrations: QueueRow[]; totalRecord: number; nextOffset: number | null };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
    // Listed for ordering providers (role 1) on plans 101 and 102.
    await insertStaffTestUser(app, { username: 'seed@clinic.example', accountStatus: 1 });
    await app.db.query(
      `INSERT INTO provider_directory (identifier_type, identifier_value, client_id, allowed_roles)
       VALUES (1, '1234567893', 101, '{1}'), (1, '1234567893', 102, '{1}'), (0, '123456789', 101, '{1,2}')`,
    );
    await insertStaffTestUser(app, {
      username: 'checked@clinic.example', firstName: 'Chen', lastName: 'Checked', createdDaysAgo: 400, roleId: 1,
      identifiers: [
        { type: 1, value: '1234567893', clientId: 101 },
        { type: 1, value: '1234567893', clientId: 102 },
        { type: 0, value: '123456789', clientId: 102 },
        { type: 0, value: '999999999', clientId: 101 },
      ],
    });
    await insertStaffTestUser(app, {
      username: 'servicing@clinic.example', firstName: 'Sol', lastName: 'Servicing', createdDaysAgo: 399, roleId: 2,
      identifiers: [{ type: 1, value: '1234567893', clientId: 101 }],
    });
    // 150 more, one a day apart (newer than the two above), so the queue has two pages.
    await app.db.query(
      `INSERT INTO users (username, first_name, last_name, email, account_status, role_id, created_at)
       SELECT 'wait' || n || '@clinic.example', 'Wait', 'Number' || n, 'wait' || n || '@clinic.example', 3, 1, now() - make_interval(days => 200 - n)
         FROM generate_series(1, 150) AS n`,
    );
  }, 60_000);
  afterAll(() => app.close());

  it('checks each identifier against the provider directory: match, mismatch of role or plans, not found', async () => {
    const [checked, servicing] = (await queue('limit=2')).registrations;
    expect(checked?.username).toBe('checked@clinic.example');
    expect(checked?.identifiers.map((entry) => [entry.value, entry.directoryCheck, entry.directoryMismatch])).toEqual([
      ['123456789', 'mismatch', 'plans'],
      ['999999999', 'notFound', null],
      ['1234567893', 'match', null],
    ]);
    expect(servicing?.identifiers.map((entry) => [entry.value, entry.directoryCheck, entry.directoryMismatch])).toEqual([['1234567893', 'mismatch', 'role']]);
  });

  it('says how many whole days each registration has waited', async () => {
    const rows = (await queue('limit=3')).registrations;
    expect(rows.map((row) => row.waitingDays)).toEqual([400, 399, 199]);
  });

  it('pages oldest first up to the maximum page, the next page carrying on where the first stopped', async () => {
    const first = await queue(`limit=${maximum}`);
    expect(first.totalRecord).toBe(152);
    expect(first.registrations).toHaveLength(maximum);
    const second = await queue(`limit=${maximum}&offset=${maximum}`);
    expect(second.registrations).toHaveLength(152 - maximum);
    expect([first.nextOffset, second.nextOffset]).toEqual([maximum, null]);
    const waits = [...first.registrations, ...second.registrations].map((row) => row.waitingDays);
    expect(waits).toEqual(waits.slice().sort((a, b) => b - a));
    expect(new Set([...first.registrations, ...second.registrations].map((row) => row.username)).size).toBe(152);
  });

  it('refuses a page larger than the maximum on the limit, and a non-staff session outright', async () => {
    const tooMany = await staffCall(app, admin.session, 'GET', `/api/staff/registrations?limit=${maximum + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0]).toMatchObject({ path: '/limit', message: text('field.maximum', { caption: text('caption.limit'), maximum }) });
    const { openSession } = await import('../user-session/session-fixtures.js');
    const outsider = await openSession(app, 'seed@clinic.example');
    const refused = await staffCall(app, outsider, 'GET', '/api/staff/registrations?limit=10');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].messageId).toBe('staff.adminOnly');
  });
});
