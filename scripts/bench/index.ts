import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { launchBrowser } from '../../test/e2e/support/browser.js';
import { defaultRouteScripts, reportBundleSize } from './bundle-size.js';
import { defaultRouteModels } from '../build/default-route-models.js';
import { compareFormFeedback } from './compare-form-feedback.js';
import { measureFirstRouteTransfer, reportTransfer, routeScreen } from './first-route-transfer.js';
import { reportLighthouse, runLighthouse, type LighthouseFigures } from './lighthouse-audit.js';
import { measureKeystrokeLatency, percentile, reportLatency } from './keystroke-latency.js';
import { startDemoPortal } from '../../src/server/demo/demo-portal.js';
import { compareTableAll } from './table-all.js';

/**
 * `npm run bench` (after `npm run build`): figures, not a test. Prints the gzipped size of
 * the default route's JavaScript, the bytes the first route transfers as a browser receives
 * them (compressed), the keystroke-to-meter latency in Chromium and a Lighthouse audit of
 * the page (mobile preset), each against its target; then the keystroke-to-feedback latency
 * of the whole registration form beside the same form on stock @rjsf/core
 * (compare-form-feedback.ts); then the provider table with ALL rows beside a raw table
 * (table-all.ts).
 * Exits non-zero only when a figure cannot be taken (no build, no meter, no form field);
 * being over a target is reported, not failed, so the numbers are always shown.
 *
 * BENCH_PATH picks the page with the password meter (default "/"); BENCH_LIGHTHOUSE=0 the Lighthouse audits (the slowest part), BENCH_FORM=0 the
 * form comparison and BENCH_TABLE=0 the table with ALL rows.
 */
const dist = join(REPO_ROOT, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (`npm run bench` does).');
  process.exit(1);
}
const path = process.env.BENCH_PATH ?? '/';
const lighthouseOn = process.env.BENCH_LIGHTHOUSE !== '0';

interface Figures {
  scriptGzipBytes: number;
  transferBytes: number;
  keystrokeP95Ms: number;
  /** Undefined when BENCH_LIGHTHOUSE=0. */
  lighthouse?: LighthouseFigures;
}

/** Serves `staticDir` with the real server as `npm start` runs it (src/server/demo/demo-portal.ts) and takes every figure of it. */
async function measure(browser: Browser, staticDir: string, print: boolean): Promise<Figures> {
  const models = defaultRouteModels();
  if (print) {
    reportBundleSize(staticDir, models);
    console.log('');
  }
  const portal = await startDemoPortal({ staticDir });
  const url = `${portal.origin}${path}`;
  try {
    const transfer = await measureFirstRouteTransfer(browser, url);
    if (print) {
      reportTransfer(transfer, { path, screen: routeScreen(path) });
      console.log('');
    }
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const latency = await measureKeystrokeLatency(page);
    await page.close();
    if (print) {
      reportLatency(latency);
      console.log('');
    }
    const lighthouse = lighthouseOn ? await runLighthouse(url) : undefined;
    if (print) {
      if (lighthouse) reportLighthouse(lighthouse);
      else console.log('Lighthouse skipped (BENCH_LIGHTHOUSE=0).');
    }
    return {
      scriptGzipBytes: defaultRouteScripts(staticDir, models).reduce((sum, file) => sum + file.gzipBytes, 0),
      transferBytes: transfer.reduce((sum, response) => sum + response.bytes, 0),
      keystrokeP95Ms: percentile([...latency.samples].sort((a, b) => a - b), 95),
      lighthouse,
    };
  } finally {
    await portal.close();
  }
}

const browser = await launchBrowser();
let exitCode = 0;
try {
  await measure(browser, dist, true);
  if (process.env.BENCH_FORM !== '0') {
    console.log('');
    await compareFormFeedback(browser, dist);
  }
  if (process.env.BENCH_TABLE !== '0') {
    console.log('');
    await compareTableAll(browser);
  }
} catch (error) {
  console.error(`Measuring ${path}: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await browser.close();
}
process.exit(exitCode);
