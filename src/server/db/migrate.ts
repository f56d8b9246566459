import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

/** The folder of numbered plain-SQL migrations ("001-accounts.sql"). */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** One migration file. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migrations of a folder in version order; two files with one number is an error. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d+)-([a-z0-9-]+)\.sql$/.exec(file);
      if (!match) throw new Error(`migration file "${file}" is not named NNN-name.sql`);
      return { version: Number(match[1]), name: match[2] as string, sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]?.version === migration.version) {
      throw new Error(`two migrations share number ${migration.version}`);
    }
  });
  return migrations;
}

// An arbitrary constant naming the migration lock, so two servers starting on one
// PostgreSQL database do not both apply the same migration.
const MIGRATION_LOCK = 7_204_118;

/**
 * Applies the migrations not yet applied, each in its own transaction with its log row, so
 * a failing migration leaves the database as it was before it. Answers the versions applied.
 *
 * Several instances may start at once on one database: every step takes the migration lock
 * as a transaction lock (`pg_advisory_xact_lock`) and looks again at what is applied under
 * it. A session lock taken through a pool could be released on another connection than the
 * one holding it, and leave the next start waiting for ever.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      // Statements one by one: the parameterless script form cannot share a transaction
      // handle across both drivers, and migrations are plain DDL/DML without parameters.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/**
 * Splits a migration into statements at semicolons that end a line, except inside a
 * dollar-quoted body (`$$ ... $$`, a trigger function's), which stays one statement. Our
 * migrations keep to that form, which keeps the splitter trivial and predictable.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of sql.split('\n')) {
    current.push(line);
    // An odd number of $$ on a line opens or closes a body.
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((statement) => statement.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
