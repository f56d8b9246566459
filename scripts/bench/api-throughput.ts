import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
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
 * `npm run bench:api`: figures, not a test. Seeds a database with one account holding
 * 100,000 provider identifiers and 10,000 other accounts, starts the server on loopback, and:
 *
 * 1. for each of the three provider list queries (page 1 in the default order, the deep
 *    page at offset 99,990 sorted by health plan descending, an identifier filter matching all rows but one), times
 *    sequential requests after a warm-up: p95 on the client (round trip over loopback) and
 *    on the server (Fastify's reply.elapsedTime, from an onResponse hook), beside p95 of the
 *    best plain SQL that fetches the same ten rows on the same database handle (a keyset
 *    walk on an index, given the last row before the page) and the ratio server/SQL; it
 *    checks the API's rows are the SQL's rows, and times the first request after a change
 *    of the account (the list's ordered copy is read again then);
 * 2. runs autocannon against the same queries and the username availability call
 *    (requests per second and p95 under BENCH_CONNECTIONS concurrent connections).
 *
 * On an in-memory PGlite always, then, when TEST_DATABASE_URL is set, on PostgreSQL in a
 * database of its own created for the run and dropped after it (as the server tests do).
 *
 * BENCH_SECONDS (default 5) bounds each autocannon run (0 skips them); BENCH_CONNECTIONS
 * (default 10) sets the concurrency; BENCH_REQUESTS (default 300) the timed sequential
 * requests per query. Only 127.0.0.1 is ever called.
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
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
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
  return userId;
}

/** The 95th percentile of some times (ms). */
function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number);
}

/** One autocannon run: requests per second, p95 latency from every response's own time. */
function run(name: string, options: Record<string, unknown>): Promise<void> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(
        `  ${name.padEnd(52)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p95 ${p95(times).toFixed(1).padStart(7)} ms` +
          (failures > 0 ? `   (${failures} of ${result.requests.total} not 2xx)` : ''),
      );
      resolve();
    });
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => times.push(responseTimeMs));
  });
}

/** A row as both the API and the SQL give it, to check they fetched the same page. */
interface PageRow {
  id: number;
  key_value: string;
}

/** One of the three list queries: its API URL, and the plain SQL that fetches the same rows. */
interface ListQuery {
  name: string;
  path: string;
  sql: (db: Database, userId: number, before: BeforeRow | undefined) => Promise<PageRow[]>;
  /** The offset of the row before the page (the keyset's last seen row), if any. */
  beforeOffset?: number;
  beforePath?: string;
}

/** The last row seen before the page, as a keyset walk would have kept it. */
interface BeforeRow {
  id: number;
  key_value: string;
  client_id: number | null;
  healthplan_name: string | null;
}

const toPage = (rows: { id: string | number; identifier_value: string }[]): PageRow[] => rows.map((row) => ({ id: Number(row.id), key_value: row.identifier_value }));

const QUERIES: ListQuery[] = [
  {
    name: 'page 1 by identifier',
    path: '/api/providers/ProviderList?PageSize=10&active=1',
    // Index (user_id, identifier_value, id): the first ten entries.
    sql: async (db, userId) =>
      toPage(await db.query('SELECT id, identifier_value FROM user_identifiers WHERE user_id = $1 ORDER BY identifier_value, id LIMIT 10', [userId])),
  },
  {
    name: 'offset 99,990 by health plan desc',
    path: '/api/providers/ProviderList?PageSize=10&active=10000&sort=healthplan_name&order=desc',
    beforePath: '/api/providers/ProviderList?limit=1&offset=99989&sort=healthplan_name&order=desc',
    // Keyset on the bench's index (user_id, client_id, identifier_value, id): the rest of
    // the last row's plan after it, then the plans named before it (descending), each an
    // index range, until ten rows.
    sql: async (db, userId, before) => {
      if (!before || before.client_id === null || before.healthplan_name === null) throw new Error('the deep page needs the row before it');
      const rows = toPage(
        await db.query(
          `SELECT id, identifier_value FROM user_identifiers
            WHERE user_id = $1 AND client_id = $2 AND (identifier_value, id) > ($3, $4)
            ORDER BY identifier_value, id LIMIT 10`,
          [userId, before.client_id, before.key_value, before.id],
        ),
      );
      if (rows.length === 10) return rows;
      const plans = await db.query<{ id: number }>('SELECT id FROM clients WHERE name < $1 ORDER BY name DESC', [before.healthplan_name]);
      for (const plan of plans) {
        rows.push(
          ...toPage(
            await db.query('SELECT id, identifier_value FROM user_identifiers WHERE user_id = $1 AND client_id = $2 ORDER BY identifier_value, id LIMIT $3', [
              userId,
              plan.id,
              10 - rows.length,
            ]),
          ),
        );
        if (rows.length === 10) break;
      }
      return rows;
    },
  },
  {
    name: 'filter "00000" (most rows), page 1',
    path: '/api/providers/ProviderList?IndentifierID=00000&PageSize=10',
    // The prefix as a range of the index (user_id, identifier_value, id): the same rows for
    // these all-digit values (a LIKE on this collation would walk the pattern index and sort).
    sql: async (db, userId) =>
      toPage(
        await db.query(
          `SELECT id, identifier_value FROM user_identifiers
            WHERE user_id = $1 AND identifier_value >= '00000' AND identifier_value < '00001'
            ORDER BY identifier_value, id LIMIT 10`,
          [userId],
        ),
      ),
  },
];

/** Times one async call, in ms. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Seeds `db`, serves it on loopback and prints the figures; `label` names the engine. */
async function benchmark(db: Database, label: string): Promise<void> {
  const started = Date.now();
  await migrate(db);
  const userId = await seed(db);
  // The SQL baseline's keyset index for the plan order (the API does not need it).
  await db.query('CREATE INDEX bench_user_client_value ON user_identifiers (user_id, client_id, identifier_value, id)');
  // Fresh statistics and visibility map, as autovacuum would leave them on PostgreSQL
  // (PGlite runs no autovacuum): the planner then reads from the index alone.
  await db.execScript('VACUUM ANALYZE');
  const session = await createSession(db, userId);
  console.log(`\n${label}: seeded ${IDENTIFIERS.toLocaleString('en-US')} identifiers on one account and ${OTHER_ACCOUNTS.toLocaleString('en-US')} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The availability limit (per client address) would turn most of a load run into 429s, all
  // from 127.0.0.1: raised here so the figure is the call's own cost, not the limiter's.
  const rules = loadAccountRules();
  const app = buildApp({ db, staticDir: false, logger: false, accountRules: { ...rules, rateLimits: { ...rules.rateLimits, availability: { max: 1e9, windowSeconds: 60 } } } });
  // The server's own time for each request: from its arrival to the answer sent.
  let serverTimes: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const { staticHeader } = loadPortalConfig();
  const headers = { [staticHeader.name]: staticHeader.value, cookie: `${SESSION_COOKIE}=${session.cookieValue}`, [CSRF_HEADER]: session.csrfToken };
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { providerList: BeforeRow[]; totalRecord: number };
  };

  try {
    console.log(`  sequential requests: ${WARM_UP} to warm up, then ${requests} timed per query; SQL the same count on the same handle`);
    console.log(`  ${'query'.padEnd(36)} ${'API client p95'.padStart(14)} ${'API server p95'.padStart(14)} ${'SQL p95'.padStart(9)} ${'server/SQL'.padStart(10)} ${'after a change'.padStart(15)}  rows`);
    for (const query of QUERIES) {
      const before = query.beforePath ? (await get(query.beforePath)).providerList[0] : undefined;
      const answer = await get(query.path);
      const sqlRows = await query.sql(db, userId, before);
      const same = JSON.stringify(answer.providerList.map((row) => ({ id: row.id, key_value: row.key_value }))) === JSON.stringify(sqlRows);
      if (!same) throw new Error(`${query.name}: the API's rows are not the SQL's`);
      for (let index = 0; index < WARM_UP; index += 1) {
        await get(query.path);
        await query.sql(db, userId, before);
      }
      serverTimes = [];
      const clientTimes: number[] = [];
      for (let index = 0; index < requests; index += 1) clientTimes.push(await timed(() => get(query.path)));
      const server = p95(serverTimes);
      const sqlTimes: number[] = [];
      for (let index = 0; index < requests; index += 1) sqlTimes.push(await timed(() => query.sql(db, userId, before)));
      const sql = p95(sqlTimes);
      // The first request after the account changed: a no-op update bumps its version, so
      // the ordered copy is read again (the worst case a user meets, once per change).
      const afterChange: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        await db.query('UPDATE user_identifiers SET client_id = client_id WHERE id = (SELECT min(id) FROM user_identifiers WHERE user_id = $1)', [userId]);
        serverTimes = [];
        await get(query.path);
        afterChange.push(serverTimes[0] ?? Number.NaN);
      }
      afterChange.sort((a, b) => a - b);
      console.log(
        `  ${query.name.padEnd(36)} ${`${p95(clientTimes).toFixed(2)} ms`.padStart(14)} ${`${server.toFixed(2)} ms`.padStart(14)} ${`${sql.toFixed(2)} ms`.padStart(9)} ${`${(server / sql).toFixed(1)}x`.padStart(10)} ${`${(afterChange[2] as number).toFixed(0)} ms`.padStart(15)}  ${answer.providerList.length} of ${answer.totalRecord.toLocaleString('en-US')}, same as SQL`,
      );
    }
    // The floor every signed-in call pays (session, acting account, the kept count): what the list adds is above it.
    for (let index = 0; index < WARM_UP; index += 1) await get('/api/providers/PageSize');
    serverTimes = [];
    const floorTimes: number[] = [];
    for (let index = 0; index < requests; index += 1) floorTimes.push(await timed(() => get('/api/providers/PageSize')));
    console.log(`  ${'reference: GET PageSize'.padEnd(36)} ${`${p95(floorTimes).toFixed(2)} ms`.padStart(14)} ${`${p95(serverTimes).toFixed(2)} ms`.padStart(14)}`);
    console.log('  ("after a change": server time of the first request after the account changed, median of 5;');
    console.log('   "reference": a signed-in call without the list, the session and account look-ups every call pays)');

    if (seconds > 0) {
      console.log(`\n  autocannon: ${connections} connections, ${seconds} s per run, loopback only`);
      for (const query of QUERIES) await run(`GET ProviderList (${query.name})`, { url: `${base}${query.path}`, headers });
      if (app.hasRoute({ method: 'POST', url: '/api/user/availability/username' })) {
        await run('POST /api/user/availability/username', {
          url: `${base}/api/user/availability/username`,
          method: 'POST',
          headers: { [staticHeader.name]: staticHeader.value, 'content-type': 'application/json' },
          body: JSON.stringify({ userName: 'user5000@clinic.example' }),
        });
      }
    }
  } finally {
    await app.close();
  }
}

const pglite = await openDatabase({ dataDir: 'memory://' });
try {
  await benchmark(pglite, 'PGlite (in memory)');
} finally {
  await pglite.close();
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // A database of the run's own, so the bench never touches another's data.
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.href });
  try {
    await benchmark(db, `PostgreSQL (${url.host}, database ${name})`);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: not measured (set TEST_DATABASE_URL to a server, as for the tests)');
}
