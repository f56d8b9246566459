import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';

/** The portal's pages still open, each with the last API answers it received. */
const openPages = new Map<Page, string[]>();

/** How many API answers a page keeps for its failure report. */
const ANSWERS_KEPT = 12;

/**
 * Watches a page for the failure report: its API answers as they come, until it closes.
 * openPortal calls it for every page it opens.
 */
export function watchForFailureReport(page: Page): void {
  const answers: string[] = [];
  openPages.set(page, answers);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    answers.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    if (answers.length > ANSWERS_KEPT) answers.shift();
  });
  page.on('close', () => openPages.delete(page));
}

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
