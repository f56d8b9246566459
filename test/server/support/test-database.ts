import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../../../src/server/db/database.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { createPglite, openDatabase, pgliteDatabase } from '../../../src/server/db/open-database.js';
import { adminQuery, copyPrefix, dropDatabase } from './database-snapshot.js';

/** A migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/**
 * An in-memory PGlite database by default; with TEST_DATABASE_URL (CI sets it on its second
 * run), a fresh PostgreSQL database created for this file and dropped afterwards, so the
 * same tests prove both engines. Either is a copy of the database the run's globalSetup
 * migrated (database-snapshot.ts); without that setup it is migrated here.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPgliteCopy(inject('pgliteSnapshot'));
    return { db, drop: () => db.close() };
  }
  const template = inject('templateDatabase');
  const name = template ? await takeTemplateCopy(serverUrl, template) : await createMigrated(serverUrl);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openFreshDatabase(url.href);
  return {
    db,
    async drop() {
      await db.close();
      if (!template) return dropDatabase(serverUrl, name);
      // Not awaited: a drop waits for a checkpoint, seconds on a busy server, which the next
      // test file need not wait for. One the worker leaves unfinished is dropped by the run's
      // teardown (database-snapshot.ts).
      void dropDatabase(serverUrl, name).catch((error: unknown) => console.warn(`test database ${name} left behind: ${String(error)}`));
    },
  };
}

/** A fresh database migrated here, when the run made no template (a file run without the globalSetup). */
async function createMigrated(serverUrl: string): Promise<string> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openFreshDatabase(url.href);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return name;
}

/**
 * The next copy of the template, made while the previous test file ran: a worker keeps its
 * modules between files (`isolate: false`), so each file takes the copy made for it and starts
 * the copy for the next. A copy is seconds on a busy server, mostly spent waiting on its
 * writes. The last one a worker makes is never taken; the run's teardown drops it.
 */
let nextCopy: { template: string; name: Promise<string> } | undefined;

async function takeTemplateCopy(serverUrl: string, template: string): Promise<string> {
  const ready = nextCopy?.template === template ? nextCopy.name : undefined;
  nextCopy = undefined;
  // A copy made ahead that failed (a busy server) is made again here, where its error shows.
  const name = (await ready?.catch(() => undefined)) ?? (await copyTemplate(serverUrl, template));
  if (!nextCopy) {
    nextCopy = { template, name: copyTemplate(serverUrl, template) };
    nextCopy.name.catch(() => undefined);
  }
  return name;
}

async function copyTemplate(serverUrl: string, template: string): Promise<string> {
  const name = `${copyPrefix(template)}${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return name;
}

/** A PGlite loaded from the migrated snapshot, or a fresh one migrated here when there is none. */
async function openPgliteCopy(snapshot: string | undefined): Promise<Database> {
  if (!snapshot) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    return db;
  }
  return pgliteDatabase(await createPglite({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(snapshot)]) }));
}

/**
 * Opens a database just created, trying up to three times: a fresh database's first
 * connection builds its catalog caches, and on two saturated cores that once took longer than
 * the server's connect bound (5 s, open-database.ts), which stays the product's.
 */
async function openFreshDatabase(url: string): Promise<Database> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openDatabase({ url });
    } catch (error) {
      if (attempt >= 3 || !/connection timeout|terminated unexpectedly/i.test(String(error))) throw error;
    }
  }
}
