import type { Page } from 'playwright-core';

// Apart from failure-report.ts (a vitest setup file that registers a hook on import), so
// openPortal's callers outside vitest (scripts/bench) can import the browser helpers.

/** The portal's pages still open, each with the last API answers it received. */
export const openPages = new Map<Page, string[]>();

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

