import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { launchBrowser } from '../../test/e2e/support/launch-browser.js';
import { writePerformanceSection } from './performance-doc.js';
import { compareSelectionAll, selectionSection } from './selection-all.js';

/**
 * `npm run bench:selection`: only the selection part of `npm run bench` (selection-all.ts),
 * printed and written as its own section of docs/performance.md (every figure of it from
 * this one run), without the slow rest of the bench.
 */
const dist = join(REPO_ROOT, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const browser = await launchBrowser();
try {
  const figures = await compareSelectionAll(browser, dist);
  console.log(`Written to ${writePerformanceSection('bench:selection', selectionSection(figures))}.`);
} finally {
  await browser.close();
}
