import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { hashToken, newToken } from '../../../src/server/security/tokens.js';
import { buildTestApp } from '../helper.js';
import { signIn } from '../user-session/session-fixtures.js';
import { answer, answerOf, call, insertAccount, lookUp } from './accounts.js';

const PASSWORD = 'Start1Pasw0rd';
/** A status staff set that keeps an account out (the spec's disabled). */
const DISABLED = 5;

/** A disabled account stays disabled: the unlock step lifts locks only, and staff changes void old tokens. */
describe('a status staff set is never undone by the account itself', () => {
  let app: FastifyInstance;
  let asAdmin: { cookie: string };
  beforeAll(async () => {
    app = await buildTestApp();
    const adminId = await insertAccount(app, { username: 'staff.admin@carelon.example', isAdmin: true, isInternal: true });
    const cookie = newToken();
    await app.db.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)', [hashToken(cookie), adminId]);
    asAdmin = { cookie: `${SESSION_COOKIE}=${cookie}` };
  });
  afterAll(() => app.close());

  const disable = async (userId: number) =>
    expect((await call(app, 'POST', '/api/user/accountstatus', { userId, accountStatus: DISABLED }, asAdmin)).json()).toEqual({ success: true });
  const statusOf = async (userId: number) => (await app.db.query<{ account_status: number }>('SELECT account_status FROM users WHERE id = $1', [userId]))[0]?.account_status;

  it('voids a look-up token taken while active: answers given after the disable cannot unlock it', async () => {
    const username = 'looked.up@clinic.example.org';
    const userId = await insertAccount(app, { username, password: PASSWORD });
    const { userToken } = await lookUp(app, username);
    // The questions were asked while the account was active; the answers come after the disable.
    const questions = (await call(app, 'POST', '/api/user/securityanswers', { userToken })).json().questions as { index: number; questionId: number }[];
    await disable(userId);
    const answered = await call(app, 'POST', '/api/user/securityanswers/validate', {
      tokenResponse: '',
      criteria: questions.map((question) => ({ userToken, index: question.index, questionId: question.questionId, answerText: answerOf(question.questionId), accountResetTypeId: 3 })),
    });
    expect(answered.statusCode).toBeGreaterThanOrEqual(400);
    expect(answered.json().token).toBeUndefined();
    expect(await statusOf(userId)).toBe(DISABLED);
    expect((await signIn(app, username, PASSWORD, { remoteAddress: '10.31.0.1' })).json().errors[0].messageId).toBe('signIn.disabled');
  });

  it('voids an unlock token issued before the disable: it neither unlocks nor enables the account', async () => {
    const username = 'unlock.first@clinic.example.org';
    const userId = await insertAccount(app, { username, password: PASSWORD, locked: true });
    const { userToken } = await lookUp(app, username);
    const { token } = (await answer(app, userToken, 3)).json();
    expect(token).toBeTruthy();
    await disable(userId);
    expect((await call(app, 'POST', '/api/user/accountstatus', { userId, accountStatus: 1, token })).statusCode).toBe(403);
    expect(await statusOf(userId)).toBe(DISABLED);
    expect((await signIn(app, username, PASSWORD, { remoteAddress: '10.31.0.2' })).statusCode).toBe(403);
  });

  it('lifts only the lock when a disabled account\'s owner answers after the disable', async () => {
    const username = 'disabled.then.found@clinic.example.org';
    const userId = await insertAccount(app, { username, password: PASSWORD, locked: true, accountStatus: DISABLED });
    const looked = await call(app, 'POST', '/api/user/find', { userName: username, emailAddress: username }, { ip: '10.31.0.3' });
    const userToken = looked.json().result?.[0]?.userToken as string | undefined;
    const token = userToken ? (await answer(app, userToken, 3)).json().token : undefined;
    if (token) expect((await call(app, 'POST', '/api/user/accountstatus', { userId, accountStatus: 1, token })).statusCode).toBe(403);
    expect(await statusOf(userId)).toBe(DISABLED);
  });
});
