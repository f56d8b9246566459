// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../src/server/db/database.js';
import { migrate, readMigrations, splitStatements } from '../../../src/server/db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

describe('migrations', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  }, 60_000);
  afterAll(() => test?.drop());

  it('are applied once: a second run applies nothing', async () => {
    const versions = (await test.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((row) => row.version);
    expect(versions).toEqual(readMigrations().map((migration) => migration.version));
    expect(await migrate(test.db)).toEqual([]);
  });

  it('refuse a second account with the same username in another case', async () => {
    await test.db.query(
      "INSERT INTO users (username, first_name, last_name, email, account_status) VALUES ('Pat@Clinic.org', 'Pat', 'Lee', 'pat@clinic.org', 1)",
    );
    const again = test.db.query(
      "INSERT INTO users (username, first_name, last_name, email, account_status) VALUES ('pat@clinic.org', 'Pat', 'Lee', 'pat@clinic.org', 1)",
    );
    await expect(again).rejects.toSatisfy(isUniqueViolation);
  });

  it('roll a failing transaction back whole', async () => {
    const attempt = test.db.transaction(async (tx) => {
      await tx.query("INSERT INTO security_questions (id, question_text) VALUES (901, 'First pet?')");
      await tx.query("INSERT INTO security_questions (id, question_text) VALUES (901, 'Duplicate id')");
    });
    await expect(attempt).rejects.toSatisfy(isUniqueViolation);
    expect(await test.db.query('SELECT id FROM security_questions WHERE id = 901')).toEqual([]);
  });
});

describe('reading migration files', () => {
  it('splits a script into statements at line-ending semicolons, dropping comments', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\n\nCREATE INDEX b ON a (x);\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX b ON a (x)']);
  });

  it('keeps a dollar-quoted function body, semicolons and all, in one statement', () => {
    const script = 'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  DELETE FROM a;\n  RETURN NULL;\nEND\n$$;\nCREATE INDEX b ON a (x);\n';
    expect(splitStatements(script)).toEqual(['CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  DELETE FROM a;\n  RETURN NULL;\nEND\n$$', 'CREATE INDEX b ON a (x)']);
  });

  it('refuses two files with one number and names that do not follow NNN-name.sql', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '001-a.sql'), 'SELECT 1;');
    writeFileSync(join(dir, '001-b.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/two migrations share number 1/);
    const other = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(other, 'add users.sql'), 'SELECT 1;');
    expect(() => readMigrations(other)).toThrow(/NNN-name\.sql/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection ended by the server', () => {
  it('is reported and replaced, not an uncaught error that stops the process', async () => {
    const test = await createTestDatabase();
    const seen: string[] = [];
    const { openDatabase } = await import('../../../src/server/db/open-database.js');
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
    const { randomBytes } = await import('node:crypto');
    const { openDatabase } = await import('../../../src/server/db/open-database.js');
    const { adminQuery, dropDatabase } = await import('../support/database-snapshot.js');
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
