// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccountRules } from '../../../src/server/security/account-rules.js';
import { recordAudit } from '../../../src/server/security/audit.js';
import { countRateLimited } from '../../../src/server/security/rate-counter.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { insertUser, openSession, sessionHeaders, signIn } from '../user-session/session-fixtures.js';

const SIGN_IN_LIMIT = 3;

describe('Origin, CSRF, rate limits and audit', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const rules = loadAccountRules();
    app = await buildTestApp({ accountRules: { ...rules, rateLimits: { ...rules.rateLimits, signIn: { max: SIGN_IN_LIMIT, windowSeconds: 300 } } } });
    await insertUser(app.db, { username: 'guarded@clinic.example.org' });
  }, 60_000);
  afterAll(() => app.close());

  it('refuses a write with a session but without the CSRF token, or with a wrong one, with 403 JSON', async () => {
    const session = await openSession(app, 'guarded@clinic.example.org');
    for (const token of [undefined, 'not-the-token', `${session.csrfToken}x`]) {
      const headers = { ...sessionHeaders(session), ...(token ? { 'x-csrf-token': token } : {}) };
      const response = await app.inject({ method: 'POST', url: '/api/user/logout', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].messageId).toBe('security.csrfRefused');
    }
    // The session is still live: the forged logouts did nothing.
    expect((await app.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders(session) })).statusCode).toBe(200);
  });

  it("names the session's token on every API answer to a request with a session, a refusal included, and on no other", async () => {
    const session = await openSession(app, 'guarded@clinic.example.org');
    const refused = await app.inject({ method: 'POST', url: '/api/user/logout', headers: sessionHeaders(session) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-csrf-token']).toBe(session.csrfToken);
    const read = await app.inject({ method: 'GET', url: '/api/app/cds/access', headers: sessionHeaders(session) });
    expect(read.headers['x-csrf-token']).toBe(session.csrfToken);
    const anonymous = await app.inject({ method: 'GET', url: '/api/app/cds/access', headers: STATIC_HEADER });
    expect(anonymous.headers['x-csrf-token']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/', headers: sessionHeaders(session) });
    expect(page.headers['x-csrf-token']).toBeUndefined();
  });

  it('refuses a write without the CSRF token when the path is percent-escaped (/%61pi/... routes like /api/...)', async () => {
    const session = await openSession(app, 'guarded@clinic.example.org');
    for (const url of ['/%61pi/user/logout', '/api/user/%6Cogout']) {
      const response = await app.inject({ method: 'POST', url, headers: sessionHeaders(session) });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].messageId).toBe('security.csrfRefused');
    }
    expect((await app.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders(session) })).statusCode).toBe(200);
  });

  it('checks the CSRF token before validating the body', async () => {
    const session = await openSession(app, 'guarded@clinic.example.org');
    const response = await app.inject({ method: 'POST', url: '/api/userconfig/selecteduser', headers: sessionHeaders(session), payload: { bad: 1 } });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a write that carries the session CSRF token', async () => {
    const session = await openSession(app, 'guarded@clinic.example.org');
    const response = await app.inject({ method: 'POST', url: '/api/user/logout', headers: sessionHeaders(session, true) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a request from another origin with 403 JSON, with or without a session', async () => {
    for (const [method, url] of [['GET', '/api/timeout'], ['POST', '/api/user/login'], ['POST', '/api/user/logout']] as const) {
      const response = await app.inject({ method, url, headers: { ...STATIC_HEADER, origin: 'https://evil.example' }, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].messageId).toBe('security.originRefused');
    }
  });

  it('refuses a write a browser marks as cross-site even without an Origin header', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...STATIC_HEADER, 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the portal origin and requests without an Origin header', async () => {
    for (const headers of [{ ...STATIC_HEADER, origin: 'https://portal.test' }, STATIC_HEADER]) {
      expect((await app.inject({ method: 'GET', url: '/api/timeout', headers })).statusCode).toBe(200);
    }
  });

  it('answers 429 JSON with Retry-After once a client address passes the sign-in limit, and counts each address apart', async () => {
    const from = (remoteAddress: string) => signIn(app, 'guarded@clinic.example.org', 'Wr0ngPassw0rd', { remoteAddress });
    for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt += 1) expect((await from('192.0.2.7')).statusCode).toBe(400);
    // Reset the account's failures so the lockout does not interfere with the next cases.
    await app.db.query("UPDATE users SET failed_sign_in_count = 0 WHERE username = 'guarded@clinic.example.org'");
    const limited = await from('192.0.2.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toMatchObject({ path: '', messageId: 'rateLimit.exceeded', params: { minutes: 5 } });
    expect((await from('192.0.2.8')).statusCode).toBe(400);
    await app.db.query("UPDATE users SET failed_sign_in_count = 0 WHERE username = 'guarded@clinic.example.org'");
  });

  it('opens a new counting window once the old one is over, and stores no key in clear', async () => {
    const rule = { max: 2, windowSeconds: 60 };
    const counts = [];
    for (let call = 0; call < 3; call += 1) counts.push((await countRateLimited(app.db, 'lookup', 'pat.lee@clinic.example.org', rule)).allowed);
    expect(counts).toEqual([true, true, false]);
    await app.db.query("UPDATE rate_counters SET window_started_at = now() - interval '61 seconds' WHERE key LIKE 'lookup:%'");
    expect((await countRateLimited(app.db, 'lookup', 'pat.lee@clinic.example.org', rule)).count).toBe(1);
    const keys = await app.db.query<{ key: string }>('SELECT key FROM rate_counters');
    expect(JSON.stringify(keys)).not.toContain('pat.lee');
  });

  it('counts parallel calls exactly', async () => {
    const rule = { max: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 30 }, () => countRateLimited(app.db, 'codes', 'parallel', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('keeps the audit append-only and drops detail keys that could hold a secret', async () => {
    await recordAudit(app.db, { event: 'test.event', outcome: 'success', detail: { password: 'Pasw0rdX', resetToken: 'abc', reason: 'kept' } });
    await app.db.query("UPDATE audit_events SET outcome = 'changed' WHERE event = 'test.event'");
    await app.db.query("DELETE FROM audit_events WHERE event = 'test.event'");
    const rows = await app.db.query<{ outcome: string; detail: Record<string, unknown> }>("SELECT outcome, detail FROM audit_events WHERE event = 'test.event'");
    expect(rows).toEqual([{ outcome: 'success', detail: { reason: 'kept' } }]);
  });
});
