import { isLoopbackUrl } from '../../src/server/config/loopback.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { seedDemoData } from '../../src/server/demo/seed-demo-data.js';
import { loadTable } from './load-table.js';
import { loadUsername, seedLoadUsers } from './load-seed.js';
import { runLoadUsers } from './load-users.js';
import { writePerformanceSection } from './performance-doc.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * `npm run bench:load`: figures, not a test. Two server processes as `npm start` runs them, on
 * one PostgreSQL database (DATABASE_URL, default the local `portal` database), and
 * BENCH_LOAD_USERS (default 200) users signing in, reading their provider list and signing out
 * for BENCH_LOAD_SECONDS (default 60), pausing BENCH_LOAD_THINK_MS (default 1000) after each
 * answer, each request to the next instance in turn. Prints the
 * throughput, the p95 and the errors (any answer not 2xx; target 0) and writes them as this
 * bench's section of docs/performance.md.
 *
 * Bounded and local: only a database on loopback is accepted, the servers listen on
 * 127.0.0.1, and the run ends at its deadline. It migrates the database and loads the demo data
 * (both idempotent), then adds one account per user, each a copy of a demo provider (load-seed.ts).
 */
const databaseUrl = process.env.DATABASE_URL || 'postgres://portal:portal@127.0.0.1:5432/portal';
const users = Number(process.env.BENCH_LOAD_USERS ?? 200);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** A user's pause after each answer: people read a page before the next click (and a closed loop without pauses only measures a queue). */
const thinkMs = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
/** Every demo account's password (README, src/server/demo). */
const DEMO_PASSWORD = 'Portal#Demo24';

if (!isLoopbackUrl(databaseUrl.replace(/^postgres(ql)?:/, 'http:'))) {
  throw new Error(`bench:load runs against a database on this machine only; DATABASE_URL names ${new URL(databaseUrl).host}.`);
}
if (!(users > 0 && users <= 1000 && seconds > 0 && seconds <= 600 && thinkMs >= 0)) throw new Error('BENCH_LOAD_USERS must be 1-1000, BENCH_LOAD_SECONDS 1-600 and BENCH_LOAD_THINK_MS at least 0.');

const db = await openDatabase({ url: databaseUrl });
try {
  await migrate(db);
  await seedDemoData(db);
  await seedLoadUsers(db, users);
} finally {
  await db.close();
}

const instances: ServerProcess[] = [];
try {
  instances.push(...(await Promise.all([startServerProcess({ DATABASE_URL: databaseUrl }), startServerProcess({ DATABASE_URL: databaseUrl })])));
  const origins = instances.map((instance) => instance.origin);
  console.log(`${users} users for ${seconds} s against ${origins.join(' and ')} (database ${new URL(databaseUrl).pathname.slice(1)})...`);
  const run = await runLoadUsers({ origins, users, seconds, username: loadUsername, password: DEMO_PASSWORD, thinkMs });

  // The first failures in full, for whoever reads the run.
  for (const sample of run.samples.filter((each) => each.status < 200 || each.status > 299).slice(0, 10)) {
    console.log(`  failed: ${sample.call}, ${sample.status || sample.failure}, after ${sample.ms.toFixed(0)} ms`);
  }
  // What the servers counted themselves, from their /metrics (this machine may read them).
  let failures = 0;
  let timed = 0;
  for (const origin of origins) {
    const text = await (await fetch(`${origin}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith('portal_sign_in_failures_total{')) failures += Number(line.split(' ')[1]);
      if (line.startsWith('http_request_duration_seconds_count{')) timed += Number(line.split(' ')[1]);
    }
  }
  const section = loadTable({
    users,
    seconds,
    thinkMs,
    elapsedSeconds: run.elapsedSeconds,
    instances: instances.length,
    database: `database \`${new URL(databaseUrl).pathname.slice(1)}\` on ${new URL(databaseUrl).host}`,
    samples: run.samples,
    serverSide: `${timed.toLocaleString('en-US')} requests timed, ${failures} sign-in failures counted`,
  });
  console.log(`\n${section}\n\nWritten to ${writePerformanceSection('bench:load', section)}.`);
} finally {
  for (const instance of instances) instance.process.kill('SIGTERM');
  const codes = await Promise.all(instances.map((instance) => instance.exited));
  if (codes.some((code) => code !== 0)) console.log(`An instance stopped with ${codes.join(', ')}: ${instances.map((instance) => instance.errors()).join('\n')}`);
}
