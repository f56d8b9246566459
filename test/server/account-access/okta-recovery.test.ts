// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/server/security/tokens.js';
import { buildTestApp } from '../helper.js';
import { registerActiveUser } from '../identity-provider/support.js';
import { call, insertAccount } from './accounts.js';
import { text } from '../../support/rules.js';

/**
 * The identity provider's recovery calls of the spec's section 7:
 * `POST /api/user/findOktaUser` (username, emailaddress, oktaUserId -> look-up) and
 * `POST /api/user/resetoktapassword` (firstName, lastName, email, recoveryToken,
 * passwordOption, userName).
 */
describe('identity provider account recovery', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  let oktaUserId: string;
  const username = 'robin.okafor.r1@clinicmail.example.org';
  beforeAll(async () => {
    app = await buildTestApp();
    ({ id: oktaUserId } = await registerActiveUser(app, 'r1'));
    const userId = await insertAccount(app, { username, firstName: 'Robin', lastName: 'Okafor' });
    await app.db.query('UPDATE users SET okta_user_id = $2 WHERE id = $1', [userId, oktaUserId]);
    await insertAccount(app, { username: 'portal.only@clinic.example.org' });
  }, 60_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.query('DELETE FROM rate_counters');
  });

  const find = (body: Record<string, unknown>, ip = '10.3.0.1') => call(app, 'POST', '/api/user/findOktaUser', body, { ip });
  const reset = (body: Record<string, unknown>, ip = '10.3.0.1') => call(app, 'POST', '/api/user/resetoktapassword', body, { ip });
  const recoveryMails = async () =>
    (await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND template = 'passwordResetLink'", [username]))[0]?.n ?? 0;

  it('finds an identity provider user by username and e-mail (and its provider id), answering a look-up token and nothing else', async () => {
    for (const body of [{ username, emailaddress: username.toUpperCase() }, { username, emailaddress: username, oktaUserId }]) {
      const response = await find(body);
      expect(response.statusCode).toBe(200);
      const [item] = response.json().result;
      expect(item).toMatchObject({ userExist: true, user: { status: 1 }, passwordResetAvailable: true });
      expect(Object.keys(item).sort()).toEqual(['emailKey', 'passwordResetAvailable', 'user', 'userExist', 'userToken']);
      const [stored] = await app.db.query<{ purpose: string }>('SELECT purpose FROM tokens WHERE token_hash = $1', [hashToken(item.userToken)]);
      expect(stored?.purpose).toBe('lookup');
    }
  });

  it('answers the same no-match texts as the other look-up for a wrong address, a wrong provider id and a portal-only account', async () => {
    for (const body of [
      { username, emailaddress: 'someone.else@clinic.example.org' },
      { username, emailaddress: username, oktaUserId: 'not-the-id' },
      { username: 'portal.only@clinic.example.org', emailaddress: 'portal.only@clinic.example.org' },
    ]) {
      const response = await find(body);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual([
        text('accountAccess.find.noMatch'),
        text('accountAccess.find.usernameEmailNoMatch'),
      ]);
    }
  });

  it('refuses a malformed look-up with field messages', async () => {
    const response = await find({ username: '', emailaddress: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/emailaddress' })]));
  });

  it('shares the per-address look-up budget with the other look-up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const path = i % 2 === 0 ? '/api/user/find' : '/api/user/findOktaUser';
      const body = i % 2 === 0 ? { userName: 'nobody', emailAddress: 'x@clinic.example.org' } : { username: 'nobody', emailaddress: 'x@clinic.example.org' };
      statuses.push((await call(app, 'POST', path, body, { ip: '10.3.9.9' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('has the provider e-mail its recovery link for a look-up token, once, answering no token', async () => {
    const { userToken } = (await find({ username, emailaddress: username })).json().result[0];
    const before = await recoveryMails();
    const body = { firstName: 'Robin', lastName: 'Okafor', email: username, userName: username, recoveryToken: userToken, passwordOption: 1 };
    const response = await reset(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await recoveryMails()).toBe(before + 1);
    const replay = await reset(body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0]).toMatchObject({ path: '/recoveryToken', messageId: 'accountAccess.token.invalid' });
    expect(await recoveryMails()).toBe(before + 1);
  });

  it('sends one mail for one look-up token however many requests carry it at once', async () => {
    const { userToken } = (await find({ username, emailaddress: username })).json().result[0];
    const before = await recoveryMails();
    const body = { email: username, userName: username, recoveryToken: userToken, passwordOption: 1 };
    const statuses = (await Promise.all(Array.from({ length: 5 }, (_, i) => reset(body, `10.3.1.${i + 1}`)))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(await recoveryMails()).toBe(before + 1);
  });

  it('refuses a token used with another account\'s username or e-mail, and leaves the token unspent', async () => {
    const { userToken } = (await find({ username, emailaddress: username })).json().result[0];
    const body = { email: username, userName: username, recoveryToken: userToken, passwordOption: 1 };
    for (const wrong of [{ userName: 'portal.only@clinic.example.org' }, { email: 'portal.only@clinic.example.org' }]) {
      const response = await reset({ ...body, ...wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].messageId).toBe('accountAccess.token.invalid');
    }
    expect((await reset(body)).statusCode).toBe(200);
  });

  it('refuses a guessed token and a password option other than 1 or 2', async () => {
    const guessed = await reset({ email: username, userName: username, recoveryToken: 'A'.repeat(43), passwordOption: 1 });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().errors[0].messageId).toBe('accountAccess.token.invalid');
    const option = await reset({ email: username, userName: username, recoveryToken: 'A'.repeat(43), passwordOption: 3 });
    expect(option.json().errors[0]).toMatchObject({ path: '/passwordOption', messageId: 'field.invalid' });
  });

  it('e-mails the username for password option 2', async () => {
    const { userToken } = (await find({ username, emailaddress: username })).json().result[0];
    const response = await reset({ email: username, userName: username, recoveryToken: userToken, passwordOption: 2 });
    expect(response.statusCode).toBe(200);
    const [mail] = await app.db.query<{ template: string }>('SELECT template FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [username]);
    expect(mail?.template).toBe('usernameReminder');
  });

  it('mails the username no more often than the account\'s reminder budget, a fresh look-up from another address each time', async () => {
    const { max } = app.accountRules.rateLimits.recoveryMail;
    const reminders = async () =>
      (await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND template = 'usernameReminder'", [username]))[0]?.n ?? 0;
    const before = await reminders();
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const { userToken } = (await find({ username, emailaddress: username }, `10.3.7.${i + 1}`)).json().result[0];
      statuses.push((await reset({ email: username, userName: username, recoveryToken: userToken, passwordOption: 2 }, `10.3.8.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: max }, () => 200), 429]);
    expect((await reminders()) - before).toBe(max);
  });

  it('writes both calls to the audit without the data typed', async () => {
    const rows = await app.db.query<{ event: string; detail: unknown }>("SELECT event, detail FROM audit_events WHERE event IN ('access.lookup', 'access.oktaReset')");
    expect(rows.map((row) => row.event)).toEqual(expect.arrayContaining(['access.lookup', 'access.oktaReset']));
    expect(JSON.stringify(rows)).not.toContain('clinicmail.example.org');
  });
});
