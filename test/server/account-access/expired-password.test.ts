// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../../src/server/security/secret-hash.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { freshAddress, insertUser, openSession, signIn, TEST_PASSWORD } from '../user-session/session-fixtures.js';
import { lastMail } from './accounts.js';
import { startingWith, text } from '../../support/rules.js';

const NEW_PASSWORD = 'Nw7pQz2wLp9rTx';

describe('POST /api/user/expiredpassword', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  /** A direct account (Pat Lee) whose password is older than its lifetime unless `expired` is false. */
  const account = async (username: string, extra: { expired?: boolean; accountStatus?: number } = {}) => {
    const id = await insertUser(app.db, { username, accountStatus: extra.accountStatus ?? 1 });
    const age = extra.expired === false ? 1 : app.accountRules.passwordLifetimeDays + 1;
    await app.db.query('UPDATE users SET password_changed_at = now() - make_interval(days => $1) WHERE id = $2', [age, id]);
    return id;
  };
  const change = (body: Record<string, unknown>, remoteAddress = freshAddress()) =>
    app.inject({ method: 'POST', url: '/api/user/expiredpassword', headers: STATIC_HEADER, remoteAddress, payload: body });
  const changeFor = (userName: string, currentPassword = TEST_PASSWORD, password = NEW_PASSWORD, remoteAddress?: string) =>
    change({ userName, currentPassword, password, confirmPassword: password }, remoteAddress);
  const failures = async (id: number) =>
    Number((await app.db.query<{ n: number }>('SELECT failed_sign_in_count AS n FROM users WHERE id = $1', [id]))[0]?.n);

  it('changes an expired password proved by the current one: then the new one signs in and the old one does not', async () => {
    const username = 'expired.ok@clinic.example.org';
    const id = await account(username);
    const before = await signIn(app, username, TEST_PASSWORD, { remoteAddress: freshAddress() });
    expect(before.json().errors[0]).toMatchObject({ messageId: 'signIn.passwordExpired', params: { identityProvider: false } });

    const response = await changeFor(username);
    expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
    expect(await app.db.query('SELECT 1 FROM password_history WHERE user_id = $1', [id])).toHaveLength(1);
    expect((await lastMail(app, username))?.template).toBe('passwordChanged');
    const [audit] = await app.db.query<{ detail: { via: string } }>(
      "SELECT detail FROM audit_events WHERE event = 'access.passwordChanged' AND outcome = 'success' AND user_id = $1",
      [id],
    );
    expect(audit?.detail.via).toBe('expiredPassword');

    expect((await signIn(app, username, NEW_PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    expect((await signIn(app, username, TEST_PASSWORD, { remoteAddress: freshAddress() })).json().errors[0].messageId).toBe('signIn.invalid');
    // The old password is no proof any more: the change cannot be made twice with it.
    expect((await changeFor(username, TEST_PASSWORD, 'Xy8kLm3nQp5rTz')).json().errors[0].path).toBe('/currentPassword');
  });

  it('revokes the sessions the account had', async () => {
    const username = 'expired.sessions@clinic.example.org';
    const id = await account(username, { expired: false });
    await openSession(app, username);
    await app.db.query("UPDATE users SET password_changed_at = now() - make_interval(days => $1) WHERE id = $2", [app.accountRules.passwordLifetimeDays + 1, id]);
    expect((await changeFor(username)).statusCode).toBe(200);
    expect(await app.db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [id])).toHaveLength(0);
  });

  it('answers an unknown username and a wrong current password alike, on the Current Password field', async () => {
    const username = 'expired.wrong@clinic.example.org';
    const id = await account(username);
    const wrong = await changeFor(username, 'Wr0ngPassword');
    const unknown = await changeFor('nobody.here@clinic.example.org', 'Wr0ngPassword');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors).toEqual([
      { path: '/currentPassword', messageId: 'identityProvider.currentPasswordWrong', params: {}, message: text('identityProvider.currentPasswordWrong') },
    ]);
    expect(await failures(id)).toBe(1);
  });

  it('counts wrong current passwords toward the sign-in locks, then refuses even the right one as sign-in does', async () => {
    const username = 'expired.lock@clinic.example.org';
    const id = await account(username);
    const guesser = freshAddress();
    await signIn(app, username, 'Wr0ngPassword', { remoteAddress: guesser });
    const answers: string[] = [];
    for (let attempt = 1; attempt < app.accountRules.bruteForce.failureFactor; attempt += 1) {
      answers.push((await changeFor(username, 'Wr0ngPassword', NEW_PASSWORD, guesser)).json().errors[0].messageId);
    }
    expect(answers.at(-1)).toBe('signIn.locked');
    expect(answers.slice(0, -1).every((messageId) => messageId === 'identityProvider.currentPasswordWrong')).toBe(true);
    expect(await failures(id)).toBe(app.accountRules.bruteForce.failureFactor);
    const right = await changeFor(username, TEST_PASSWORD, NEW_PASSWORD, guesser);
    expect([right.statusCode, right.json().errors[0].message]).toEqual([403, expect.stringMatching(startingWith('identityProvider.lockedOut'))]);
    expect((await signIn(app, username, TEST_PASSWORD, { remoteAddress: guesser })).json().errors[0].messageId).toBe('signIn.locked');
    // Elsewhere: this door, which has no captcha, stays shut while the account is under attack;
    // sign-in asks for the captcha.
    expect((await changeFor(username)).statusCode).toBe(403);
    expect((await signIn(app, username, TEST_PASSWORD, { remoteAddress: freshAddress() })).json().errors[0].messageId).toBe('signIn.captchaRequired');
  });

  it('refuses a password that has not expired, and changes nothing: it is no way around a session', async () => {
    const username = 'not.expired@clinic.example.org';
    await account(username, { expired: false });
    const response = await changeFor(username);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ path: '', messageId: 'accountAccess.expired.notExpired' });
    expect((await signIn(app, username, TEST_PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    // Only whoever knows the password learns that: a wrong one gets the wrong password's answer.
    expect((await changeFor(username, 'Wr0ngPassword')).json().errors[0].path).toBe('/currentPassword');
  });

  it.each([
    [3, 'signIn.pendingReview'],
    [5, 'signIn.disabled'],
  ])('refuses account status %i with sign-in\'s %s once the current password is right', async (status, messageId) => {
    const username = `expired.status${status}@clinic.example.org`;
    await account(username, { accountStatus: status });
    expect((await changeFor(username)).json().errors[0].messageId).toBe(messageId);
    expect((await changeFor(username, 'Wr0ngPassword')).json().errors[0].messageId).toBe('identityProvider.currentPasswordWrong');
  });

  it('refuses an account linked to the identity provider as it refuses an unknown name, even with its right password', async () => {
    const email = 'expired.linked@clinic.example.org';
    const user = await app.identityProvider.register({ firstName: 'Ida', lastName: 'Provider', email, password: 'Tide#Stone4', userType: 'External', emailOtpVerificationStatus: 'verified' });
    await app.db.query("UPDATE idp_users SET status = 'PASSWORD_EXPIRED' WHERE id = $1", [user.id]);
    const id = await insertUser(app.db, { username: email });
    await app.db.query("UPDATE users SET password_hash = NULL, okta_user_id = $2, migration_status = 'A' WHERE id = $1", [id, user.id]);
    const provider = await signIn(app, email, 'Tide#Stone4', { remoteAddress: freshAddress() });
    expect(provider.json().errors[0].params).toMatchObject({ identityProvider: true });

    const response = await changeFor(email, 'Tide#Stone4');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual((await changeFor('nobody.else@clinic.example.org', 'Tide#Stone4')).json());
  });

  it('applies the password policy and the history of eight, with the catalogue texts on /password', async () => {
    const username = 'expired.policy@clinic.example.org';
    const id = await account(username);
    await app.db.query('INSERT INTO password_history (user_id, password_hash) VALUES ($1, $2)', [id, await hashSecret('Hist0ryPasB')]);
    const errorOf = async (password: string, confirmPassword = password) => (await change({ userName: username, currentPassword: TEST_PASSWORD, password, confirmPassword })).json().errors;

    expect((await errorOf('pasw0rdx'))[0]).toMatchObject({ path: '/password', messageId: 'password.rule.uppercase' });
    expect((await errorOf('Pat7Harbor'))[0]).toMatchObject({ path: '/password', message: text('password.rule.notContain', { otherCaption: 'caption.firstName' }) });
    expect((await errorOf(TEST_PASSWORD))[0]).toMatchObject({ path: '/password', message: text('accountAccess.password.differsFromCurrent') });
    expect(await errorOf('Hist0ryPasB')).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/password', message: text('accountAccess.password.history') })]),
    );
    expect((await errorOf(NEW_PASSWORD, `${NEW_PASSWORD}x`))[0]).toMatchObject({ path: '/confirmPassword', messageId: 'password.mismatch' });
    // None of those changed it.
    expect((await signIn(app, username, TEST_PASSWORD, { remoteAddress: freshAddress() })).json().errors[0].messageId).toBe('signIn.passwordExpired');
  });

  it('answers bad input with field errors, never a fault: control characters, NUL, huge strings, wrong types', async () => {
    const valid = { userName: 'expired.input@clinic.example.org', currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const bad: Record<string, unknown>[] = [
      { ...valid, userName: 'a\u0000b' },
      { ...valid, currentPassword: 'Pasw0rd\u0000X' },
      { ...valid, userName: `x\u0007${'y'.repeat(10)}` },
      { ...valid, currentPassword: 'z'.repeat(100_000) },
      { ...valid, userName: 'u'.repeat(200_000) },
      { ...valid, password: 12345678 },
      { ...valid, extra: true },
      {},
    ];
    for (const body of bad) {
      const response = await change(body);
      // 413: a body past the server's size limit is refused before it is read.
      expect([400, 413], JSON.stringify(body).slice(0, 60)).toContain(response.statusCode);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
  });

  it("shares sign-in's budget of attempts per client address", async () => {
    const address = freshAddress();
    for (let call = 0; call < app.accountRules.rateLimits.signIn.max; call += 1) {
      await signIn(app, `nobody${call}@clinic.example.org`, 'Wr0ngPassword', { remoteAddress: address });
    }
    const limited = await changeFor('nobody@clinic.example.org', 'Wr0ngPassword', NEW_PASSWORD, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
