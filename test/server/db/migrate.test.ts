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
