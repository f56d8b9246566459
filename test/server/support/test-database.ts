import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../../../src/server/db/database.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { createPglite, openDatabase, pgliteDatabase } from '../../../src/server/db/open-database.js';
import { adminQuery, dropDatabase } from './database-snapshot.js';

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
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openFreshDatabase(url.href);
  if (!template) await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      await dropDatabase(serverUrl, name);
    },
  };
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
