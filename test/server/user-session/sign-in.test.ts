// @vitest-environment node
import { scryptSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { hashToken } from '../../../src/server/security/tokens.js';
import { SCRYPT_PARAMS } from '../../../src/server/security/secret-hash.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { freshAddress, insertUser, sessionHeaders, signIn, TEST_PASSWORD } from './session-fixtures.js';
import { text } from '../../support/rules.js';

describe('POST /api/user/login', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  const rules = () => app.accountRules;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());
  const login = (userName: string, password = TEST_PASSWORD, cookie?: string) => signIn(app, userName, password, { remoteAddress: freshAddress(), cookie });

  it('signs an active user in and answers the user info with a CSRF token', async () => {
    const id = await insertUser(app.db, { username: 'active.one@clinic.example.org' });
    const response = await login('Active.One@clinic.example.org');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      userId: id,
      profileLoginName: 'active.one@clinic.example.org',
      selectedUserId: id,
      selectedUserName: 'active.one@clinic.example.org',
      selectedUserRole: 1,
      selectedRoleName: 'Ordering Provider',
      isAdminUser: 'N',
      isSso: false,
      fullName: 'Pat Lee',
      orgName: 'Lee Clinic',
    });
    expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [row] = await app.db.query<{ last_sign_in_at: Date | null; failed_sign_in_count: number }>(
      'SELECT last_sign_in_at, failed_sign_in_count FROM users WHERE id = $1',
      [id],
    );
    expect(row?.last_sign_in_at).not.toBeNull();
  });

  it('sets an HttpOnly, SameSite=Strict, Secure session cookie on path / for an https portal', async () => {
    await insertUser(app.db, { username: 'cookie.flags@clinic.example.org' });
    const response = await login('cookie.flags@clinic.example.org');
    const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    // Only the hash is stored: the cookie value itself is nowhere in the sessions table.
    const rows = await app.db.query<{ id_hash: string }>('SELECT id_hash FROM sessions WHERE id_hash = $1', [hashToken(cookie?.value ?? '')]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id_hash).not.toBe(cookie?.value);
  });

  it('gives a new session id at every sign-in and ends the session the browser already had', async () => {
    await insertUser(app.db, { username: 'twice@clinic.example.org' });
    const first = (await login('twice@clinic.example.org')).cookies.find((entry) => entry.name === SESSION_COOKIE)?.value as string;
    const second = (await login('twice@clinic.example.org', TEST_PASSWORD, first)).cookies.find((entry) => entry.name === SESSION_COOKIE)?.value as string;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const old = await app.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders({ cookie: first, csrfToken: '' }) });
    expect(old.statusCode).toBe(401);
    const current = await app.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders({ cookie: second, csrfToken: '' }) });
    expect(current.statusCode).toBe(200);
  });

  it('signs an internal user in with the domain ID', async () => {
    await insertUser(app.db, { username: 'staff@internal.example.com', domainId: 'AB12345' });
    const response = await login('ab12345');
    expect(response.statusCode).toBe(200);
    expect(response.json().profileLoginName).toBe('staff@internal.example.com');
  });

  it('answers a wrong password and an unknown username with the same message, and sets no cookie', async () => {
    await insertUser(app.db, { username: 'wrong.pass@clinic.example.org' });
    const wrong = await login('wrong.pass@clinic.example.org', 'Wr0ngPassword');
    const unknown = await login('nobody@clinic.example.org', 'Wr0ngPassword');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: '', messageId: 'signIn.invalid', params: {}, message: text('signIn.invalid') },
      ]);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('resets the failure count at a successful sign-in', async () => {
    const id = await insertUser(app.db, { username: 'reset.count@clinic.example.org' });
    await login('reset.count@clinic.example.org', 'Wr0ngPassword');
    await login('reset.count@clinic.example.org', 'Wr0ngPassword');
    const count = async () => (await app.db.query<{ n: number }>('SELECT failed_sign_in_count AS n FROM users WHERE id = $1', [id]))[0]?.n;
    expect(await count()).toBe(2);
    expect((await login('reset.count@clinic.example.org')).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('locks the address that failed out at the lockout threshold, and then refuses even its right password with "Account is Locked"', async () => {
    await insertUser(app.db, { username: 'lock.me@clinic.example.org' });
    const guesser = freshAddress();
    const answers = [];
    for (let attempt = 0; attempt < rules().bruteForce.failureFactor; attempt += 1) {
      answers.push((await signIn(app, 'lock.me@clinic.example.org', 'Wr0ngPassword', { remoteAddress: guesser })).json().errors[0].messageId);
    }
    expect(answers.at(-1)).toBe('signIn.locked');
    expect(answers.slice(0, -1).every((id) => id === 'signIn.invalid')).toBe(true);
    const right = await signIn(app, 'lock.me@clinic.example.org', TEST_PASSWORD, { remoteAddress: guesser });
    expect(right.statusCode).toBe(403);
    expect(right.json().errors[0].message).toMatch(/^Account is Locked/);
  });

  it.each([
    [2, 'signIn.pendingEmail'],
    [3, 'signIn.pendingReview'],
    [4, 'signIn.contactSupport'],
    [5, 'signIn.disabled'],
    [6, 'signIn.disabled'],
    [7, 'signIn.contactSupport'],
    [8, 'signIn.contactSupport'],
  ])('refuses account status %i with %s once the password is right', async (status, messageId) => {
    await insertUser(app.db, { username: `status${status}@clinic.example.org`, accountStatus: status });
    const response = await login(`status${status}@clinic.example.org`);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].messageId).toBe(messageId);
    expect(response.headers['set-cookie']).toBeUndefined();
    // A wrong password never tells the status.
    expect((await login(`status${status}@clinic.example.org`, 'Wr0ngPassword')).json().errors[0].messageId).toBe('signIn.invalid');
  });

  it('tells a disabled user the support phone number', async () => {
    await insertUser(app.db, { username: 'disabled.phone@clinic.example.org', accountStatus: 5 });
    const response = await login('disabled.phone@clinic.example.org');
    expect(response.json().errors[0].message).toBe(text('signIn.disabled'));
    expect(response.json().errors[0].message).toContain(app.content.config.phone);
  });

  it('refuses credentials never used within the expiry days of registration, but not ones used before', async () => {
    const days = rules().credentialExpiryDays;
    await insertUser(app.db, { username: 'never.used@clinic.example.org', createdDaysAgo: days + 1, hasSignedIn: false });
    await insertUser(app.db, { username: 'used.before@clinic.example.org', createdDaysAgo: days + 1, hasSignedIn: true });
    await insertUser(app.db, { username: 'fresh.unused@clinic.example.org', createdDaysAgo: days - 1, hasSignedIn: false });
    const expired = await login('never.used@clinic.example.org');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().errors[0]).toMatchObject({ messageId: 'signIn.credentialsExpired', params: { days } });
    expect((await login('used.before@clinic.example.org')).statusCode).toBe(200);
    expect((await login('fresh.unused@clinic.example.org')).statusCode).toBe(200);
  });

  it('refuses a password older than its lifetime, and accepts one just inside it', async () => {
    const days = rules().passwordLifetimeDays;
    const old = await insertUser(app.db, { username: 'old.password@clinic.example.org', createdDaysAgo: days + 30 });
    const recent = await insertUser(app.db, { username: 'recent.password@clinic.example.org', createdDaysAgo: days + 30 });
    const setPasswordAge = (id: number, age: number) =>
      app.db.query('UPDATE users SET password_changed_at = now() - make_interval(days => $1) WHERE id = $2', [age, id]);
    await setPasswordAge(old, days);
    await setPasswordAge(recent, days - 1);
    const expired = await login('old.password@clinic.example.org');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().errors[0]).toMatchObject({ messageId: 'signIn.passwordExpired', params: { days } });
    expect((await login('recent.password@clinic.example.org')).statusCode).toBe(200);
  });

  it('rehashes a password stored under older scrypt parameters at sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(TEST_PASSWORD, salt, 32, { N: SCRYPT_PARAMS.N / 2, r: 8, p: 1 });
    const old = ['scrypt', SCRYPT_PARAMS.N / 2, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    const id = await insertUser(app.db, { username: 'old.hash@clinic.example.org', passwordHash: old });
    expect((await login('old.hash@clinic.example.org')).statusCode).toBe(200);
    const [row] = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id]);
    expect(row?.password_hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$`));
    expect((await login('old.hash@clinic.example.org')).statusCode).toBe(200);
  });

  it('answers a missing or oversized field with field errors from the catalogue', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: STATIC_HEADER,
      payload: { userName: 'x'.repeat(151) },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((error: { path: string }) => error.path).sort();
    expect(paths).toEqual(['/password', '/userName']);
  });

  it('records sign-in success, failure and lockout in the audit, never the password or what an unknown caller typed', async () => {
    await insertUser(app.db, { username: 'audited@clinic.example.org' });
    await login('audited@clinic.example.org');
    await login('audited@clinic.example.org', 'Secr3tGuess');
    await login('Typed-My-Pa55word-Here', 'Secr3tGuess');
    const rows = await app.db.query<{ event: string; outcome: string; username: string | null; detail: unknown }>(
      'SELECT event, outcome, username, detail FROM audit_events ORDER BY id',
    );
    const mine = rows.filter((row) => row.username === 'audited@clinic.example.org').map((row) => `${row.event}:${row.outcome}`);
    expect(mine).toEqual(['signIn:success', 'signIn:failure']);
    expect(rows.some((row) => row.event === 'signIn.lockout')).toBe(true);
    const text = JSON.stringify(rows);
    for (const secret of [TEST_PASSWORD, 'Secr3tGuess', 'Typed-My-Pa55word-Here', 'Wr0ngPassword']) expect(text).not.toContain(secret);
  });

  describe('an account linked to the identity provider (multi-factor variant)', () => {
    /** A portal account with no password of its own, linked to a provider user with this password. */
    const linkedAccount = async (email: string, password: string, status?: 'LOCKED_OUT' | 'PASSWORD_EXPIRED') => {
      const user = await app.identityProvider.register({ firstName: 'Ida', lastName: 'Provider', email, password, userType: 'External', emailOtpVerificationStatus: 'verified' });
      if (status) await app.db.query('UPDATE idp_users SET status = $2 WHERE id = $1', [user.id, status]);
      const id = await insertUser(app.db, { username: email });
      await app.db.query('UPDATE users SET password_hash = NULL, okta_user_id = $2, migration_status = $3 WHERE id = $1', [id, user.id, 'A']);
      return id;
    };

    it("signs in with the provider's password, and refuses any other with the same words as a local wrong one", async () => {
      const id = await linkedAccount('ida.linked@clinic.example.org', 'Tide#Stone4');
      const wrong = await login('ida.linked@clinic.example.org', 'Tide#Stone5');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].messageId).toBe('signIn.invalid');
      const right = await login('ida.linked@clinic.example.org', 'Tide#Stone4');
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ userId: id, profileLoginName: 'ida.linked@clinic.example.org' });
    });

    it("tells a locked-out or expired provider user the portal's message for it, and opens no session", async () => {
      await linkedAccount('ida.lockedout@clinic.example.org', 'Tide#Stone4', 'LOCKED_OUT');
      await linkedAccount('ida.expired@clinic.example.org', 'Tide#Stone4', 'PASSWORD_EXPIRED');
      const locked = await login('ida.lockedout@clinic.example.org', 'Tide#Stone4');
      expect([locked.statusCode, locked.json().errors[0].messageId]).toEqual([403, 'signIn.locked']);
      const expired = await login('ida.expired@clinic.example.org', 'Tide#Stone4');
      expect([expired.statusCode, expired.json().errors[0].messageId]).toEqual([403, 'signIn.passwordExpired']);
      for (const response of [locked, expired]) expect(response.cookies.find((entry) => entry.name === SESSION_COOKIE)).toBeUndefined();
    });
  });
});
