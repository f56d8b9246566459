import { randomBytes } from 'node:crypto';
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
import { IDENTIFIERS, OTHER_ACCOUNTS, seed } from './api-seed.js';
import { apiTable, type EngineFigures, type QueryTiming } from './api-table.js';
import { loadRun, p95, type LoadResult } from './load-run.js';
import { writePerformanceSection } from './performance-doc.js';
import { QUERIES, type BeforeRow } from './provider-list-queries.js';

/**
 * `npm run bench:api`: figures, not a test. Seeds a database with one account holding
 * 100,000 provider identifiers and 10,000 other accounts, starts the server on loopback, and:
 *
 * 1. for each of the three provider list queries (page 1 in the default order, the deep
 *    page at offset 99,990 sorted by health plan descending, an identifier filter matching
 *    all rows but one), times sequential requests after a warm-up: p95 on the client (round trip over loopback) and
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
 * requests per query. Only 127.0.0.1 is ever called. The figures are printed as they come
 * and, at the end, written as this bench's section of docs/performance.md (api-table.ts).
 */


const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Times one async call, in ms. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Seeds `db`, serves it on loopback, prints the figures and answers them; `label` names the engine. */
async function benchmark(db: Database, label: string): Promise<EngineFigures> {
  const started = Date.now();
  await migrate(db);
  const userId = await seed(db);
  // The SQL baseline's keyset index for the plan order (the API does not need it).
  await db.query('CREATE INDEX bench_user_client_value ON user_identifiers (user_id, client_id, identifier_value, id)');
  // Fresh statistics and visibility map, as autovacuum would leave them on PostgreSQL
  // (PGlite runs no autovacuum): the planner then reads from the index alone.
  await db.execScript('VACUUM ANALYZE');
  const session = await createSession(db, userId);
  const seeded = `Seeded ${IDENTIFIERS.toLocaleString('en-US')} identifiers on one account and ${OTHER_ACCOUNTS.toLocaleString('en-US')} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(`\n${label}: ${seeded}`);

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

  const queries: QueryTiming[] = [];
  const load: LoadResult[] = [];
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
      const timing = {
        name: query.name,
        clientP95Ms: p95(clientTimes),
        serverP95Ms: server,
        sqlP95Ms: sql,
        afterChangeMs: afterChange[2] as number,
        rows: `${answer.providerList.length} of ${answer.totalRecord.toLocaleString('en-US')}, same as SQL`,
      };
      queries.push(timing);
      console.log(
        `  ${query.name.padEnd(36)} ${`${timing.clientP95Ms.toFixed(2)} ms`.padStart(14)} ${`${server.toFixed(2)} ms`.padStart(14)} ${`${sql.toFixed(2)} ms`.padStart(9)} ${`${(server / sql).toFixed(1)}x`.padStart(10)} ${`${timing.afterChangeMs.toFixed(0)} ms`.padStart(15)}  ${timing.rows}`,
      );
    }
    // The floor every signed-in call pays (session, acting account, the kept count): what the list adds is above it.
    for (let index = 0; index < WARM_UP; index += 1) await get('/api/providers/PageSize');
    serverTimes = [];
    const floorTimes: number[] = [];
    for (let index = 0; index < requests; index += 1) floorTimes.push(await timed(() => get('/api/providers/PageSize')));
    const reference = { clientP95Ms: p95(floorTimes), serverP95Ms: p95(serverTimes) };
    console.log(`  ${'reference: GET PageSize'.padEnd(36)} ${`${reference.clientP95Ms.toFixed(2)} ms`.padStart(14)} ${`${reference.serverP95Ms.toFixed(2)} ms`.padStart(14)}`);
    console.log('  ("after a change": server time of the first request after the account changed, median of 5;');
    console.log('   "reference": a signed-in call without the list, the session and account look-ups every call pays)');

    if (seconds > 0) {
      console.log(`\n  autocannon: ${connections} connections, ${seconds} s per run, loopback only`);
      for (const query of QUERIES) load.push(await loadRun(`GET ProviderList (${query.name})`, { url: `${base}${query.path}`, headers }, { connections, seconds }));
      if (app.hasRoute({ method: 'POST', url: '/api/user/availability/username' })) {
        const body = JSON.stringify({ userName: 'user5000@clinic.example' });
        const options = { url: `${base}/api/user/availability/username`, method: 'POST', headers: { [staticHeader.name]: staticHeader.value, 'content-type': 'application/json' }, body };
        load.push(await loadRun('POST /api/user/availability/username', options, { connections, seconds }));
      }
    }
    return { label, seeded, requests, queries, reference, load, connections, seconds };
  } finally {
    await app.close();
  }
}

const engines: EngineFigures[] = [];
const notMeasured: string[] = [];
const pglite = await openDatabase({ dataDir: 'memory://' });
try {
  engines.push(await benchmark(pglite, 'PGlite (in memory)'));
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
    engines.push(await benchmark(db, `PostgreSQL (${url.host}, database ${name})`));
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  notMeasured.push('PostgreSQL: not measured (set TEST_DATABASE_URL to a server, as for the tests).');
  console.log(`\n${notMeasured.at(-1)}`);
}
// The settings a run used are in its section, so a shorter run (BENCH_SECONDS=0) says so there.
console.log(`\nWritten to ${writePerformanceSection('bench:api', apiTable(engines, notMeasured))}.`);
