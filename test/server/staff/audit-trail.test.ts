// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/server/db/flow-tokens.js';
import { rule, text } from '../../support/rules.js';
import { buildTestApp } from '../helper.js';
import { insertUser, openSession, sessionHeaders, type TestSession } from '../user-session/session-fixtures.js';
import { adminSession, insertStaffTestUser, staffCall } from './staff-fixtures.js';

interface Entry {
  id: number;
  occurredDateTime: string;
  event: string;
  outcome: string;
  action: string;
  staffUsername: string | null;
  staff: string;
  userId: number | null;
  username: string | null;
  user: string;
  reason: string | null;
}

describe('the staff audit trail', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  let other: { id: number; session: TestSession };
  let serial = 0;
  const applicant = async (accountStatus = 3) => {
    serial += 1;
    const username = `trail${serial}@clinic.example`;
    return { id: await insertStaffTestUser(app, { username, firstName: 'Tara', lastName: `Trail${serial}`, accountStatus }), username };
  };
  const trail = (session: TestSession | undefined, query = '') => staffCall(app, session, 'GET', `/api/staff/audit${query}`);
  const entriesFor = async (userId: number, session = admin.session) => {
    const answer = await trail(session, '?limit=100');
    expect(answer.statusCode).toBe(200);
    return (answer.json().entries as Entry[]).filter((entry) => entry.userId === userId);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
    const otherId = await insertStaffTestUser(app, { username: 'second.admin@carelon.example', firstName: 'Sam', lastName: 'Second', accountStatus: 1, isAdmin: true, organizationName: null });
    other = { id: otherId, session: await openSession(app, 'second.admin@carelon.example') };
  }, 60_000);
  afterAll(() => app.close());

  it('refuses anyone but an administrator: no session 401, a provider 403, for the page and the export alike', async () => {
    await insertUser(app.db, { username: 'plain.provider@clinic.example' });
    const provider = await openSession(app, 'plain.provider@clinic.example');
    for (const url of ['/api/staff/audit', '/api/staff/audit/export']) {
      expect((await staffCall(app, undefined, 'GET', url)).statusCode).toBe(401);
      const refused = await staffCall(app, provider, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].messageId).toBe('staff.adminOnly');
      expect(refused.body).not.toContain('"entries"');
    }
  }, 30_000);

  it('records who approved and rejected whom, when, and the reason, newest first', async () => {
    const approved = await applicant();
    const rejected = await applicant();
    const before = Date.now();
    expect((await staffCall(app, admin.session, 'POST', '/api/staff/registrations/approve', { userId: approved.id })).statusCode).toBe(200);
    expect((await staffCall(app, other.session, 'POST', '/api/staff/registrations/reject', { userId: rejected.id, reason: '  NPI belongs to another practice  ' })).statusCode).toBe(200);

    const [approval] = await entriesFor(approved.id);
    expect(approval).toMatchObject({ event: 'staff.approve', staffUsername: 'staff.admin@carelon.example', username: approved.username, action: text('staff.audit.approve'), reason: null });
    expect(approval?.staff).toBe(text('staff.audit.person', { name: 'Avery Admin', username: 'staff.admin@carelon.example' }));
    expect(Date.parse(approval?.occurredDateTime ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const [rejection] = await entriesFor(rejected.id);
    expect(rejection).toMatchObject({ event: 'staff.reject', staffUsername: 'second.admin@carelon.example', reason: 'NPI belongs to another practice' });
    const ids = ((await trail(admin.session)).json().entries as Entry[]).map((entry) => entry.id);
    expect(ids.indexOf(rejection?.id ?? -1)).toBeLessThan(ids.indexOf(approval?.id ?? -1));
  }, 30_000);

  it('records an account status change with its reason, and making a locked account active as an unlock', async () => {
    const account = await applicant(1);
    const setStatus = (body: object) => staffCall(app, admin.session, 'POST', '/api/user/accountstatus', { userId: account.id, ...body });
    expect((await setStatus({ accountStatus: 5, reason: 'Left the practice' })).statusCode).toBe(200);
    expect((await setStatus({ accountStatus: 1 })).statusCode).toBe(200);
    await app.db.query("UPDATE users SET locked_at = now(), locked_until = now() + interval '1 hour' WHERE id = $1", [account.id]);
    expect((await setStatus({ accountStatus: 1, reason: 'Identity confirmed by phone' })).statusCode).toBe(200);

    const entries = (await entriesFor(account.id)).reverse();
    expect(entries.map((entry) => [entry.event, entry.reason])).toEqual([
      ['staff.accountStatus', 'Left the practice'],
      ['staff.accountStatus', null],
      ['staff.unlock', 'Identity confirmed by phone'],
    ]);
    expect(entries[0]?.action).toBe(text('staff.audit.accountStatus', { status: text('caption.accountStatus.disabled') }));
    expect(entries[2]?.action).toBe(text('staff.audit.unlock'));
  }, 30_000);

  it('records the start and end of an act-for session, ended by going back or by signing out', async () => {
    const first = await applicant(1);
    const second = await applicant(1);
    const select = (selectedUserId: number | null) => staffCall(app, other.session, 'POST', '/api/userconfig/selecteduser', { selectedUserId });
    expect((await select(first.id)).statusCode).toBe(200);
    expect((await select(second.id)).statusCode).toBe(200);
    expect((await select(null)).statusCode).toBe(200);
    expect((await select(first.id)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/userconfig/logout', headers: sessionHeaders(other.session, true) });
    expect(out.statusCode).toBe(200);
    other.session = await openSession(app, 'second.admin@carelon.example');

    const actions = (userId: number) => entriesFor(userId).then((entries) => entries.reverse().map((entry) => [entry.outcome, entry.action, entry.staffUsername]));
    expect(await actions(first.id)).toEqual([
      ['started', text('staff.audit.actForStarted'), 'second.admin@carelon.example'],
      ['ended', text('staff.audit.actForEnded'), 'second.admin@carelon.example'],
      ['started', text('staff.audit.actForStarted'), 'second.admin@carelon.example'],
      ['ended', text('staff.audit.actForEndedSignOut'), 'second.admin@carelon.example'],
    ]);
    expect((await actions(second.id)).map(([outcome]) => outcome)).toEqual(['started', 'ended']);
  }, 30_000);

  it('filters by staff member, by user and by day, and pages with the count of all', async () => {
    const target = await applicant();
    expect((await staffCall(app, other.session, 'POST', '/api/staff/registrations/approve', { userId: target.id })).statusCode).toBe(200);
    const byUser = (await trail(admin.session, `?user=${encodeURIComponent(`TRAIL${serial}@`)}`)).json();
    expect(byUser.entries.map((entry: Entry) => entry.userId)).toEqual([target.id]);
    const byStaff = (await trail(admin.session, '?staff=sam%20second&limit=100')).json();
    expect(byStaff.entries.length).toBeGreaterThan(0);
    expect(byStaff.entries.every((entry: Entry) => entry.staffUsername === 'second.admin@carelon.example')).toBe(true);
    expect((await trail(admin.session, '?staff=nobody-like-this')).json()).toMatchObject({ entries: [], totalRecord: 0 });

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: rule<string>('schemas/config/staff.json', '/auditTimeZone') }).format(new Date());
    const all = (await trail(admin.session, '?limit=100')).json();
    expect((await trail(admin.session, `?from=${today}&to=${today}&limit=100`)).json().totalRecord).toBe(all.totalRecord);
    expect((await trail(admin.session, '?to=2000-01-01')).json().totalRecord).toBe(0);

    const first = (await trail(admin.session, '?limit=2&offset=0')).json();
    const next = (await trail(admin.session, '?limit=2&offset=2')).json();
    expect(first).toMatchObject({ limit: 2, offset: 0, totalRecord: all.totalRecord });
    expect(first.entries).toEqual(all.entries.slice(0, 2));
    expect(next.entries).toEqual(all.entries.slice(2, 4));
  }, 30_000);

  it('refuses bad filters with 400 and a message at the field, never 500', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-02-30', '/from', 'field.invalid'],
      ['?to=11%2F30%2F2026', '/to', 'field.invalid'],
      ['?from=2026-11-30&to=2026-11-01', '/to', 'staff.audit.dateOrder'],
      ['?user=lee%00', '/user', 'field.invalid'],
      ['?staff=a%07b', '/staff', 'field.invalid'],
      ['?offset=99999999999999999999', '/offset', 'field.invalid'],
      ['?limit=-1', '/limit', 'field.invalid'],
      [`?user=${'x'.repeat(101)}`, '/user', 'field.maxLength'],
    ];
    for (const [query, path, messageId] of cases) {
      for (const url of ['/api/staff/audit', '/api/staff/audit/export']) {
        const answer = await staffCall(app, admin.session, 'GET', `${url}${query}`);
        expect(answer.statusCode, `${url}${query}`).toBe(400);
        expect(answer.json().errors[0], `${url}${query}`).toMatchObject({ path, messageId });
      }
    }
    // Days that run backwards: the one refusal, judged by the model the form judges by, naming both fields as the form does.
    const model = 'schemas/models/api-staff-audit-trail.json';
    expect((await trail(admin.session, '?from=2026-11-30&to=2026-11-01')).json().errors).toEqual([
      expect.objectContaining({
        path: '/to',
        message: text(rule<string>(model, '/properties/to/messages/formatMinimum')),
        params: expect.objectContaining({ caption: text(rule<string>(model, '/properties/to/title')), otherCaption: text(rule<string>(model, '/properties/from/title')) }),
      }),
    ]);
    // A start day that does not exist is refused at Start date alone: an end compared with it says nothing.
    expect((await trail(admin.session, '?from=2026-02-30&to=2026-02-28')).json().errors).toEqual([expect.objectContaining({ path: '/from', messageId: 'field.invalid' })]);
  });

  it('shows no secret of the accounts: no password hash, token or session, only the fields of an entry', async () => {
    const account = await applicant();
    const token = await issueToken(app.db, account.id, 'recovery', 60, { supersede: false, resetType: 3 });
    expect((await staffCall(app, admin.session, 'POST', '/api/staff/registrations/approve', { userId: account.id })).statusCode).toBe(200);
    const [hashes] = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [account.id]);
    for (const body of [(await trail(admin.session, '?limit=100')).body, (await staffCall(app, admin.session, 'GET', '/api/staff/audit/export')).body]) {
      expect(body).not.toContain(hashes?.password_hash ?? 'no hash');
      expect(body).not.toContain(typeof token === 'string' ? token : JSON.stringify(token));
      expect(body).not.toContain(admin.session.cookie);
      expect(body).not.toContain('127.0.0.1');
    }
    const [entry] = (await trail(admin.session)).json().entries as Record<string, unknown>[];
    expect(Object.keys(entry ?? {}).sort()).toEqual(['action', 'event', 'id', 'occurredDateTime', 'outcome', 'reason', 'staff', 'staffId', 'staffName', 'staffUsername', 'user', 'userId', 'userName', 'username']);
  }, 30_000);

  it('exports every matching entry as CSV, quoted, with cells that could start a formula neutralised', async () => {
    const formulas = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTabbed, "quoted"\nand two lines'];
    const ids: number[] = [];
    for (const reason of formulas) {
      const account = await applicant();
      ids.push(account.id);
      expect((await staffCall(app, admin.session, 'POST', '/api/staff/registrations/reject', { userId: account.id, reason: `${reason}` })).statusCode).toBe(200);
    }
    const answer = await staffCall(app, admin.session, 'GET', '/api/staff/audit/export?user=trail');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = answer.body.replace(/^\uFEFF/, '');
    const headers = ['staff.audit.csv.entry', 'staff.audit.csv.occurred', 'staff.audit.csv.staffUsername', 'staff.audit.csv.staffName', 'staff.audit.csv.username', 'staff.audit.csv.userName', 'caption.action', 'staffAudit.column.reason'];
    expect(csv.split('\r\n')[0]).toBe(headers.map((id) => `"${text(id)}"`).join(','));
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csv).toContain('"\'+1+1"');
    expect(csv).toContain('"\'-2+3"');
    expect(csv).toContain('"\'@SUM(A1)"');
    // The reason is trimmed when kept, so the tab is gone; the quotes, comma and line break stay inside one quoted cell.
    expect(csv).toContain('"Tabbed, ""quoted""\nand two lines"');
    // Every cell is quoted: no line of the file starts a formula either.
    expect(csv.split('\r\n').filter(Boolean).every((line) => line.startsWith('"'))).toBe(true);
    const records = csv.split('\r\n').filter((line) => /^"\d+",/.test(line));
    expect(records).toHaveLength((await trail(admin.session, '?user=trail')).json().totalRecord);
  }, 30_000);

  it('exports past one read batch without losing or repeating an entry written in the same instant', async () => {
    const batch = rule<number>('schemas/config/staff.json', '/auditExportBatch');
    const account = await applicant(1);
    // One statement: every row gets the same occurred_at, so only the id orders them.
    await app.db.query(
      `INSERT INTO audit_events (event, outcome, user_id, username, actor_id, actor_username, detail)
       SELECT 'staff.accountStatus', 'success', $1, $2, $3, 'staff.admin@carelon.example', jsonb_build_object('accountStatus', 1, 'reason', 'bulk ' || n)
         FROM generate_series(1, $4::int) AS n`,
      [account.id, account.username, admin.id, batch + 5],
    );
    const csv = (await staffCall(app, admin.session, 'GET', `/api/staff/audit/export?user=${encodeURIComponent(account.username)}`)).body;
    const reasons = csv.split('\r\n').filter((line) => line.includes('"bulk ')).map((line) => /"bulk (\d+)"/.exec(line)?.[1]);
    expect(reasons).toHaveLength(batch + 5);
    expect(new Set(reasons).size).toBe(batch + 5);
  }, 60_000);
});
