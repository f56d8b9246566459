// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { hashSecret } from '../../../src/server/security/secret-hash.js';
import { countRateLimited } from '../../../src/server/security/rate-counter.js';
import { sourceOf } from '../../../src/server/db/sign-in-sources.js';
import { hashToken, newToken } from '../../../src/server/security/tokens.js';
import { buildTestApp } from '../helper.js';
import { answer, call, insertAccount, lastMail, lookUp } from './accounts.js';
import { text } from '../../support/rules.js';

/** The query values of the link in a mail's text. */
function linkOf(text: string): URL {
  const match = /https:\/\/portal\.test\S+/.exec(text);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
}

describe('account access step 3: password, username, unlock and account updates', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  let adminCookie: string;
  let userCookie: string;
  let patId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    patId = await insertAccount(app, { username: 'pat.lee@clinic.example.org', firstName: 'Pat', lastName: 'Leeson' });
    await insertAccount(app, { username: 'staff@internal.example.com', isInternal: true });
    await insertAccount(app, { username: 'legacy@clinic.example.org', externalUserFlg: 'N' });
    await insertAccount(app, { username: 'locked@clinic.example.org', locked: true });
    await insertAccount(app, { username: 'quinn@clinic.example.org', firstName: 'Quincy', lastName: 'Ray' });
    const adminId = await insertAccount(app, { username: 'admin@clinic.example.org', isAdmin: true });
    adminCookie = newToken();
    userCookie = newToken();
    await app.db.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2), ($3, $4)', [
      hashToken(adminCookie), adminId, hashToken(userCookie), patId,
    ]);
  }, 60_000);
  afterAll(() => app.close());
  const asAdmin = () => ({ cookie: `${SESSION_COOKIE}=${adminCookie}` });
  /** A fresh session of pat's (earlier password changes end the older ones). */
  const asPat = async () => {
    const cookie = newToken();
    await app.db.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)', [hashToken(cookie), patId]);
    return { cookie: `${SESSION_COOKIE}=${cookie}` };
  };

  it('e-mails a reset link built from the configured portal address and answers an e-mail key, never the token', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    const response = await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'email' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, reset: 'email', emailKey: expect.any(String) });
    const mail = await lastMail(app, 'pat.lee@clinic.example.org');
    expect(mail?.template).toBe('passwordResetLink');
    const link = linkOf(mail?.text_body ?? '');
    expect(link.pathname).toBe('/user/change-password');
    expect(response.body).not.toContain(link.searchParams.get('token'));
    const masked = await call(app, 'GET', `/api/utility/decryptemailkey?data=${encodeURIComponent(response.json().emailKey)}`);
    expect(masked.json()).toEqual({ emailAddress: 'p*****e@clinic.example.org' });
  });

  it('answers the questions method without sending mail, and refuses an unknown method', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    expect((await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'questions' })).json()).toEqual({ success: true, reset: 'questions' });
    const bad = await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'sms' });
    expect(bad.json().errors[0]).toMatchObject({ path: '/reset', messageId: 'field.invalid' });
  });

  it('refuses password reset to internal staff and to accounts flagged externalUserFlg N', async () => {
    for (const [username, messageId] of [['staff@internal.example.com', 'accountAccess.reset.internal'], ['legacy@clinic.example.org', 'accountAccess.reset.notExternal']]) {
      const { userToken } = await lookUp(app, username as string);
      const response = await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'email' });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({ messageId });
      expect(response.json().errors[0].message).toMatch(/^PASSWORD RESET NOT AVAILABLE/);
    }
  });

  it('changes the password from the e-mailed link: history, sessions revoked, mail, link spent', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'email' });
    const link = linkOf((await lastMail(app, 'pat.lee@clinic.example.org'))?.text_body ?? '');
    const body = link.searchParams.get('body') as string;
    const token = link.searchParams.get('token') as string;
    const info = await call(app, 'POST', '/api/user/getuserinfofromToken', { body, token });
    expect(info.json()).toMatchObject({ userName: 'pat.lee@clinic.example.org', firstName: 'Pat', lastName: 'Leeson', emailAddress: 'p*****e@clinic.example.org' });

    const response = await call(app, 'POST', '/api/user/changepasswordtoken', { body, token, password: 'Nw7pQz2wLp9rTx' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [user] = await app.db.query<{ changed: boolean }>('SELECT password_changed_at IS NOT NULL AS changed FROM users WHERE id = $1', [patId]);
    expect(user?.changed).toBe(true);
    expect(await app.db.query('SELECT 1 FROM password_history WHERE user_id = $1', [patId])).toHaveLength(1);
    expect(await app.db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [patId])).toHaveLength(0);
    expect((await lastMail(app, 'pat.lee@clinic.example.org'))?.template).toBe('passwordChanged');

    const replay = await call(app, 'POST', '/api/user/changepasswordtoken', { body, token, password: 'Xy8kLm3nQp5rTz' });
    expect(replay.json().errors[0]).toMatchObject({ path: '/token', messageId: 'accountAccess.token.invalid' });
  });

  it('refuses a superseded, expired or tampered reset link and one whose body names another account', async () => {
    const { userToken } = await lookUp(app, 'quinn@clinic.example.org');
    await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'email' });
    const old = linkOf((await lastMail(app, 'quinn@clinic.example.org'))?.text_body ?? '');
    await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'email' });
    const fresh = linkOf((await lastMail(app, 'quinn@clinic.example.org'))?.text_body ?? '');
    const attempt = (link: URL, token = link.searchParams.get('token') as string, body = link.searchParams.get('body') as string) =>
      call(app, 'POST', '/api/user/changepasswordtoken', { body, token, password: 'Nw7pQz2wLp9rTx' });
    expect((await attempt(old)).statusCode).toBe(400);
    expect((await attempt(fresh, `${fresh.searchParams.get('token')}x`)).statusCode).toBe(400);
    const other = await lookUp(app, 'pat.lee@clinic.example.org');
    expect((await attempt(fresh, undefined, other.emailKey)).json().errors[0].path).toBe('/body');
    await app.db.query("UPDATE tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(fresh.searchParams.get('token') as string)]);
    expect((await attempt(fresh)).statusCode).toBe(400);
  });

  it('changes the password after the security answers and enforces the policy and the history of eight', async () => {
    const username = 'quinn@clinic.example.org';
    const [row] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]);
    const quinnId = Number(row?.id);
    const recent = ['Hist0ryPasA', 'Hist0ryPasB', 'Hist0ryPasC'];
    for (const password of recent) await app.db.query('INSERT INTO password_history (user_id, password_hash) VALUES ($1, $2)', [quinnId, await hashSecret(password)]);
    const { userToken } = await lookUp(app, username);
    const { token } = (await answer(app, userToken, 1)).json();
    const change = (password: string, userName = username) => call(app, 'POST', '/api/user/changepassword', { userName, password, token });

    expect((await change('pasw0rdx')).json().errors[0]).toMatchObject({ path: '/password', messageId: 'password.rule.uppercase' });
    expect((await change('QuincyPa5w0rd')).json().errors[0]).toMatchObject({ path: '/password', message: text('password.rule.notContain', { otherCaption: 'caption.firstName' }) });
    expect((await change('Start1Pasw0rd')).json().errors[0]).toMatchObject({ path: '/password', messageId: 'accountAccess.password.differsFromCurrent' });
    const history = await change('Hist0ryPasB');
    expect(history.json().errors.map((e: { message: string }) => e.message)).toContain(text('accountAccess.password.history'));
    expect((await change('Fr3shPasWord', 'pat.lee@clinic.example.org')).json().errors[0].path).toBe('/userName');

    const ok = await change('Fr3shPasWord');
    expect(ok.json()).toEqual({ success: true });
    expect((await change('Fr3shPasWordB')).statusCode).toBe(400);
    // The password change voided the look-up token too.
    expect((await call(app, 'POST', '/api/user/securityanswers', { userToken })).statusCode).toBe(400);
  });

  it('refuses to change a password with a token from answers given for another help type', async () => {
    const { userToken } = await lookUp(app, 'quinn@clinic.example.org');
    const { token } = (await answer(app, userToken, 2)).json();
    const response = await call(app, 'POST', '/api/user/changepassword', { userName: 'quinn@clinic.example.org', password: 'An0therPasWd', token });
    expect(response.json().errors[0]).toMatchObject({ path: '/token', messageId: 'accountAccess.token.invalid' });
  });

  it('shows the username once after answers for help type 2, and mails it on request', async () => {
    const { userToken } = await lookUp(app, 'quinn@clinic.example.org');
    const answered = (await answer(app, userToken, 2)).json();
    const shown = await call(app, 'POST', '/api/user/usernametoken', { body: answered.body, token: answered.token });
    expect(shown.json()).toEqual({ userName: 'quinn@clinic.example.org', firstName: 'Quincy' });
    expect((await call(app, 'POST', '/api/user/usernametoken', { body: answered.body, token: answered.token })).statusCode).toBe(400);

    const step1 = await lookUp(app, 'quinn@clinic.example.org');
    const mailed = await call(app, 'POST', '/api/user/username', { userToken: step1.userToken, sendUsernameViaEmail: true });
    expect(mailed.json()).toEqual({ success: true, emailKey: expect.any(String) });
    expect(mailed.body).not.toContain('quinn@');
    expect((await lastMail(app, 'quinn@clinic.example.org'))?.template).toBe('usernameReminder');
    const viaLink = await call(app, 'POST', '/api/user/usernameusingusertoken', { body: step1.emailKey, token: step1.userToken });
    expect(viaLink.json()).toMatchObject({ success: true });
    // Showing on screen needs the answers, not just step 1.
    const notShown = await call(app, 'POST', '/api/user/username', { userToken: step1.userToken, sendUsernameViaEmail: false });
    expect(notShown.statusCode).toBe(400);
  });

  it('answers or mails the username by userId only to the account itself or an administrator, without an e-mail key', async () => {
    expect((await call(app, 'POST', '/api/user/username', { userId: patId, sendUsernameViaEmail: true })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/user/username', { userId: patId, sendUsernameViaEmail: false })).statusCode).toBe(403);
    const pat = await asPat();
    const own = await call(app, 'POST', '/api/user/username', { userId: patId, sendUsernameViaEmail: true }, pat);
    expect(own.json()).toEqual({ success: true });
    expect((await lastMail(app, 'pat.lee@clinic.example.org'))?.template).toBe('usernameReminder');
    const other = await call(app, 'POST', '/api/user/username', { userId: patId + 1, sendUsernameViaEmail: true }, pat);
    expect(other.statusCode).toBe(403);
    const admin = await call(app, 'POST', '/api/user/username', { userId: patId, sendUsernameViaEmail: false }, asAdmin());
    expect(admin.json()).toEqual({ success: true, userName: 'pat.lee@clinic.example.org' });
    const missing = await call(app, 'POST', '/api/user/username', { sendUsernameViaEmail: true });
    expect(missing.json().errors[0]).toMatchObject({ path: '/userToken', messageId: 'field.required' });
  });

  it('answers 400, not 500, for a userId beyond the integer range', async () => {
    for (const [url, body] of [
      ['/api/user/username', { userId: 1e20, sendUsernameViaEmail: false }],
      ['/api/user/accountstatus', { userId: 9007199254740992, accountStatus: 5 }],
    ] as const) {
      const response = await call(app, 'POST', url, body, asAdmin());
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ path: '/userId', messageId: 'field.invalid' });
    }
  });

  it('limits username mails per account, whoever asks with whatever token, and per client address', async () => {
    await app.db.query('DELETE FROM rate_counters');
    const { max } = app.accountRules.rateLimits.recoveryMail;
    const remindersTo = async (address: string) =>
      Number((await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE template = 'usernameReminder' AND recipient = $1", [address]))[0]?.n);
    const before = await remindersTo('quinn@clinic.example.org');
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      // A fresh look-up each time, from another address each time: only the account's budget can refuse.
      const { userToken } = await lookUp(app, 'quinn@clinic.example.org', 'quinn@clinic.example.org', `10.6.0.${i + 1}`);
      statuses.push((await call(app, 'POST', '/api/user/username', { userToken, sendUsernameViaEmail: true }, { ip: `10.6.2.${i + 1}` })).statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: max }, () => 200), 429]);
    expect((await remindersTo('quinn@clinic.example.org')) - before).toBe(max);
    // Signed in, a user's reminders to themselves have the same budget.
    const pat = await asPat();
    const own: number[] = [];
    for (let i = 0; i <= max; i++) own.push((await call(app, 'POST', '/api/user/username', { userId: patId, sendUsernameViaEmail: true }, pat)).statusCode);
    expect(own).toEqual([...Array.from({ length: max }, () => 200), 429]);
    await app.db.query('DELETE FROM rate_counters');

    // A client address that has spent its look-up budget on reminders (counted as the route counts them) mails no more.
    const { max: perAddress } = app.accountRules.rateLimits.lookup;
    const fresh = await lookUp(app, 'quinn@clinic.example.org', 'quinn@clinic.example.org', '10.6.3.1');
    for (let i = 0; i < perAddress; i++) expect((await countRateLimited(app.db, 'lookup', `username-mail-ip:${sourceOf('10.6.3.2')}`, app.accountRules.rateLimits.lookup)).allowed).toBe(true);
    const refused = await call(app, 'POST', '/api/user/username', { userToken: fresh.userToken, sendUsernameViaEmail: true }, { ip: '10.6.3.2' });
    expect(refused.statusCode).toBe(429);
    expect(await remindersTo('quinn@clinic.example.org')).toBe(before + max);
    await app.db.query('DELETE FROM rate_counters');
  });

  it('limits reset mails per look-up token and per account, whoever asks', async () => {
    await app.db.query('DELETE FROM rate_counters');
    const { max } = app.accountRules.rateLimits.recoveryMail;
    const mailsTo = async () => Number((await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = 'quinn@clinic.example.org'"))[0]?.n);
    const before = await mailsTo();
    // One token replayed, each time from another address.
    const { userToken } = await lookUp(app, 'quinn@clinic.example.org');
    const replayed: number[] = [];
    for (let i = 0; i <= max; i++) {
      replayed.push((await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'email' }, { ip: `10.7.0.${i + 1}` })).statusCode);
    }
    expect(replayed).toEqual([...Array.from({ length: max }, () => 200), 429]);
    // A fresh token is no way round it: the account has had its mails.
    const fresh = await lookUp(app, 'quinn@clinic.example.org', 'quinn@clinic.example.org', '10.7.1.1');
    const refused = await call(app, 'POST', '/api/user/resetpassword', { userToken: fresh.userToken, reset: 'email' }, { ip: '10.7.1.2' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await mailsTo()) - before).toBe(max);
    await app.db.query('DELETE FROM rate_counters');
  });

  it('answers an e-mail key for an identity-provider user whose username matches the look-up', async () => {
    const { userToken } = await lookUp(app, 'quinn@clinic.example.org');
    const ok = await call(app, 'POST', '/api/user/getOktaUserEmailKey', { body: 'QUINN@clinic.example.org', token: userToken });
    expect(ok.json()).toEqual({ emailKey: expect.any(String) });
    expect((await call(app, 'POST', '/api/user/getOktaUserEmailKey', { body: 'pat.lee@clinic.example.org', token: userToken })).statusCode).toBe(400);
  });

  it('refuses an unknown e-mail key without revealing anything', async () => {
    const response = await call(app, 'GET', '/api/utility/decryptemailkey?data=nonsense');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ path: '/data', messageId: 'accountAccess.emailKey.invalid' });
    expect((await call(app, 'GET', '/api/utility/decryptemailkey')).json().errors[0]).toMatchObject({ path: '/data', messageId: 'field.required' });
  });

  it('unlocks the account after answers for help type 3, once, with the spec text', async () => {
    const { userToken, userId } = await lookUp(app, 'locked@clinic.example.org');
    const { token } = (await answer(app, userToken, 3)).json();
    const unlocked = await call(app, 'POST', '/api/user/accountstatus', { userId, accountStatus: 1, token });
    expect(unlocked.json()).toEqual({ success: true, messageId: 'accountAccess.unlocked', message: text('accountAccess.unlocked') });
    const [user] = await app.db.query('SELECT account_status, failed_sign_in_count, locked_at FROM users WHERE id = $1', [userId]);
    expect(user).toEqual({ account_status: 1, failed_sign_in_count: 0, locked_at: null });
    expect((await call(app, 'POST', '/api/user/accountstatus', { userId, accountStatus: 1, token })).statusCode).toBe(403);
    const audits = await app.db.query("SELECT outcome FROM audit_events WHERE event = 'access.unlock' AND user_id = $1", [userId]);
    expect(audits).toEqual([{ outcome: 'success' }]);
  });

  it('lets only an administrator set other statuses, the company id and the identity-provider statuses', async () => {
    expect((await call(app, 'POST', '/api/user/accountstatus', { userId: patId, accountStatus: 5 })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/user/accountstatus', { userId: patId, accountStatus: 5 }, { cookie: `${SESSION_COOKIE}=${userCookie}` })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/user/accountstatus', { userId: patId, accountStatus: 9 }, asAdmin())).json().errors[0].path).toBe('/accountStatus');
    expect((await call(app, 'POST', '/api/user/accountstatus', { userId: 999999, accountStatus: 5 }, asAdmin())).statusCode).toBe(404);
    await asPat();
    const [live] = await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [patId]);
    expect(live?.count).toBeGreaterThan(0);
    expect((await call(app, 'POST', '/api/user/accountstatus', { userId: patId, accountStatus: 5 }, asAdmin())).json()).toEqual({ success: true });
    // Any status but active ends the account's sessions at once.
    const [after] = await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [patId]);
    expect(after?.count).toBe(0);

    const carelon = { userName: 'PAT.LEE@clinic.example.org', carelonId: 'CRL-0001' };
    // Signed out: 401, before the body is looked at (a signed-in non-administrator gets 403: test/server/plugins/route-access.test.ts).
    expect((await call(app, 'POST', '/api/user/persistcarelonid', carelon)).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/user/persistcarelonid', carelon, asAdmin())).json()).toEqual({ success: true });
    expect((await call(app, 'POST', '/api/user/persistcarelonid', { ...carelon, carelonId: 'a b' }, asAdmin())).json().errors[0].messageId).toBe('field.alphanumeric');

    const migration = { userName: 'pat.lee@clinic.example.org', status: 'A' };
    expect((await call(app, 'POST', '/api/user/updatemigrationstatus', migration)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/user/updatemigrationstatus', migration, asAdmin())).json()).toEqual({ success: true });
    expect((await call(app, 'POST', '/api/user/updatemigrationstatus', { ...migration, status: 'X' }, asAdmin())).json().errors[0].path).toBe('/status');
    expect((await call(app, 'POST', '/api/user/updateuserstatus', { userName: 'pat.lee@clinic.example.org', status: 'N' }, asAdmin())).json()).toEqual({ success: true });
    const [user] = await app.db.query('SELECT account_status, carelon_id, migration_status, identity_status FROM users WHERE id = $1', [patId]);
    expect(user).toEqual({ account_status: 5, carelon_id: 'CRL-0001', migration_status: 'A', identity_status: 'N' });
  });

  it('accepts the identity-provider statuses with a live registration token of that account', async () => {
    const token = newToken();
    await app.db.query("INSERT INTO tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'registration', $2, now() + interval '1 hour')", [patId, hashToken(token)]);
    expect((await call(app, 'POST', '/api/user/updatemigrationstatus', { userName: 'pat.lee@clinic.example.org', status: 'S', token })).json()).toEqual({ success: true });
    expect((await call(app, 'POST', '/api/user/updatemigrationstatus', { userName: 'quinn@clinic.example.org', status: 'S', token })).statusCode).toBe(403);
  });

  it('never writes a password, answer or token into the audit', async () => {
    const rows = await app.db.query<{ detail: unknown }>('SELECT event, outcome, detail FROM audit_events');
    const text = JSON.stringify(rows);
    for (const secret of ['Fr3shPasWord', 'Nw7pQz2wLp9rTx', 'Fluffy', 'Springfield']) expect(text).not.toContain(secret);
  });
});
