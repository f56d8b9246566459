// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeBudgetBlock, readmeBudgetNow } from '../../../scripts/bench/performance-doc.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

describe("the README's budget table", () => {
  it('is the one docs/performance.md holds from the last npm run bench, never typed apart from it', () => {
    const shown = readmeBudgetNow(read('README.md'));
    expect(shown).toBeDefined();
    expect(shown).toBe(readmeBudgetBlock(read('docs/performance.md')));
  });

  it("carries the run's provenance and its first table only, the floor's table and notes left to the page", () => {
    const page = [
      '<!-- bench:start -->',
      '## Budget',
      '',
      'Measured at commit `abc1234` on 2 cores.',
      '',
      '| Route | Performance |',
      '| --- | --: |',
      '| `/` | 63 ✗ |',
      '',
      '- a note',
      '',
      '| Page | Performance |',
      '| floor | 88 ✗ |',
      '<!-- bench:end -->',
    ].join('\n');
    const block = readmeBudgetBlock(page) ?? '';
    expect(block.startsWith('Measured at commit `abc1234` on 2 cores.')).toBe(true);
    expect(block).toContain('| `/` | 63 ✗ |');
    expect(block).not.toContain('| floor |');
    expect(block).not.toContain('a note');
  });

  it('is not made from a page that has no measured bench section', () => {
    expect(readmeBudgetBlock('<!-- bench:start -->\n## Budget\n\nNot measured yet.\n<!-- bench:end -->')).toBeUndefined();
  });
});
