import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { CSRF_HEADER } from '../../src/server/plugins/csrf-check.js';
import { SESSION_COOKIE } from '../../src/server/plugins/sessions.js';
import { loadPortalConfig } from '../../src/server/rules/load-content.js';
import { loadAccountRules } from '../../src/server/security/account-rules.js';
import { createSession } from '../../src/server/security/session-store.js';

/**
 * `npm run bench:api`: figures, not a test. Seeds an embedded (in-memory PGlite) database
 * with one account holding 100,000 provider identifiers and 10,000 other accounts, starts
 * the server on loopback, and runs autocannon against the provider list query (default
 * page, a deep page sorted by health plan, an identifier filter) and the username
 * availability call, printing requests per second and p95 latency for each.
 *
 * BENCH_SECONDS (default 10) bounds each run; BENCH_CONNECTIONS (default 10) sets the
 * concurrency. Only 127.0.0.1 is ever called.
 */

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): void;
}
type Autocannon = ((options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance);

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const IDENTIFIERS = 100_000;
const OTHER_ACCOUNTS = 10_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Bulk seed in a few set-based statements (generate_series), not 100,000 round trips. */
async function seed(db: Database): Promise<number> {
  await db.query("INSERT INTO roles (id, name, kind) VALUES (1, 'Ordering Provider', 'provider') ON CONFLICT DO NOTHING");
  await db.query(`INSERT INTO clients (id, name) SELECT n, 'Health Plan ' || n FROM generate_series(1, 20) AS n`);
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (username, first_name, last_name, email, account_status, role_id)
     VALUES ('bench@clinic.example', 'Bench', 'User', 'bench@clinic.example', 1, 1) RETURNING id`,
  );
  const userId = Number(rows[0]?.id);
  // Types cycle through TIN, NPI, CLID; values are unique per type; plans spread over 20.
  await db.query(
    `INSERT INTO provider_directory (identifier_type, identifier_value, client_id, allowed_roles)
     SELECT (ARRAY[0, 1, 3])[1 + n % 3], lpad(n::text, 10, '0'), 1 + n % 20, ARRAY[1, 2]
       FROM generate_series(1, $1) AS n`,
    [IDENTIFIERS],
  );
  await db.query(
    `INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id)
     SELECT $1, identifier_type, identifier_value, client_id FROM provider_directory`,
    [userId],
  );
  await db.query(
    `INSERT INTO users (username, first_name, last_name, email, account_status, role_id)
     SELECT 'user' || n || '@clinic.example', 'Pat', 'Lee', 'user' || n || '@clinic.example', 1, 1 FROM generate_series(1, $1) AS n`,
    [OTHER_ACCOUNTS],
  );
  // Fresh statistics and visibility map, as autovacuum would leave them on PostgreSQL
  // (PGlite runs no autovacuum): the planner then counts from the index alone.
  await db.execScript('VACUUM ANALYZE');
  return userId;
}

/** One autocannon run: requests per second, p95 latency from every response's own time. */
function run(name: string, options: Record<string, unknown>): Promise<void> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const p95 = times.length === 0 ? Number.NaN : (times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] as number);
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${name.padEnd(52)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p95 ${p95.toFixed(1).padStart(7)} ms` +
          (failures > 0 ? `   (${failures} of ${result.requests.total} not 2xx)` : ''),
      );
      resolve();
    });
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => times.push(responseTimeMs));
  });
}

const started = Date.now();
const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const userId = await seed(db);
const session = await createSession(db, userId);
console.log(`seeded ${IDENTIFIERS.toLocaleString('en-US')} identifiers on one account and ${OTHER_ACCOUNTS.toLocaleString('en-US')} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s (PGlite, in memory)`);

// The availability limit (per client address) would turn most of a load run into 429s, all
// from 127.0.0.1: raised here so the figure is the call's own cost, not the limiter's.
const rules = loadAccountRules();
const app = buildApp({ db, staticDir: false, logger: false, accountRules: { ...rules, rateLimits: { ...rules.rateLimits, availability: { max: 1e9, windowSeconds: 60 } } } });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;
const { staticHeader } = loadPortalConfig();
const headers = { [staticHeader.name]: staticHeader.value, cookie: `${SESSION_COOKIE}=${session.cookieValue}`, [CSRF_HEADER]: session.csrfToken };
const hasAvailability = app.hasRoute({ method: 'POST', url: '/api/user/availability/username' });

console.log(`autocannon: ${connections} connections, ${seconds} s per run, loopback only\n`);
try {
  await run('GET ProviderList (page 1 of 10, by identifier)', { url: `${base}/api/providers/ProviderList?PageSize=10&active=1`, headers });
  await run('GET ProviderList (page 5000, by health plan desc)', { url: `${base}/api/providers/ProviderList?PageSize=10&active=5000&sort=healthplan_name&order=desc`, headers });
  await run('GET ProviderList (identifier filter "00001")', { url: `${base}/api/providers/ProviderList?IndentifierID=00001&PageSize=10`, headers });
  if (hasAvailability) {
    await run('POST /api/user/availability/username', {
      url: `${base}/api/user/availability/username`,
      method: 'POST',
      headers: { [staticHeader.name]: staticHeader.value, 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'user5000@clinic.example' }),
    });
  } else {
    console.log('POST /api/user/availability/username: not measured, the route does not exist yet');
  }
} finally {
  await app.close();
  await db.close();
}
