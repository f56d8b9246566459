// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/server/security/tokens.js';
import { buildTestApp } from '../helper.js';
import { answer, call, insertAccount, lookUp } from '../account-access/accounts.js';
import { text } from '../../support/rules.js';

const USERNAME = 'answer.guess@clinic.example.org';

/**
 * Security answers are guessable words, and the spec's captcha after 3 wrong answers only
 * slows a guesser who can solve captchas. Wrong answers therefore lock the question path
 * for a growing wait (account-rules.json `bruteForce`, as for passwords), counted per
 * account.
 */
describe('wrong security answers', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let factor: number;
  beforeAll(async () => {
    app = await buildTestApp();
    factor = app.accountRules.bruteForce.failureFactor;
    await insertAccount(app, { username: USERNAME });
  }, 60_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.query('DELETE FROM rate_counters');
  });

  /** Answers the asked questions, with a solved captcha once the account shows one. */
  async function attempt(userToken: string, wrong: boolean) {
    const [user] = await app.db.query<{ display_captcha: boolean }>('SELECT display_captcha FROM users WHERE username = $1', [USERNAME]);
    let tokenResponse: string | undefined;
    if (user?.display_captcha) {
      await call(app, 'GET', `/api/user/captcha?userToken=${userToken}`);
      // The image cannot be read here: put a known text's hash where the server keeps it.
      await app.db.query('UPDATE recovery_flows SET captcha_hash = $2 WHERE token_id = (SELECT id FROM tokens WHERE token_hash = $1)', [hashToken(userToken), hashToken('AB12C')]);
      tokenResponse = 'AB12C';
    }
    const options = tokenResponse === undefined ? { wrong } : { wrong, tokenResponse };
    return answer(app, userToken, 1, options);
  }

  it('lock the question path after the failure factor, with Retry-After and the wait in minutes, even for the right answers', async () => {
    const { userToken } = await lookUp(app, USERNAME);
    for (let i = 1; i <= factor; i++) {
      const response = await attempt(userToken, true);
      expect(response.statusCode).toBe(200);
      expect(response.json().token).toBeNull();
    }
    const locked = await attempt(userToken, false);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(app.accountRules.bruteForce.waitIncrementSeconds);
    expect(locked.json().errors[0]).toMatchObject({
      messageId: 'accountAccess.answer.locked',
      message: text('accountAccess.answer.locked', { minutes: 1 }),
    });
  });

  it('leave sign-in with the password open while the question path is locked', async () => {
    const [user] = await app.db.query<{ answers_locked_until: Date | null }>('SELECT answers_locked_until FROM users WHERE username = $1', [USERNAME]);
    expect(user?.answers_locked_until).not.toBeNull();
    const signIn = await call(app, 'POST', '/api/user/login', { userName: USERNAME, password: 'Start1Pasw0rd' }, { ip: '10.9.1.1' });
    expect(signIn.statusCode).toBe(200);
  });

  it('accept the right answers once the wait is over, and start counting again from zero', async () => {
    await app.db.query("UPDATE users SET answers_locked_until = now() - interval '1 second' WHERE username = $1", [USERNAME]);
    const { userToken } = await lookUp(app, USERNAME);
    const response = await attempt(userToken, false);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [user] = await app.db.query<{ failed_answer_count: number; answers_locked_until: Date | null }>(
      'SELECT failed_answer_count, answers_locked_until FROM users WHERE username = $1',
      [USERNAME],
    );
    expect(user).toEqual({ failed_answer_count: 0, answers_locked_until: null });
  });
});
