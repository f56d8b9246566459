// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { signIn } from '../user-session/session-fixtures.js';
import { answer, call, insertAccount, lastMail, lookUp } from './accounts.js';

const PASSWORD = 'Start1Pasw0rd';

describe('the owner gets back in while a lock from wrong passwords lasts (issue 6 item 3)', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  /** Locks the owner's own address out of the account: wrong passwords typed from it (and the account is under attack). */
  const lockOut = async (username: string) => {
    let last;
    for (let i = 0; i < app.accountRules.bruteForce.failureFactor; i += 1) {
      last = await signIn(app, username, 'Wr0ngGuess1', { remoteAddress: '10.9.9.9' });
    }
    expect(last?.json().errors[0].messageId).toBe('signIn.locked');
    expect((await signIn(app, username, PASSWORD, { remoteAddress: '10.9.9.9' })).statusCode).toBe(403);
  };

  it('self-service unlock (help type 3) ends the lock at once', async () => {
    await insertAccount(app, { username: 'unlock.me@clinic.example.org', password: PASSWORD });
    await lockOut('unlock.me@clinic.example.org');
    const { userToken, userId } = await lookUp(app, 'unlock.me@clinic.example.org');
    const { token } = (await answer(app, userToken, 3)).json();
    const unlocked = await call(app, 'POST', '/api/user/accountstatus', { userId, accountStatus: 1, token });
    expect(unlocked.json()).toMatchObject({ success: true, messageId: 'accountAccess.unlocked' });
    expect((await signIn(app, 'unlock.me@clinic.example.org', PASSWORD, { remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
  });

  it('a password reset through the e-mailed link ends the lock too', async () => {
    await insertAccount(app, { username: 'reset.me@clinic.example.org', password: PASSWORD });
    await lockOut('reset.me@clinic.example.org');
    const { userToken } = await lookUp(app, 'reset.me@clinic.example.org');
    expect((await call(app, 'POST', '/api/user/resetpassword', { userToken, reset: 'email' })).statusCode).toBe(200);
    const link = new URL(/https:\/\/portal\.test\S+/.exec((await lastMail(app, 'reset.me@clinic.example.org'))?.text_body ?? '')?.[0] ?? 'https://x');
    const changed = await call(app, 'POST', '/api/user/changepasswordtoken', {
      body: link.searchParams.get('body'),
      token: link.searchParams.get('token'),
      password: 'Nw7pQz2wLp9rTx',
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(app, 'reset.me@clinic.example.org', 'Nw7pQz2wLp9rTx', { remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
  });
});
