// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import type { TestSession } from '../user-session/session-fixtures.js';
import { adminSession, insertStaffTestUser, staffCall } from './staff-fixtures.js';
import { rule, text } from '../../support/rules.js';

describe('finding users as staff', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  const ids: Record<string, number> = {};
  const search = (query: string) => staffCall(app, admin.session, 'GET', `/api/staff/users?${query}`);
  const usernames = async (query: string) => {
    const answer = await search(query);
    expect(answer.statusCode, `${query}: ${answer.body}`).toBe(200);
    return (answer.json().users as { username: string }[]).map((row) => row.username);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
    ids.olivia = await insertStaffTestUser(app, {
      username: 'olivia.ordering@clinic.example', firstName: 'Olivia', lastName: 'Ordering', email: 'olivia.contact@mail.example',
      accountStatus: 1, organizationName: 'Lakeside Family Medicine',
    });
    ids.percent = await insertStaffTestUser(app, {
      username: 'percy@clinic.example', firstName: 'Percy', lastName: 'Cent', organizationName: 'Clinic 100% Care', roleId: 2,
    });
    ids.underscore = await insertStaffTestUser(app, {
      username: 'under_score@clinic.example', firstName: 'Uma', lastName: 'Score', organizationName: 'Underscore Health', accountStatus: 5,
    });
    ids.plain = await insertStaffTestUser(app, {
      username: 'underxscore@clinic.example', firstName: 'Ugo', lastName: 'Xscore', organizationName: 'Plain 1000 Care',
    });
  }, 60_000);
  afterAll(() => app.close());

  it('finds an account by any part of its username, first, last or full name, e-mail or organisation, whatever the case', async () => {
    for (const text of ['OLIVIA.ORDER', 'olivia', 'ordering', 'Olivia Ordering', 'contact@mail', 'lakeside family']) {
      expect(await usernames(`text=${encodeURIComponent(text)}`), text).toEqual(['olivia.ordering@clinic.example']);
    }
  });

  it('answers each row with what the list shows, the registered date named ...Date', async () => {
    const answer = await search('text=olivia');
    expect(answer.json()).toEqual({
      users: [
        {
          id: ids.olivia, username: 'olivia.ordering@clinic.example', firstName: 'Olivia', lastName: 'Ordering', fullName: 'Olivia Ordering',
          email: 'olivia.contact@mail.example', roleId: 1, roleName: 'Ordering Provider', organizationName: 'Lakeside Family Medicine',
          accountStatus: 1, statusName: 'Active', isAdmin: false, registeredDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          reviewedDate: null, rejectionReason: null, lock: null, lockEndDateTime: null,
        },
      ],
      totalRecord: 1,
      limit: 25,
      offset: 0,
    });
  });

  it('takes % and _ as plain characters, not wildcards', async () => {
    expect(await usernames(`text=${encodeURIComponent('100%')}`)).toEqual(['percy@clinic.example']);
    expect(await usernames(`text=${encodeURIComponent('under_')}`)).toEqual(['under_score@clinic.example']);
    expect(await usernames(`text=${encodeURIComponent('%')}`)).toEqual(['percy@clinic.example']);
    expect(await usernames(`text=${encodeURIComponent('!')}`)).toEqual([]);
  });

  it('filters by status and by role, and an empty value means no filter', async () => {
    expect(await usernames('status=5')).toEqual(['under_score@clinic.example']);
    expect(await usernames('role=2')).toEqual(['percy@clinic.example']);
    expect(await usernames('text=score&status=3')).toEqual(['underxscore@clinic.example']);
    expect(await usernames('text=&status=&role=')).toHaveLength(5);
  });

  it('pages by limit and offset with the total, and refuses a limit above the configured maximum on the field', async () => {
    const first = await search('text=clinic.example&limit=2');
    expect(first.json()).toMatchObject({ totalRecord: 4, limit: 2, offset: 0 });
    const second = await search('text=clinic.example&limit=2&offset=2');
    const both = [...first.json().users, ...second.json().users].map((row: { id: number }) => row.id);
    expect(new Set(both).size).toBe(4);
    const maximum = rule<number>('schemas/config/staff.json', '/maxPageSize');
    expect((await search(`limit=${maximum}`)).statusCode).toBe(200);
    const tooMany = await search(`limit=${maximum + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      expect.objectContaining({ path: '/limit', messageId: 'field.maximum', message: text('field.maximum', { caption: text('caption.limit'), maximum }) }),
    ]);
    expect((await search('offset=500')).json()).toMatchObject({ users: [], totalRecord: 5 });
  });

  it('filters by text in the organisation alone', async () => {
    expect(await usernames('organization=care')).toEqual(['percy@clinic.example', 'underxscore@clinic.example']);
    expect(await usernames(`organization=${encodeURIComponent('100%')}`)).toEqual(['percy@clinic.example']);
    expect(await usernames('organization=olivia')).toEqual([]);
  });

  it('sorts by each column both ways, equal values in id order so no page repeats or skips a row', async () => {
    const ordered = async (sort: string, order: string) => usernames(`text=clinic.example&sort=${sort}&order=${order}`);
    expect(await ordered('username', 'asc')).toEqual(['olivia.ordering@clinic.example', 'percy@clinic.example', 'under_score@clinic.example', 'underxscore@clinic.example']);
    expect(await ordered('username', 'desc')).toEqual(['underxscore@clinic.example', 'under_score@clinic.example', 'percy@clinic.example', 'olivia.ordering@clinic.example']);
    expect(await ordered('name', 'asc')).toEqual(['percy@clinic.example', 'olivia.ordering@clinic.example', 'under_score@clinic.example', 'underxscore@clinic.example']);
    expect(await ordered('organization', 'asc')).toEqual(['percy@clinic.example', 'olivia.ordering@clinic.example', 'underxscore@clinic.example', 'under_score@clinic.example']);
    expect(await ordered('status', 'desc')).toEqual(['under_score@clinic.example', 'underxscore@clinic.example', 'percy@clinic.example', 'olivia.ordering@clinic.example']);
    expect(await ordered('role', 'desc')).toEqual(['percy@clinic.example', 'underxscore@clinic.example', 'under_score@clinic.example', 'olivia.ordering@clinic.example']);
    // Inserted in this order, a day apart by default: equal dates fall back to the id.
    expect(await ordered('registered', 'asc')).toEqual(['olivia.ordering@clinic.example', 'percy@clinic.example', 'under_score@clinic.example', 'underxscore@clinic.example']);
    expect(await ordered('registered', 'desc')).toEqual(['underxscore@clinic.example', 'under_score@clinic.example', 'percy@clinic.example', 'olivia.ordering@clinic.example']);
  });

  it('shows a held lock as locked, with its end when it has one, and finds locked accounts by the status locked', async () => {
    await app.db.query(`UPDATE users SET locked_at = now(), locked_until = now() + interval '15 minutes' WHERE id = $1`, [ids.olivia]);
    await app.db.query('UPDATE users SET locked_at = now(), locked_until = NULL WHERE id = $1', [ids.percent]);
    // A timed lock that has ended holds no more.
    await app.db.query(`UPDATE users SET locked_at = now() - interval '1 hour', locked_until = now() - interval '1 minute' WHERE id = $1`, [ids.plain]);
    try {
      const answer = await search('status=locked&sort=username');
      const rows = answer.json().users as { username: string; lock: string; lockEndDateTime: string | null }[];
      expect(rows.map((row) => [row.username, row.lock])).toEqual([
        ['olivia.ordering@clinic.example', 'timed'],
        ['percy@clinic.example', 'untilUnlock'],
      ]);
      const ends = Date.parse(rows[0]?.lockEndDateTime ?? '') - Date.now();
      expect(ends).toBeGreaterThan(14 * 60_000);
      expect(ends).toBeLessThanOrEqual(15 * 60_000);
      expect(rows[1]?.lockEndDateTime).toBeNull();
      expect((await search('text=xscore')).json().users[0]).toMatchObject({ lock: null, lockEndDateTime: null });
    } finally {
      await app.db.query('UPDATE users SET locked_at = NULL, locked_until = NULL WHERE id = ANY ($1::bigint[])', [[ids.olivia, ids.percent, ids.plain]]);
    }
  });

  it('answers a bad query 400 with the field in error, never 500', async () => {
    const cases: [string, string][] = [
      ['text=%00', '/text'],
      ['text=a%07b', '/text'],
      ['text=%20%20', '/text'],
      [`text=${'x'.repeat(101)}`, '/text'],
      ['status=9', '/status'],
      ['status=1%00', '/status'],
      ['role=1%20OR%201%3D1', '/role'],
      ['limit=0', '/limit'],
      ['limit=99999999999999999999', '/limit'],
      ['offset=-1', '/offset'],
      ['offset=1e9', '/offset'],
      ['offset=9999999999', '/offset'],
      ['organization=a%00b', '/organization'],
      ['organization=%1B%5B2J', '/organization'],
      ['sort=password_hash', '/sort'],
      ['sort=name%3B%20DROP%20TABLE%20users', '/sort'],
      ['order=sideways', '/order'],
      ['status=locked%00', '/status'],
    ];
    for (const [query, path] of cases) {
      const answer = await search(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().errors.map((error: { path: string }) => error.path), query).toContain(path);
    }
    const unknown = await search('colour=blue');
    expect(unknown.statusCode).toBe(400);
  });

  it('gives one account with its registration details, and 404 for an unknown id', async () => {
    const answer = await staffCall(app, admin.session, 'GET', `/api/staff/users/${ids.percent}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: ids.percent, accountStatus: 3, statusName: text('caption.accountStatus.underReview'), roleName: 'Role 2' });
    const unknown = await staffCall(app, admin.session, 'GET', '/api/staff/users/987654321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ path: '/userId', messageId: 'userConfig.unknownUser' });
    for (const bad of ['0', 'abc', '1%00', '9999999999999999999999']) {
      expect((await staffCall(app, admin.session, 'GET', `/api/staff/users/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
