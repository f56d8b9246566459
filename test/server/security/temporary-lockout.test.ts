// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccountRules } from '../../../src/server/security/account-rules.js';
import { accountSubject } from '../../../src/server/db/sign-in-sources.js';
import { buildTestApp } from '../helper.js';
import { insertUser, signIn } from '../user-session/session-fixtures.js';

const defaults = loadAccountRules();
// The spec's factor (5) and small, round waits; time passes by moving the account's
// timestamps back (see `travel`), never by sleeping.
const bruteForce = { failureFactor: 5, waitIncrementSeconds: 60, maxFailureWaitSeconds: 150, maxDeltaTimeSeconds: 600 };
const addressBudget = { max: 8, windowSeconds: 600 };

describe('temporary sign-in lock-out with growing waits (issue 6 item 3)', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let address = 0;
  /** A client address of its own for each attempt, unless a test means one address. */
  const fresh = () => `203.0.113.${(address += 1)}`;
  beforeAll(async () => {
    app = await buildTestApp({ accountRules: { ...defaults, bruteForce, rateLimits: { ...defaults.rateLimits, signIn: addressBudget } } });
  }, 60_000);
  afterAll(() => app.close());

  /** Moves an account's lock and failure times, and every source's on it, `seconds` into the past. */
  const travel = async (userId: number, seconds: number) => {
    await app.db.query(
      `UPDATE users SET locked_until = locked_until - make_interval(secs => $2), locked_at = locked_at - make_interval(secs => $2),
              last_failed_sign_in_at = last_failed_sign_in_at - make_interval(secs => $2) WHERE id = $1`,
      [userId, seconds],
    );
    await app.db.query(
      `UPDATE sign_in_source_failures SET locked_until = locked_until - make_interval(secs => $2),
              last_failed_at = last_failed_at - make_interval(secs => $2) WHERE subject_hash = $1`,
      [accountSubject(userId), seconds],
    );
  };
  const wrong = (username: string, remoteAddress = fresh()) => signIn(app, username, 'Wr0ngGuess1', { remoteAddress });
  const fail = async (username: string, times: number, remoteAddress?: string) => {
    for (let i = 0; i < times; i += 1) await wrong(username, remoteAddress);
  };

  it('locks the address that failed out for the first wait with "Account is Locked" and Retry-After, then lets the right password in by itself', async () => {
    const userId = await insertUser(app.db, { username: 'wait.once@clinic.example.org' });
    const guesser = fresh();
    await fail('wait.once@clinic.example.org', bruteForce.failureFactor - 1, guesser);
    const locking = await wrong('wait.once@clinic.example.org', guesser);
    expect(locking.statusCode).toBe(403);
    expect(locking.json().errors[0].messageId).toBe('signIn.locked');
    expect(Number(locking.headers['retry-after'])).toBeGreaterThanOrEqual(bruteForce.waitIncrementSeconds - 1);
    expect(Number(locking.headers['retry-after'])).toBeLessThanOrEqual(bruteForce.waitIncrementSeconds);

    // While the wait lasts the lock holds for that address, the right password too.
    const during = await signIn(app, 'wait.once@clinic.example.org', undefined, { remoteAddress: guesser });
    expect(during.statusCode).toBe(403);
    expect(during.json().errors[0].messageId).toBe('signIn.locked');
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(0);

    await travel(userId, bruteForce.waitIncrementSeconds + 1);
    const after = await signIn(app, 'wait.once@clinic.example.org', undefined, { remoteAddress: guesser });
    expect(after.statusCode).toBe(200);
    const [row] = await app.db.query('SELECT failed_sign_in_count, locked_at, locked_until FROM users WHERE id = $1', [userId]);
    expect(row).toEqual({ failed_sign_in_count: 0, locked_at: null, locked_until: null });
  });

  it('makes every failure after a lock wait one increment longer, up to the cap', async () => {
    const userId = await insertUser(app.db, { username: 'wait.grows@clinic.example.org' });
    const guesser = fresh();
    await fail('wait.grows@clinic.example.org', bruteForce.failureFactor - 1, guesser);
    const waits: number[] = [];
    for (let lock = 0; lock < 4; lock += 1) {
      waits.push(Number((await wrong('wait.grows@clinic.example.org', guesser)).headers['retry-after']));
      await travel(userId, bruteForce.maxFailureWaitSeconds + 1);
    }
    const { waitIncrementSeconds: step, maxFailureWaitSeconds: cap } = bruteForce;
    expect(waits).toEqual([1, 2, 3, 4].map((locks) => Math.min(cap, step * locks)));
  });

  it('starts counting again after the quiet time', async () => {
    const userId = await insertUser(app.db, { username: 'quiet.time@clinic.example.org' });
    await fail('quiet.time@clinic.example.org', bruteForce.failureFactor - 1);
    await travel(userId, bruteForce.maxDeltaTimeSeconds + 1);
    await fail('quiet.time@clinic.example.org', bruteForce.failureFactor - 1);
    const [row] = await app.db.query('SELECT failed_sign_in_count, locked_at FROM users WHERE id = $1', [userId]);
    expect(row).toEqual({ failed_sign_in_count: bruteForce.failureFactor - 1, locked_at: null });
    expect((await signIn(app, 'quiet.time@clinic.example.org', undefined, { remoteAddress: fresh() })).statusCode).toBe(200);
  });

  it('throttles one address guessing across many accounts with 429 and Retry-After, while others sign in', async () => {
    const sprayer = '198.18.0.1';
    const names = Array.from({ length: addressBudget.max + 2 }, (_, n) => `spray${n}@clinic.example.org`);
    for (const username of names) await insertUser(app.db, { username });
    const answers = [];
    for (const username of names) answers.push(await wrong(username, sprayer));
    expect(answers.slice(0, addressBudget.max).map((response) => response.statusCode)).toEqual(Array(addressBudget.max).fill(400));
    for (const refused of answers.slice(addressBudget.max)) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The owner of a sprayed account, from another address, is not held up: one wrong guess locks no one.
    expect((await signIn(app, names[0] as string, undefined, { remoteAddress: '198.18.0.2' })).statusCode).toBe(200);
  });

  it('does not spend an address budget on right passwords (many colleagues behind one address)', async () => {
    const office = '198.18.1.1';
    for (let n = 0; n < addressBudget.max + 3; n += 1) {
      await insertUser(app.db, { username: `colleague${n}@clinic.example.org` });
      expect((await signIn(app, `colleague${n}@clinic.example.org`, undefined, { remoteAddress: office })).statusCode).toBe(200);
    }
  });

  it("does not buy more guesses with right passwords to the guesser's own account", async () => {
    const guesser = '198.18.3.1';
    await insertUser(app.db, { username: 'own.account@clinic.example.org' });
    const victims = Array.from({ length: addressBudget.max + 1 }, (_, n) => `victim${n}@clinic.example.org`);
    for (const username of victims) await insertUser(app.db, { username });
    const statuses: number[] = [];
    for (const username of victims) {
      statuses.push((await wrong(username, guesser)).statusCode);
      statuses.push((await signIn(app, 'own.account@clinic.example.org', undefined, { remoteAddress: guesser })).statusCode);
    }
    // Each right password gives back only its own place: the wrong ones still fill the budget.
    const wrongAnswers = statuses.filter((_, index) => index % 2 === 0);
    expect(wrongAnswers.slice(0, addressBudget.max)).toEqual(Array(addressBudget.max).fill(400));
    expect(wrongAnswers.at(-1)).toBe(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets no more than the address budget through when 50 wrong passwords arrive at once from one address', async () => {
    const names = Array.from({ length: 50 }, (_, n) => `parallel${n}@clinic.example.org`);
    for (const username of names) await insertUser(app.db, { username });
    const answers = await Promise.all(names.map((username) => wrong(username, '198.18.2.1')));
    expect(answers.filter((response) => response.statusCode === 400)).toHaveLength(addressBudget.max);
    const throttled = answers.filter((response) => response.statusCode === 429);
    expect(throttled).toHaveLength(50 - addressBudget.max);
    expect(throttled.every((response) => Number(response.headers['retry-after']) > 0)).toBe(true);
  });
});
