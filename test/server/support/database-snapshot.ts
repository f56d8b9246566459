import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../../src/server/db/migrate.js';
import { createPglite, openDatabase, pgliteDatabase } from '../../../src/server/db/open-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (an uncompressed `dumpDataDir` tar) each test file loads a copy of. */
    pgliteSnapshot?: string;
    /** A migrated PostgreSQL database each test file clones (`CREATE DATABASE ... TEMPLATE`), with TEST_DATABASE_URL. */
    templateDatabase?: string;
  }
}

/**
 * The server tests' globalSetup: runs the migrations once per run instead of once per test
 * file, which spent seconds in PGlite's initdb and the migrations before a file's first
 * assertion. On PGlite it dumps the migrated data directory to a temporary file; with
 * TEST_DATABASE_URL it migrates a template database on that server. test-database.ts gives
 * each file its own copy, so files still never see each other's rows.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? migrateTemplate(project, serverUrl) : migrateSnapshot(project);
}

async function migrateSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await createPglite({ dataDir: 'memory://' });
  await migrate(pgliteDatabase(pglite));
  // Uncompressed: loading a gzipped dump took twice as long per file as reading 40 MB.
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-db-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function migrateTemplate(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.href });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to: no test may connect.
  await adminQuery(serverUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  project.provide('templateDatabase', name);
  return async () => {
    await dropLeftoverCopies(serverUrl, name);
    await dropDatabase(serverUrl, name);
  };
}

/** How the test files' copies of `template` are named (test-database.ts), so the teardown finds this run's own. */
export function copyPrefix(template: string): string {
  return `${template}_`;
}

/**
 * Drops the copies of `template` still there at the end of the run: a worker does not wait
 * for its files' drops, and makes one copy ahead that no file takes (test-database.ts). A
 * copy still being made or dropped (a worker stopped mid-statement; the server finishes it)
 * is waited for first, for up to a minute.
 */
async function dropLeftoverCopies(serverUrl: string, template: string): Promise<void> {
  const prefix = copyPrefix(template);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let names: string[];
  try {
    for (let waited = 0; waited < 60_000; waited += 200) {
      const busy = await admin.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND (query LIKE 'CREATE DATABASE %' OR query LIKE 'DROP DATABASE %') AND strpos(query, $1) > 0",
        [prefix],
      );
      if (busy.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    names = (await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])).rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
  await Promise.all(names.map((name) => dropDatabase(serverUrl, name)));
}

/** Runs one statement that cannot run in a transaction (CREATE/ALTER/DROP DATABASE) on its own connection. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database. FORCE cannot end a backend of another role (an autovacuum worker
 * that just started on the fresh database, seen on Debian's cluster, which CI's role may
 * signal only through pg_signal_backend): that refusal (42501) is retried for a few seconds,
 * and a database still in use then is left for the cluster's owner rather than failing
 * tests that passed.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501') throw error;
      if (attempt === 10) {
        console.warn(`test database ${name} left behind: ${(error as Error).message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
