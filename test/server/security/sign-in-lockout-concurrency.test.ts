// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { insertUser, signIn } from '../user-session/session-fixtures.js';

describe('sign-in lockout under parallel attempts', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let userId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    userId = await insertUser(app.db, { username: 'target@clinic.example.org' });
  }, 60_000);
  afterAll(() => app.close());

  it('stops 50 parallel bad sign-ins from 50 addresses exactly at the threshold: the rest get the captcha, and no one is locked out', async () => {
    const threshold = app.accountRules.bruteForce.failureFactor;
    // Each from its own address, as a distributed guesser would: the per-address rate limit
    // must not be what stops them, the account-wide count must.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => signIn(app, 'target@clinic.example.org', `Wr0ngGuess${index}`, { remoteAddress: `198.51.100.${index + 1}` })),
    );
    const ids = responses.map((response) => response.json().errors[0].messageId as string);
    expect(ids.filter((id) => id === 'signIn.invalid')).toHaveLength(threshold);
    expect(ids.filter((id) => id === 'signIn.captchaRequired')).toHaveLength(50 - threshold);

    const [row] = await app.db.query<{ failed_sign_in_count: number; under_attack: boolean }>(
      'SELECT failed_sign_in_count, locked_until > now() AS under_attack FROM users WHERE id = $1',
      [userId],
    );
    expect(row).toEqual({ failed_sign_in_count: threshold, under_attack: true });
    const attacks = await app.db.query("SELECT id FROM audit_events WHERE event = 'signIn.underAttack' AND user_id = $1", [userId]);
    expect(attacks).toHaveLength(1);

    // The right password without the captcha is asked for it, and opens no session.
    const right = await signIn(app, 'target@clinic.example.org', undefined, { remoteAddress: '198.51.100.200' });
    expect(right.statusCode).toBe(403);
    expect(right.json().errors[0]).toMatchObject({ path: '/captchaText', messageId: 'signIn.captchaRequired' });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('locks out one address sending 50 parallel bad sign-ins at the threshold', async () => {
    const threshold = app.accountRules.bruteForce.failureFactor;
    const id = await insertUser(app.db, { username: 'one.source@clinic.example.org' });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => signIn(app, 'one.source@clinic.example.org', `Wr0ngGuess${index}`, { remoteAddress: '203.0.113.77' })));
    const ids = responses.filter((response) => response.statusCode !== 429).map((response) => response.json().errors[0].messageId as string);
    // At most factor - 1 guesses are told "wrong": the rest find the address locked out, or
    // (when the account-wide count came first) are asked for the captcha; none learns more.
    const wrong = ids.filter((messageId) => messageId === 'signIn.invalid');
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.length).toBeLessThanOrEqual(threshold - 1);
    expect(ids.filter((messageId) => messageId !== 'signIn.invalid').every((messageId) => ['signIn.locked', 'signIn.captchaRequired'].includes(messageId))).toBe(true);
    const lockouts = await app.db.query("SELECT id FROM audit_events WHERE event = 'signIn.lockout' AND user_id = $1", [id]);
    expect(lockouts).toHaveLength(1);
    await app.db.query('DELETE FROM rate_counters');
    expect((await signIn(app, 'one.source@clinic.example.org', undefined, { remoteAddress: '203.0.113.77' })).json().errors[0].messageId).toBe('signIn.locked');
  });
});
