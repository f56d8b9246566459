import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../src/server/db/database.js';
import { startDemoPortal, type DemoPortal } from '../../../src/server/demo/demo-portal.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { adminQuery } from '../../server/support/database-snapshot.js';

/** A portal of the calling spec's own, and its database. */
export interface OwnPortal {
  origin: string;
  /** The database it runs on, for the spec to seed rows or move a clock-bound value (a lock's end). */
  db: Database;
}

/**
 * Starts a demo portal for the calling `describe` alone (a fresh database, PostgreSQL with
 * TEST_DATABASE_URL or else embedded; demo data, then `seed`), so a journey that needs a
 * hundred applicants or a lock's end moved shares no rows with the specs running beside it on
 * the common servers. Answers a getter, since the portal exists only once `beforeAll` ran.
 */
export function ownPortal(seed: (db: Database) => Promise<void> = async () => {}): () => OwnPortal {
  let portal: (DemoPortal & { db: Database }) | undefined;
  let dropDatabase = async () => {};
  beforeAll(async () => {
    let opened: Database | undefined;
    // On the run's PostgreSQL when there is one, as the common servers (global-setup.ts): an
    // embedded database's migrations and demo data cost a worker a minute beside the browsers.
    const serverUrl = process.env.TEST_DATABASE_URL;
    let databaseUrl: string | undefined;
    if (serverUrl) {
      const name = `portal_e2e_own_${randomBytes(4).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.href;
    }
    const started = await startDemoPortal({
      ...(databaseUrl ? { databaseUrl } : {}),
      staticDir: join(REPO_ROOT, 'dist'),
      logger: { level: 'warn' },
      prepare: async (db) => {
        opened = db;
        await seed(db);
      },
    });
    portal = { ...started, db: opened as Database };
    // Migrations and demo data: seconds alone, a minute or more beside two other specs' browsers.
  }, 180_000);
  afterAll(async () => {
    await portal?.close();
    await dropDatabase();
  });
  return () => {
    if (!portal) throw new Error('the own portal is used before beforeAll started it');
    return portal;
  };
}
