// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { hashToken } from '../../../src/server/security/tokens.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { insertUser, openSession, sessionHeaders, type TestSession } from './session-fixtures.js';

describe('session calls', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  const idleFor = (session: TestSession, seconds: number) =>
    app.db.query("UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE id_hash = $1", [hashToken(session.cookie), seconds]);
  const lastSeenAgo = async (session: TestSession) =>
    Number((await app.db.query<{ ago: number }>('SELECT extract(epoch FROM now() - last_seen_at)::float8 AS ago FROM sessions WHERE id_hash = $1', [hashToken(session.cookie)]))[0]?.ago);

  it('answers GET /api/timeout with the inactivity limit of the account rules, in seconds', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/timeout', headers: STATIC_HEADER });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ duration: app.accountRules.inactivityLimitSeconds });
    expect(app.accountRules.inactivityLimitSeconds).toBe(1200);
  });

  it('extends the session on GET /api/keepalive and answers the CSRF token again', async () => {
    await insertUser(app.db, { username: 'keepalive@clinic.example.org' });
    const session = await openSession(app, 'keepalive@clinic.example.org');
    await idleFor(session, 1000);
    const response = await app.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders(session) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, csrfToken: session.csrfToken });
    expect(await lastSeenAgo(session)).toBeLessThan(60);
  });

  it('extends the session on any successful call, but not on a failed one', async () => {
    await insertUser(app.db, { username: 'any.call@clinic.example.org' });
    const session = await openSession(app, 'any.call@clinic.example.org');
    await idleFor(session, 1000);
    await app.inject({ method: 'GET', url: '/api/no/such/call', headers: sessionHeaders(session) });
    expect(await lastSeenAgo(session)).toBeGreaterThan(900);
    await app.inject({ method: 'GET', url: '/api/userconfig/userconfiguration', headers: sessionHeaders(session) });
    expect(await lastSeenAgo(session)).toBeLessThan(60);
  });

  it('never extends the session on GET /api/timeout, which needs none: an open page still times out', async () => {
    await insertUser(app.db, { username: 'idle.page@clinic.example.org' });
    const session = await openSession(app, 'idle.page@clinic.example.org');
    await idleFor(session, 1000);
    const answer = await app.inject({ method: 'GET', url: '/api/timeout', headers: sessionHeaders(session) });
    expect(answer.statusCode).toBe(200);
    expect(await lastSeenAgo(session)).toBeGreaterThan(900);
  });

  it('answers 401 JSON for a session idle past the limit ("due to inactivity"), a logged-out one, a missing session and an unknown cookie (logged out)', async () => {
    await insertUser(app.db, { username: 'idle@clinic.example.org' });
    const session = await openSession(app, 'idle@clinic.example.org');
    await idleFor(session, app.accountRules.inactivityLimitSeconds + 1);
    await insertUser(app.db, { username: 'logged.out@clinic.example.org' });
    const left = await openSession(app, 'logged.out@clinic.example.org');
    expect((await app.inject({ method: 'POST', url: '/api/user/logout', headers: sessionHeaders(left, true) })).statusCode).toBe(200);
    const cases = [
      [sessionHeaders(session), 'session.expired'],
      [sessionHeaders(left), 'session.loggedOut'],
      [STATIC_HEADER, 'session.loggedOut'],
      [{ ...STATIC_HEADER, cookie: `${SESSION_COOKIE}=made-up` }, 'session.loggedOut'],
    ] as const;
    for (const [headers, messageId] of cases) {
      for (const url of ['/api/keepalive', '/api/userconfig/userconfiguration', '/api/userconfig/userprofileredirecturl']) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().errors[0]).toMatchObject({ path: '', messageId });
      }
    }
  });

  it('ends a session whose account was disabled after sign-in', async () => {
    const id = await insertUser(app.db, { username: 'disabled.later@clinic.example.org' });
    const session = await openSession(app, 'disabled.later@clinic.example.org');
    await app.db.query('UPDATE users SET account_status = 5 WHERE id = $1', [id]);
    expect((await app.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders(session) })).statusCode).toBe(401);
  });

  it.each(['/api/user/logout', '/api/userconfig/logout'])('revokes the session and clears the cookie on POST %s', async (url) => {
    await insertUser(app.db, { username: `logout${url.length}@clinic.example.org` });
    const session = await openSession(app, `logout${url.length}@clinic.example.org`);
    const response = await app.inject({ method: 'POST', url, headers: sessionHeaders(session, true) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const [row] = await app.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE id_hash = $1', [hashToken(session.cookie)]);
    expect(row?.revoked_at).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders(session) })).statusCode).toBe(401);
    const audit = await app.db.query<{ event: string }>("SELECT event FROM audit_events WHERE event = 'signOut' AND username = $1", [`logout${url.length}@clinic.example.org`]);
    expect(audit).toHaveLength(1);
  });

  it('answers logout without a session too, so an expired client still ends logged out', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/logout', headers: STATIC_HEADER });
    expect(response.statusCode).toBe(200);
  });

  it('answers the user configuration of the signed-in user', async () => {
    const id = await insertUser(app.db, { username: 'config@clinic.example.org', isSso: true, organizationName: null });
    const session = await openSession(app, 'config@clinic.example.org');
    const response = await app.inject({ method: 'GET', url: '/api/userconfig/userconfiguration', headers: sessionHeaders(session) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: id,
      profileLoginName: 'config@clinic.example.org',
      profileFullName: 'Pat Lee',
      selectedUserRole: 1,
      isAdminUser: 'N',
      selectedUserId: id,
      isSso: true,
      fullName: 'Pat Lee',
      selectedUserName: 'config@clinic.example.org',
      selectedRoleName: 'Ordering Provider',
      orgName: null,
      commercialHealthplanSelected: false,
      csrfToken: session.csrfToken,
    });
  });

  it("lets an administrator act on a selected user, naming both and with that user's Commercial Utilization Review choice, and return to their own account", async () => {
    const adminId = await insertUser(app.db, { username: 'admin@portal.example.org', isAdmin: true });
    const otherId = await insertUser(app.db, { username: 'selected@clinic.example.org', organizationName: 'Selected Clinic' });
    await app.db.query("UPDATE users SET first_name = 'Avery', last_name = 'Admin' WHERE id = $1", [adminId]);
    await app.db.query('UPDATE users SET commercial_program = true WHERE id = $1', [otherId]);
    const session = await openSession(app, 'admin@portal.example.org');
    const select = (selectedUserId: number | null) =>
      app.inject({ method: 'POST', url: '/api/userconfig/selecteduser', headers: sessionHeaders(session, true), payload: { selectedUserId } });
    const selected = await select(otherId);
    expect(selected.statusCode).toBe(200);
    const config = (await app.inject({ method: 'GET', url: '/api/userconfig/userconfiguration', headers: sessionHeaders(session) })).json();
    expect(config).toMatchObject({
      userId: adminId,
      profileLoginName: 'admin@portal.example.org',
      profileFullName: 'Avery Admin',
      isAdminUser: 'Y',
      selectedUserId: otherId,
      fullName: 'Pat Lee',
      selectedUserName: 'selected@clinic.example.org',
      orgName: 'Selected Clinic',
      commercialHealthplanSelected: true,
    });
    expect((await select(999_999)).json().errors[0]).toMatchObject({ path: '/selectedUserId', messageId: 'userConfig.unknownUser' });
    expect((await select(null)).json().selectedUserId).toBe(adminId);
  });

  it('refuses a selection by a user who is not an administrator', async () => {
    await insertUser(app.db, { username: 'not.admin@clinic.example.org' });
    const session = await openSession(app, 'not.admin@clinic.example.org');
    const response = await app.inject({ method: 'POST', url: '/api/userconfig/selecteduser', headers: sessionHeaders(session, true), payload: { selectedUserId: 1 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].messageId).toBe('userConfig.notAdmin');
  });

  it('answers the redirect URLs from the configured portal address, never the Host header', async () => {
    await insertUser(app.db, { username: 'redirects@clinic.example.org' });
    const session = await openSession(app, 'redirects@clinic.example.org');
    const headers = { ...sessionHeaders(session), host: 'attacker.example' };
    const home = await app.inject({ method: 'GET', url: '/api/userconfig/redirecturl', headers });
    expect(home.json()).toEqual({ url: 'https://portal.test/' });
    const profile = await app.inject({ method: 'GET', url: '/api/userconfig/userprofileredirecturl', headers });
    expect(profile.json()).toEqual({ url: 'https://portal.test/user/provider-management' });
  });

  it('answers the contact page address and sets the cookie carrying the portal address', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/userconfig/contactUs', headers: STATIC_HEADER });
    expect(response.json()).toEqual({ url: 'https://portal.test/contact-us', cookie: 'portal_return' });
    const cookie = response.cookies.find((entry) => entry.name === 'portal_return');
    expect(cookie).toMatchObject({ value: 'https://portal.test', secure: true, sameSite: 'Lax', path: '/' });
  });
});
