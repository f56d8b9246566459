import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { POSTGRES_PASS_TESTS } from './support/postgres-pass.js';

/** Every server test file, as a path from the repository's root. */
function serverTestFiles(): string[] {
  return readdirSync(join(REPO_ROOT, 'test/server'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => `test/server/${path.split(/[\\/]/).join('/')}`);
}

describe('the PostgreSQL pass', () => {
  it('runs every server test file that has tests only for PostgreSQL, so none is left unrun', () => {
    const inPass = (path: string) => POSTGRES_PASS_TESTS.some((pattern) => (pattern.endsWith('/*.test.ts') ? path.startsWith(pattern.slice(0, -'*.test.ts'.length)) : path === pattern));
    const postgresOnly = serverTestFiles().filter((path) => /runIf\(process\.env\.TEST_DATABASE_URL\)/.test(readFileSync(join(REPO_ROOT, path), 'utf8')));
    expect(postgresOnly.length).toBeGreaterThan(0);
    expect(postgresOnly.filter((path) => !inPass(path))).toEqual([]);
  });

  it('names only test files that exist', () => {
    expect(POSTGRES_PASS_TESTS.filter((path) => !path.includes('*') && !existsSync(join(REPO_ROOT, path)))).toEqual([]);
  });
});
