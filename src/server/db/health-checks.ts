import type { Queryable } from './database.js';

/** What readiness reads from the database: the migrations applied, and mail not yet sent. */
export interface DatabaseHealth {
  appliedMigrations: number[];
  mailQueueDepth: number;
}

/** One round trip per figure; throws when the database cannot be reached. */
export async function databaseHealth(db: Queryable): Promise<DatabaseHealth> {
  const applied = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  return { appliedMigrations: applied.map((row) => row.version), mailQueueDepth: await mailQueueDepth(db) };
}

/** E-mails in the outbox not yet sent (readiness and the metrics' outbox gauge); throws when the database cannot be reached. */
export async function mailQueueDepth(db: Queryable): Promise<number> {
  const [queue] = await db.query<{ depth: number }>('SELECT count(*)::int AS depth FROM outbox WHERE sent_at IS NULL');
  return queue?.depth ?? 0;
}
