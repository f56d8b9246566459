import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { launchBrowser } from '../../test/e2e/support/browser.js';
import { reportBundleSize } from './bundle-size.js';
import { defaultRouteModels } from '../build/default-route-models.js';
import { measureFirstRouteTransfer, reportTransfer } from './first-route-transfer.js';
import { reportLighthouse, runLighthouse } from './lighthouse-audit.js';
import { measureKeystrokeLatency, reportLatency } from './keystroke-latency.js';

/**
 * `npm run bench` (after `npm run build`): figures, not a test. Prints the gzipped size of
 * the default route's JavaScript, the bytes the first route transfers as a browser receives
 * them (compressed), the keystroke-to-meter latency in Chromium and a Lighthouse audit of
 * the page (mobile preset), each against its target. Exits non-zero only when a figure cannot be taken (no build, no
 * meter); being over a target is reported, not failed, so the numbers are always shown.
 *
 * BENCH_PATH picks the page with the password meter (default "/").
 */
const dist = join(REPO_ROOT, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (`npm run bench` does).');
  process.exit(1);
}

reportBundleSize(dist, defaultRouteModels());
console.log('');

const path = process.env.BENCH_PATH ?? '/';
const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const app = buildApp({ db, staticDir: dist, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const browser = await launchBrowser();
let exitCode = 0;
try {
  reportTransfer(await measureFirstRouteTransfer(browser, `http://127.0.0.1:${port}${path}`));
  console.log('');
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
  reportLatency(await measureKeystrokeLatency(page));
  console.log('');
  reportLighthouse(await runLighthouse(`http://127.0.0.1:${port}${path}`));
} catch (error) {
  console.error(`Measuring ${path}: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await browser.close();
  await app.close();
}
process.exit(exitCode);
