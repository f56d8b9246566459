// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { callApi, registerActiveUser } from '../identity-provider/support.js';
import { freshAddress, insertUser, signIn, TEST_PASSWORD } from '../user-session/session-fixtures.js';

const PROVIDER_PASSWORD = 'Blue#Rive7';

/** Every "Account is Locked" answer says when to try again, a lock without an end included (issue 22 item 6). */
describe('Retry-After on every lock answer', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let longestWait: number;
  beforeAll(async () => {
    app = await buildTestApp();
    longestWait = app.accountRules.bruteForce.maxFailureWaitSeconds;
  }, 60_000);
  afterAll(() => app.close());

  /** A direct account locked as staff or the demo data lock one: no end. */
  const lockedForGood = async (username: string, passwordExpired = false) => {
    const id = await insertUser(app.db, { username });
    await app.db.query('UPDATE users SET locked_at = now(), locked_until = NULL WHERE id = $1', [id]);
    if (passwordExpired) await app.db.query('UPDATE users SET password_changed_at = now() - make_interval(days => $1) WHERE id = $2', [app.accountRules.passwordLifetimeDays + 1, id]);
  };
  /** A provider user locked out without an end (the demo's idp.lockedout), linked to a portal account of the same name. */
  const providerLockedForGood = async (n: string) => {
    const user = await registerActiveUser(app, n);
    await app.db.query("UPDATE idp_users SET status = 'LOCKED_OUT', locked_until = NULL WHERE id = $1", [user.id]);
    const id = await insertUser(app.db, { username: user.email });
    await app.db.query('UPDATE users SET okta_user_id = $2, password_hash = NULL WHERE id = $1', [id, user.id]);
    return user;
  };
  const expectLockAnswer = (response: Awaited<ReturnType<typeof signIn>>, status: number, messageId: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].messageId).toBe(messageId);
    expect(response.headers['retry-after']).toBe(String(longestWait));
  };

  it('portal sign-in: 403 with Retry-After for a lock without an end, the right password too', async () => {
    await lockedForGood('locked.signin@clinic.example.org');
    expectLockAnswer(await signIn(app, 'locked.signin@clinic.example.org', TEST_PASSWORD, { remoteAddress: freshAddress() }), 403, 'signIn.locked');
    expectLockAnswer(await signIn(app, 'locked.signin@clinic.example.org', 'Wrong#Pass1', { remoteAddress: freshAddress() }), 403, 'signIn.locked');
  });

  it("portal sign-in of an account the identity provider keeps: 403 with Retry-After when the provider's user is locked out", async () => {
    const user = await providerLockedForGood('lockwait1');
    expectLockAnswer(await signIn(app, user.email, PROVIDER_PASSWORD, { remoteAddress: freshAddress() }), 403, 'signIn.locked');
  });

  it('the expired-password change: 403 with Retry-After for a lock without an end', async () => {
    await lockedForGood('locked.expired@clinic.example.org', true);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/expiredpassword',
      headers: STATIC_HEADER,
      remoteAddress: freshAddress(),
      payload: { userName: 'locked.expired@clinic.example.org', currentPassword: TEST_PASSWORD, password: 'Nw7pQz2wLp9rTx', confirmPassword: 'Nw7pQz2wLp9rTx' },
    });
    expectLockAnswer(response, 403, 'signIn.locked');
  });

  it("the identity provider's password change: 423 with Retry-After for a lock-out without an end", async () => {
    const user = await providerLockedForGood('lockwait2');
    const response = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: PROVIDER_PASSWORD, newPassword: 'Green#Hill8' });
    expectLockAnswer(response, 423, 'identityProvider.lockedOut');
  });
});
