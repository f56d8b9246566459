// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** Where SQL must not be written: route handlers call the modules of src/server/db instead. */
const ROUTES = join(REPO_ROOT, 'src/server/routes');
/** Nor in the mail code: the outbox's queries (writing, claiming, sending) are db/outbox.ts. */
const MAIL = join(REPO_ROOT, 'src/server/mail');

/**
 * Ways SQL is run in this codebase: `db.query(...)` / `tx.query<Row>(...)`, `execScript(...)`
 * (migrations) and a `sql` tagged template, should one ever be added. `RegExp.exec` is not SQL,
 * so a bare `.exec(` is not refused.
 */
const SQL_CALLS = [/\.query\s*[<(]/, /\bexecScript\s*\(/, /\bsql\s*`/];

/** Every .ts file under a folder. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** "file:line: text" for every line of the source that runs SQL. */
function sqlLines(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, index) => (SQL_CALLS.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('SQL lives in src/server/db', () => {
  it('finds no query in any route file (move it into a src/server/db module named after what it keeps)', () => {
    const files = tsFiles(ROUTES);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => sqlLines(relative(REPO_ROOT, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds no query in the mail code (the outbox is kept by src/server/db/outbox.ts)', () => {
    const found = tsFiles(MAIL).flatMap((file) => sqlLines(relative(REPO_ROOT, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('recognises the ways SQL is written here, and not a regular expression', () => {
    expect(sqlLines('a.ts', "const rows = await app.db.query('SELECT 1');")).toHaveLength(1);
    expect(sqlLines('a.ts', 'const rows = await tx.query<{ id: string; name: string }>(')).toHaveLength(1);
    expect(sqlLines('a.ts', 'await db.execScript(text);')).toHaveLength(1);
    expect(sqlLines('a.ts', 'const match = /^(\\d{3})$/.exec(range);')).toEqual([]);
    expect(sqlLines('a.ts', 'const page = (query: { limit?: string }) => query.limit;')).toEqual([]);
  });
});
