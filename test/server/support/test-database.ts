import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../src/server/db/database.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { openDatabase } from '../../../src/server/db/open-database.js';

/** A migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/**
 * An in-memory PGlite database by default; with TEST_DATABASE_URL (CI sets it on its second
 * run), a fresh PostgreSQL database created for this file and dropped afterwards, so the
 * same tests prove both engines.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.href });
  await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
