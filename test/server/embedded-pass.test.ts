import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { EMBEDDED_PASS_TESTS } from './support/embedded-pass.js';

/** Every server test file, as a path from the repository's root. */
function serverTestFiles(): string[] {
  return readdirSync(join(REPO_ROOT, 'test/server'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => `test/server/${path.split(/[\\/]/).join('/')}`);
}

describe('the second server run, on the embedded engine', () => {
  it('runs every server test file that has tests only for PGlite, so CI (first run on PostgreSQL) leaves none unrun', () => {
    const embeddedOnly = serverTestFiles().filter((path) => /skipIf\(process\.env\.TEST_DATABASE_URL\)/.test(readFileSync(join(REPO_ROOT, path), 'utf8')));
    expect(embeddedOnly.filter((path) => !EMBEDDED_PASS_TESTS.includes(path))).toEqual([]);
  });

  it('names only test files that exist', () => {
    expect(EMBEDDED_PASS_TESTS.filter((path) => !existsSync(join(REPO_ROOT, path)))).toEqual([]);
  });
});
