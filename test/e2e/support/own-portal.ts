import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../src/server/db/database.js';
import { startDemoPortal, type DemoPortal } from '../../../src/server/demo/demo-portal.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';

/** A portal of the calling spec's own, and its database. */
export interface OwnPortal {
  origin: string;
  /** The database it runs on, for the spec to seed rows or move a clock-bound value (a lock's end). */
  db: Database;
}

/**
 * Starts a demo portal for the calling `describe` alone (embedded database, demo data, then
 * `seed`), so a journey that needs a hundred applicants or a lock's end moved shares no rows
 * with the specs running beside it on the common servers. Answers a getter, since the portal
 * exists only once `beforeAll` ran.
 */
export function ownPortal(seed: (db: Database) => Promise<void> = async () => {}): () => OwnPortal {
  let portal: (DemoPortal & { db: Database }) | undefined;
  beforeAll(async () => {
    let opened: Database | undefined;
    const started = await startDemoPortal({
      staticDir: join(REPO_ROOT, 'dist'),
      logger: { level: 'warn' },
      prepare: async (db) => {
        opened = db;
        await seed(db);
      },
    });
    portal = { ...started, db: opened as Database };
    // A fresh embedded database's start, migrations and demo data: seconds alone, a minute or
    // more beside two other specs' browsers on a shared machine.
  }, 180_000);
  afterAll(() => portal?.close());
  return () => {
    if (!portal) throw new Error('the own portal is used before beforeAll started it');
    return portal;
  };
}
