// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../../src/server/db/migrate.js';
import { openDatabase } from '../../../src/server/db/open-database.js';
import { adminQuery, dropDatabase } from '../support/database-snapshot.js';
import { createTestDatabase } from '../support/test-database.js';

// PostgreSQL only, and apart from migrate.test.ts: that file runs again on the embedded
// PGlite (the server-embedded pass), where these would only be skipped.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection ended by the server', () => {
  it('is reported and replaced, not an uncaught error that stops the process', async () => {
    const test = await createTestDatabase();
    const seen: string[] = [];
    const url = (await test.db.query<{ db: string }>('SELECT current_database() AS db'))[0]?.db as string;
    const server = new URL(process.env.TEST_DATABASE_URL as string);
    server.pathname = `/${url}`;
    const db = await openDatabase({ url: server.href, onIdleError: (error) => void seen.push(error.message) });
    await db.query('SELECT 1');
    await test.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [url]);
    await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
    await test.drop();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances starting at once on one PostgreSQL database', () => {
  it('migrate it once between them, neither failing nor waiting for ever', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `portal_two_starts_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const first = await openDatabase({ url: url.href });
    const second = await openDatabase({ url: url.href });
    try {
      const [a, b] = await Promise.all([migrate(first), migrate(second)]);
      const all = readMigrations().map((migration) => migration.version);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(all);
      const rows = await first.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(all);
      // A third start, as a restart of either, finds nothing to do and does not wait.
      expect(await migrate(second)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
      await dropDatabase(serverUrl, name);
    }
  }, 60_000);
});
