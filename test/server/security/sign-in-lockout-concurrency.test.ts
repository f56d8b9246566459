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

  it('stops 50 parallel bad sign-ins exactly at the lockout threshold, and then refuses the right password as locked', async () => {
    const threshold = app.accountRules.bruteForce.failureFactor;
    // Each from its own address, as a distributed guesser would: the per-address rate limit
    // must not be what stops them, the lockout must.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => signIn(app, 'target@clinic.example.org', `Wr0ngGuess${index}`, { remoteAddress: `198.51.100.${index + 1}` })),
    );
    const ids = responses.map((response) => response.json().errors[0].messageId as string);
    expect(ids.filter((id) => id === 'signIn.invalid')).toHaveLength(threshold - 1);
    expect(ids.filter((id) => id === 'signIn.locked')).toHaveLength(50 - (threshold - 1));

    const [row] = await app.db.query<{ failed_sign_in_count: number; locked: boolean }>(
      'SELECT failed_sign_in_count, locked_at IS NOT NULL AS locked FROM users WHERE id = $1',
      [userId],
    );
    expect(row).toEqual({ failed_sign_in_count: threshold, locked: true });
    const lockouts = await app.db.query("SELECT id FROM audit_events WHERE event = 'signIn.lockout' AND user_id = $1", [userId]);
    expect(lockouts).toHaveLength(1);

    const right = await signIn(app, 'target@clinic.example.org', undefined, { remoteAddress: '198.51.100.200' });
    expect(right.statusCode).toBe(403);
    expect(right.json().errors[0].messageId).toBe('signIn.locked');
    expect(right.headers['set-cookie']).toBeUndefined();
  });
});
