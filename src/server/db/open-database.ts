import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { asUnavailable, DatabaseUnavailableError } from './database-unavailable.js';
import type { Database, Queryable } from './database.js';

/**
 * How long a request waits for a connection (a free one from the pool, or a new one to a
 * server that does not answer) and for one statement's answer: a database that went away
 * fails the request within these bounds (503, see database-unavailable.ts), never hangs it.
 * Migrations are exempt from the statement limit: an index build may take longer.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 30_000;

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
  return pgliteDatabase(await createPglite({ dataDir }));
}

/**
 * A PGlite with the extensions the migrations create (pg_trgm: Find Users' text search, migration
 * 189), which an embedded database must load at start, where PostgreSQL has them installed.
 */
export function createPglite(options: PGliteOptions): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
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

/** PostgreSQL's type id of `bigint` (int8). */
const INT8_OID = 20;

/**
 * node-postgres reads a `bigint` as a string; PGlite reads it as a number, or a BigInt past
 * 2^53. Both engines answer alike here (PGlite's way), so a row's value never depends on the
 * engine under it: ids and counts are numbers on both (test/server/db/row-values.test.ts).
 */
const typeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (oid === INT8_OID && format !== 'binary') {
    return (value: string) => {
      const number = Number(value);
      return Number.isSafeInteger(number) ? number : BigInt(value);
    };
  }
  return pg.types.getTypeParser(oid, format);
}) as typeof pg.types.getTypeParser;

async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, types: { getTypeParser: typeParser } });
  // An idle connection the server ends (a restart, a terminated backend) is reported here;
  // without a listener it would be an uncaught exception that stops the whole process. The
  // pool drops that connection and opens a new one for the next query.
  pool.on('error', onIdleError);
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  // A lost connection becomes DatabaseUnavailableError; every other error stays as it is
  // (a unique violation, say, which callers test for).
  const guard = async <T,>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  // node-postgres reads a per-query `query_timeout` (client.js), which its types omit.
  const run = async <Row,>(on: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[]) =>
    (await guard(on.query({ text, values: params as unknown[], query_timeout: QUERY_TIMEOUT_MS } as pg.QueryConfig))).rows as Row[];
  return {
    kind: 'postgres',
    query: async <Row,>(text: string, params: readonly unknown[] = []) => run<Row>(pool, text, params),
    async transaction(work) {
      const client = await guard(pool.connect());
      const tx: Queryable = { query: async <Row,>(text: string, params: readonly unknown[] = []) => run<Row>(client, text, params) };
      let failure: unknown;
      try {
        await run(client, 'BEGIN', []);
        const result = await work(tx);
        await run(client, 'COMMIT', []);
        return result;
      } catch (error) {
        failure = error;
        // A lost connection is not asked to roll back (that could wait behind a statement
        // still running): it is destroyed below, and PostgreSQL rolls back what it had open.
        if (!(error instanceof DatabaseUnavailableError)) {
          await run(client, 'ROLLBACK', []).catch((rollbackError: unknown) => {
            if (rollbackError instanceof DatabaseUnavailableError) failure = rollbackError;
          });
        }
        throw error;
      } finally {
        // A connection that failed (or timed out with its statement still running) is
        // destroyed rather than handed to the next request.
        client.release(failure instanceof DatabaseUnavailableError ? failure : undefined);
      }
    },
    execScript: async (sql) => void (await guard(pool.query(sql))),
    close: () => pool.end(),
  };
}
