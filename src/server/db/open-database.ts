import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, Queryable } from './database.js';

/** Where the database is: a PostgreSQL URL, or a PGlite data directory ("memory://" for none). */
export interface DatabaseLocation {
  url?: string;
  dataDir?: string;
  /** Told when PostgreSQL ends an idle pooled connection (log it); the pool recovers by itself. */
  onIdleError?: (error: Error) => void;
}

/** Opens the database the location names: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.url) return openPostgres(location.url, location.onIdleError ?? ((error) => console.warn(`database connection closed: ${error.message}`)));
  return openPglite(location.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir));
}

/**
 * The portal's database over an open PGlite. Exported for the tests, which migrate one PGlite
 * per run and start each test file from a copy of its data directory.
 */
export function pgliteDatabase(db: PGlite): Database {
  const query = async <Row,>(text: string, params: readonly unknown[] = []) =>
    (await db.query<Row>(text, params as unknown[])).rows;
  return {
    kind: 'pglite',
    query,
    transaction: (work) =>
      // PGlite runs one transaction at a time on its single connection, so concurrent
      // callers queue here instead of interleaving statements.
      db.transaction((tx) => work({ query: async <Row,>(text: string, params: readonly unknown[] = []) => (await tx.query<Row>(text, params as unknown[])).rows })),
    execScript: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  };
}

async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a terminated backend) is reported here;
  // without a listener it would be an uncaught exception that stops the whole process. The
  // pool drops that connection and opens a new one for the next query.
  pool.on('error', onIdleError);
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  const query = async <Row,>(text: string, params: readonly unknown[] = []) =>
    (await pool.query(text, params as unknown[])).rows as Row[];
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      const tx: Queryable = {
        query: async <Row,>(text: string, params: readonly unknown[] = []) => (await client.query(text, params as unknown[])).rows as Row[],
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    execScript: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}
