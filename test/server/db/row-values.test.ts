import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database.js';
import { openDatabase } from '../../../src/server/db/open-database.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * Values of each column type the portal's tables use, written as SQL literals, edge values
 * included: a bigint past 2^53 (no id gets there, but a count or a sum could).
 */
const SAMPLES: Record<string, string[]> = {
  bigint: ['0', '7', '-2147483649', '9007199254740991', '9007199254740993', '-9007199254740993'],
  integer: ['0', '(-2147483648)', '2147483647'],
  'integer[]': ["'{1,-2,3}'", "'{}'"],
  'text[]': [`'{"a","b c",""}'`, "'{}'"],
  numeric: ['0', '1.25', '-12345678901234567890.5'],
  boolean: ['true', 'false'],
  text: ["''", "'Ünïcödé ✓'", "E'line\\nbreak'"],
  'timestamp with time zone': ["'2026-11-26T12:00:00.123Z'", "'1970-01-01T00:00:00Z'", "'2099-12-31T23:59:59.999+05:30'"],
  jsonb: [`'{"a":[1,"b",null],"n":1.5}'`, "'[]'"],
  json: [`'{"a":1}'`, "'\"text\"'"],
};

/**
 * The server tests that only read and write data run on the embedded engine; the journeys and
 * the engine-sensitive server tests run on PostgreSQL (docs/decisions/test-run-on-two-cores.md).
 * That holds only if a row reads back alike on both: this compares them value by value.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a row read through either engine', { timeout: 60_000 }, () => {
  let postgres: TestDatabase;
  let pglite: Database;
  beforeAll(async () => {
    [postgres, pglite] = await Promise.all([createTestDatabase(), openDatabase({ dataDir: 'memory://' })]);
  });
  afterAll(async () => {
    await Promise.all([postgres?.drop(), pglite?.close()]);
  });

  it('has a sample for every column type of the migrated tables', async () => {
    const types = await postgres.db.query<{ type: string }>(
      `SELECT DISTINCT format_type(a.atttypid, NULL) AS type FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
    );
    expect(types.length).toBeGreaterThan(3);
    expect(types.map((row) => row.type).filter((type) => !(type in SAMPLES))).toEqual([]);
  });

  it.each(Object.entries(SAMPLES))('holds the same JavaScript value for a %s on PostgreSQL as on PGlite, NULL included', async (type, literals) => {
    const sql = `SELECT ${[...literals, 'NULL'].map((literal, index) => `${literal}::${type} AS v${index}`).join(', ')}`;
    const [onPostgres, onPglite] = await Promise.all([postgres.db.query(sql), pglite.query(sql)]);
    expect(onPostgres).toEqual(onPglite);
    // toEqual treats 7 and 7n alike: the kinds must match too.
    const kinds = (rows: Record<string, unknown>[]) => Object.values(rows[0] ?? {}).map((value) => (value === null ? 'null' : typeof value));
    expect(kinds(onPostgres)).toEqual(kinds(onPglite));
  });

  it('holds the same values through a transaction as through a plain query', async () => {
    const sql = "SELECT 42::bigint AS id, '2026-01-02T03:04:05Z'::timestamptz AS at";
    const [plain, inTransaction] = await Promise.all([postgres.db.query(sql), postgres.db.transaction((tx) => tx.query(sql))]);
    expect(inTransaction).toEqual(plain);
    expect(await pglite.transaction((tx) => tx.query(sql))).toEqual(plain);
  });
});
