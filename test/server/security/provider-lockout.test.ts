// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityUserSubject } from '../../../src/server/db/sign-in-sources.js';
import { loadAccountRules } from '../../../src/server/security/account-rules.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { registerActiveUser, registerUser } from '../identity-provider/support.js';
import { text } from '../../support/rules.js';

const defaults = loadAccountRules();
const bruteForce = { failureFactor: 3, waitIncrementSeconds: 60, maxFailureWaitSeconds: 150, maxDeltaTimeSeconds: 600 };
const signIn = { max: 6, windowSeconds: 600 };
const codes = { max: 4, windowSeconds: 600 };
const codeAddress = { max: 5, windowSeconds: 600 };

describe('identity provider: temporary lock-out and per-address limits (issue 6 items 3 and 6)', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let n = 0;
  const next = () => `lock${(n += 1)}`;
  beforeAll(async () => {
    // Registration and its codes come from the default address; the tests' own calls from others.
    app = await buildTestApp({
      accountRules: { ...defaults, bruteForce, rateLimits: { ...defaults.rateLimits, signIn, codes, codeAddress: { max: 1000, windowSeconds: 600 } } },
    });
  }, 60_000);
  afterAll(() => app.close());

  const from = (remoteAddress: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/authentication${url}`, headers: STATIC_HEADER, remoteAddress, ...(payload ? { payload } : {}) });
  const change = (remoteAddress: string, id: string, currentPassword: string) =>
    from(remoteAddress, 'PUT', `/${id}/changepassword`, { currentPassword, newPassword: 'Green#Hill8' });
  /** Moves the user's failure counts (every source's) back in time, as waiting would. */
  const travel = (id: string, seconds: number) =>
    app.db.query(
      `UPDATE sign_in_source_failures SET locked_until = locked_until - make_interval(secs => $2),
              last_failed_at = last_failed_at - make_interval(secs => $2) WHERE subject_hash = $1`,
      [identityUserSubject(id), seconds],
    );

  it('locks the failing address out for a wait after wrong current passwords, with Retry-After, and lets the right one in after it', async () => {
    const user = await registerActiveUser(app, next());
    for (let i = 1; i < bruteForce.failureFactor; i += 1) expect((await change('192.0.2.1', user.id, 'Wrong#Pass1')).statusCode).toBe(400);
    const locked = await change('192.0.2.1', user.id, 'Wrong#Pass1');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().errors[0].message).toBe(text('identityProvider.lockedOut'));
    expect(Number(locked.headers['retry-after'])).toBe(bruteForce.waitIncrementSeconds);
    const during = await change('192.0.2.1', user.id, 'Blue#Rive7');
    expect(during.statusCode).toBe(423);
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(0);

    await travel(user.id, bruteForce.waitIncrementSeconds + 1);
    const after = await change('192.0.2.1', user.id, 'Blue#Rive7');
    expect(after.statusCode).toBe(200);
    const [row] = await app.db.query('SELECT status FROM idp_users WHERE id = $1', [user.id]);
    expect(row).toEqual({ status: 'ACTIVE' });
  });

  it('grows the wait with each failure after a lock, up to the cap', async () => {
    const user = await registerActiveUser(app, next());
    for (let i = 1; i < bruteForce.failureFactor; i += 1) await change('192.0.2.101', user.id, 'Wrong#Pass1');
    const waits = [];
    for (let lock = 0; lock < 4; lock += 1) {
      waits.push(Number((await change('192.0.2.101', user.id, 'Wrong#Pass1')).headers['retry-after']));
      await travel(user.id, bruteForce.maxFailureWaitSeconds + 1);
    }
    expect(waits).toEqual([60, 120, 150, 150]);
  });

  it('lets a recovery link reset the password during a lock-out, which ends it', async () => {
    const user = await registerActiveUser(app, next());
    for (let i = 0; i < bruteForce.failureFactor; i += 1) await change(`192.0.2.${150 + i}`, user.id, 'Wrong#Pass1');
    const recovery = await from('192.0.2.160', 'GET', `/${user.id}/passwordrecoverytoken`);
    expect(recovery.statusCode).toBe(200);
    const [mail] = await app.db.query<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE recipient = $1 AND template = 'passwordResetLink' ORDER BY id DESC LIMIT 1",
      [user.email],
    );
    const token = new URL(/https:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? 'https://x').searchParams.get('token');
    const reset = await from('192.0.2.160', 'PUT', `/${user.id}/resetpassword`, { recoveryToken: token, newPassword: 'Gold#Lake9' });
    expect(reset.statusCode).toBe(200);
    expect((await change('192.0.2.161', user.id, 'Gold#Lake9')).statusCode).toBe(200);
  });

  it("throttles one address's wrong current passwords across users with 429 and Retry-After", async () => {
    const users = [];
    for (let i = 0; i < signIn.max + 1; i += 1) users.push(await registerActiveUser(app, next()));
    const statuses = [];
    for (const user of users) statuses.push(await change('192.0.2.200', user.id, 'Wrong#Pass1'));
    expect(statuses.slice(0, signIn.max).every((response) => response.statusCode === 400)).toBe(true);
    const refused = statuses[signIn.max];
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers the one-time-code try limit of a user from one address with 429 and Retry-After', async () => {
    const user = await registerUser(app, next());
    for (let i = 0; i < codes.max; i += 1) await from('192.0.2.210', 'GET', `/${user.id}/verifyemailotp/000000`);
    const refused = await from('192.0.2.210', 'GET', `/${user.id}/verifyemailotp/000000`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].messageId).toBe('accountAccess.rateLimited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('one-time codes: limited per client address too', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ accountRules: { ...defaults, rateLimits: { ...defaults.rateLimits, codeAddress } } });
  }, 60_000);
  afterAll(() => app.close());

  it('refuses one address trying codes on many users with 429 and Retry-After', async () => {
    const users = [];
    for (let i = 0; i < codeAddress.max + 1; i += 1) users.push(await registerUser(app, `spray${i}`));
    const answers = [];
    for (const user of users) {
      answers.push(await app.inject({ method: 'GET', url: `/api/authentication/${user.id}/verifyemailotp/000000`, headers: STATIC_HEADER, remoteAddress: '192.0.2.240' }));
    }
    expect(answers.slice(0, codeAddress.max).every((response) => response.statusCode === 400)).toBe(true);
    const refused = answers[codeAddress.max];
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
