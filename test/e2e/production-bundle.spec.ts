import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** The built portal (npm run test:e2e builds it first). */
const assets = join(REPO_ROOT, 'dist', 'assets');

describe('the production bundle', () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));

  it('has scripts to inspect', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(scripts)('%s compiles no code at run time (no new Function, no eval)', (file) => {
    const source = readFileSync(join(assets, file), 'utf8');
    expect(source).not.toMatch(/new Function\s*\(/);
    expect(source).not.toMatch(/\beval\s*\(/);
  });
});
