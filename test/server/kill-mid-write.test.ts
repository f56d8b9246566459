import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { attachIdentifier, BETA_PIN, ID, insertAccount, PLAN as EDITED_PLAN, seedDirectory, signedInHeaders } from './clients-providers/provider-fixtures.js';
import { adminQuery, dropDatabase } from './support/database-snapshot.js';
import { call, startInstance, type Instance } from './support/server-instance.js';
import { goodRegistration, insertReferenceRows, PLAN } from './registration/reference-rows.js';

/** Registrations sent, and how many are in flight at once. */
const TOTAL = 120;
const IN_FLIGHT = 12;
/** Signed-in providers changing their health plans meanwhile, each one call after another. */
const EDITORS = 4;

/**
 * Each registration writes its rows in one transaction (create-registration.ts): the account,
 * three security answers, the password's history row, its health plan and identifier, the
 * link's token and the link's mail. A health plan change (Health Plan Details) detaches the
 * dropped plan and its identifier rows and attaches the chosen ones, also in one transaction.
 * A server process killed with SIGKILL while both are being written must leave each account
 * with all of its rows, or none of them.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a server killed (SIGKILL) in the middle of registrations and health plan changes', { timeout: 120_000 }, () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `portal_crash_${randomBytes(6).toString('hex')}`;
  let instance: Instance;
  let db: Database;
  /** Providers with npiA (which maps to Alpha and Beta) on Alpha, each with its session. */
  const editors: { userId: number; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    instance = await startInstance(url.href);
    db = await openDatabase({ url: url.href });
    await seedDirectory(db);
    await insertReferenceRows(db);
    for (let index = 0; index < EDITORS; index += 1) {
      const userId = await insertAccount(db);
      await attachIdentifier(db, userId, 1, ID.npiA, EDITED_PLAN.alpha);
      await db.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [userId, EDITED_PLAN.alpha]);
      editors.push({ userId, headers: await signedInHeaders(db, userId) });
    }
  }, 120_000);

  afterAll(async () => {
    instance?.process.kill('SIGKILL');
    await db?.close();
    await dropDatabase(serverUrl, name);
  });

  it('leaves every account it wrote complete and nothing orphaned', async () => {
    const answered: number[] = [];
    let failed = 0;
    let next = 0;
    const register = async () => {
      while (next < TOTAL) {
        const index = next;
        next += 1;
        try {
          const answer = await call(instance, 'POST', '/api/user/registration', goodRegistration({ username: `crash.${index}@clinic.example.org`, useSameEmail: true, email: undefined }));
          answered.push(answer.status);
        } catch {
          // The process is gone: this request, and every one after it, gets no answer.
          failed += 1;
        }
      }
    };
    let stopped = false;
    const edited: number[] = [];
    // Alpha and Beta, then Alpha alone, and again: npiA joins Beta and leaves it each time.
    const edit = async ({ userId, headers }: (typeof editors)[number]) => {
      for (let round = 0; !stopped; round += 1) {
        const beta = round % 2 === 0 ? { id: EDITED_PLAN.beta, selected: true, pin: BETA_PIN } : { id: EDITED_PLAN.beta, selected: false };
        try {
          const answer = await fetch(`${instance.origin}/api/user/update/updateuserhealthplan`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ userId, userRole: 1, providerClients: [{ id: EDITED_PLAN.alpha, selected: true }, beta] }),
          });
          edited.push(answer.status);
        } catch {
          stopped = true;
        }
      }
    };
    const senders = [...Array.from({ length: IN_FLIGHT }, register), ...editors.map(edit)];
    // Killed once a few of each have gone through, with more than a dozen mid-way.
    await vi.waitFor(
      () => {
        expect(answered.length).toBeGreaterThanOrEqual(10);
        expect(edited.length).toBeGreaterThanOrEqual(3 * EDITORS);
      },
      { timeout: 60_000, interval: 20 },
    );
    const exited = once(instance.process, 'exit');
    instance.process.kill('SIGKILL');
    await exited;
    await Promise.all(senders);

    expect(answered.every((status) => status === 201)).toBe(true);
    expect(edited.length).toBeGreaterThan(0);
    expect(edited.filter((status) => status !== 200)).toEqual([]);
    // The kill cut requests mid-way, and PostgreSQL has noticed the dead connections.
    expect(failed).toBeGreaterThan(0);
    await vi.waitFor(
      async () => expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'"))[0]?.n).toBe(0),
      { timeout: 20_000, interval: 200 },
    );

    const accounts = await db.query<{ id: string }>("SELECT id FROM users WHERE username LIKE 'crash.%'");
    // Every registration answered 201 is there (its commit came before its answer).
    expect(accounts.length).toBeGreaterThanOrEqual(answered.length);
    expect(accounts.length).toBeLessThan(TOTAL);

    // One query per invariant: each names the accounts that break it, and must find none.
    const broken = async (sql: string) => db.query(sql, [PLAN.example]);
    const editorIds = editors.map((editor) => editor.userId);
    const invariants: Record<string, string> = {
      'three security answers': `SELECT u.id FROM users u WHERE u.username LIKE 'crash.%' AND $1::int IS NOT NULL
        AND (SELECT count(*) FROM user_security_answers a WHERE a.user_id = u.id) <> 3`,
      'one password history row, holding its password': `SELECT u.id FROM users u WHERE u.username LIKE 'crash.%' AND $1::int IS NOT NULL
        AND (SELECT count(*) FROM password_history h WHERE h.user_id = u.id AND h.password_hash = u.password_hash) <> 1`,
      'its health plan': `SELECT u.id FROM users u WHERE u.username LIKE 'crash.%'
        AND NOT EXISTS (SELECT 1 FROM user_clients c WHERE c.user_id = u.id AND c.client_id = $1)`,
      'its identifier on that plan': `SELECT u.id FROM users u WHERE u.username LIKE 'crash.%'
        AND (SELECT count(*) FROM user_identifiers i WHERE i.user_id = u.id AND i.client_id = $1) <> 1`,
      'one registration token': `SELECT u.id FROM users u WHERE u.username LIKE 'crash.%' AND $1::int IS NOT NULL
        AND (SELECT count(*) FROM tokens t WHERE t.user_id = u.id AND t.purpose = 'registration') <> 1`,
      'one registration mail to its address': `SELECT u.id FROM users u WHERE u.username LIKE 'crash.%' AND $1::int IS NOT NULL
        AND (SELECT count(*) FROM outbox o WHERE o.recipient = u.email AND o.template = 'registrationLink') <> 1`,
      'no registration mail without its account': `SELECT o.id FROM outbox o WHERE o.template = 'registrationLink' AND $1::int IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.email = o.recipient)`,
    };
    for (const [invariant, sql] of Object.entries(invariants)) {
      expect({ invariant, broken: await broken(sql) }).toEqual({ invariant, broken: [] });
    }
    // The edited providers: npiA is on exactly the plans the account has (Alpha, or Alpha and
    // Beta), never on a plan it dropped or missing from one it took.
    const plansAndIdentifiers = await db.query(
      `SELECT u.id FROM users u WHERE u.id = ANY ($1::bigint[])
          AND ((SELECT array_agg(c.client_id ORDER BY c.client_id) FROM user_clients c WHERE c.user_id = u.id)
                 IS DISTINCT FROM (SELECT array_agg(i.client_id ORDER BY i.client_id) FROM user_identifiers i WHERE i.user_id = u.id)
               OR NOT EXISTS (SELECT 1 FROM user_clients c WHERE c.user_id = u.id AND c.client_id = $2))`,
      [editorIds, EDITED_PLAN.alpha],
    );
    expect({ invariant: 'identifier on exactly the account\'s plans', broken: plansAndIdentifiers }).toEqual({ invariant: 'identifier on exactly the account\'s plans', broken: [] });
  });
});
