import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach } from 'vitest';
import { openPages } from './page-watch.js';

/**
 * A failed journey prints what each of its open pages showed (address, visible text, last
 * API answers) and saves a screenshot under test-results/: a failure that happens only on a
 * busy CI machine can then be read from the run's log instead of guessed at.
 */
async function reportOpenPages(testName: string): Promise<void> {
  const dir = join(process.cwd(), 'test-results');
  mkdirSync(dir, { recursive: true });
  let index = 0;
  for (const [page, answers] of openPages) {
    index += 1;
    try {
      const shown = (await page.locator('body').innerText({ timeout: 2_000 })).replace(/\s+\n/g, '\n').slice(0, 1_500);
      const file = join(dir, `${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${index}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
      console.log(`\n[failure report] page ${index}: ${page.url()}\n[last API answers] ${answers.join(' | ') || 'none'}\n[screenshot] ${file}\n[shown]\n${shown}\n`);
    } catch (error) {
      console.log(`[failure report] page ${index}: ${page.url()} could not be read (${(error as Error).message})`);
    }
  }
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => reportOpenPages(task.name));
});
