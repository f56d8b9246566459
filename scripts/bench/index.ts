import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildApp } from '../../src/server/app.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { launchBrowser } from '../../test/e2e/support/browser.js';
import { defaultRouteScripts, reportBundleSize } from './bundle-size.js';
import { defaultRouteModels } from '../build/default-route-models.js';
import { measureFirstRouteTransfer, reportTransfer } from './first-route-transfer.js';
import { reportLighthouse, runLighthouse, type LighthouseFigures } from './lighthouse-audit.js';
import { measureKeystrokeLatency, percentile, reportLatency } from './keystroke-latency.js';
import { buildPeer, reportSideBySide } from './runtime-peer.js';

/**
 * `npm run bench` (after `npm run build`): figures, not a test. Prints the gzipped size of
 * the default route's JavaScript, the bytes the first route transfers as a browser receives
 * them (compressed), the keystroke-to-meter latency in Chromium and a Lighthouse audit of
 * the page (mobile preset), each against its target; then the same portal built on React
 * (the peer of the shipped preact/compat runtime) is measured in the same run and both are
 * printed side by side. Exits non-zero only when a figure cannot be taken (no build, no
 * meter); being over a target is reported, not failed, so the numbers are always shown.
 *
 * BENCH_PATH picks the page with the password meter (default "/"); BENCH_PEER=0 skips the peer.
 */
const dist = join(REPO_ROOT, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (`npm run bench` does).');
  process.exit(1);
}
const path = process.env.BENCH_PATH ?? '/';

interface Figures {
  scriptGzipBytes: number;
  transferBytes: number;
  keystrokeP95Ms: number;
  lighthouse: LighthouseFigures;
}

/** Serves `staticDir` on a fresh embedded database and takes every figure of it. */
async function measure(browser: Browser, staticDir: string, print: boolean): Promise<Figures> {
  const models = defaultRouteModels();
  if (print) {
    reportBundleSize(staticDir, models);
    console.log('');
  }
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const app = buildApp({ db, staticDir, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;
  try {
    const transfer = await measureFirstRouteTransfer(browser, url);
    if (print) {
      reportTransfer(transfer);
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
    const lighthouse = await runLighthouse(url);
    if (print) reportLighthouse(lighthouse);
    return {
      scriptGzipBytes: defaultRouteScripts(staticDir, models).reduce((sum, file) => sum + file.gzipBytes, 0),
      transferBytes: transfer.reduce((sum, response) => sum + response.bytes, 0),
      keystrokeP95Ms: percentile([...latency.samples].sort((a, b) => a - b), 95),
      lighthouse,
    };
  } finally {
    await app.close();
  }
}

const browser = await launchBrowser();
let exitCode = 0;
try {
  const shipped = await measure(browser, dist, true);
  if (process.env.BENCH_PEER !== '0') {
    console.log('');
    const peer = await measure(browser, buildPeer(), false);
    const kb = 1 / 1024;
    reportSideBySide([
      ['default-route JavaScript (gzip)', shipped.scriptGzipBytes * kb, peer.scriptGzipBytes * kb, 'KB'],
      ['first route on the wire', shipped.transferBytes * kb, peer.transferBytes * kb, 'KB'],
      ['keystroke to meter, p95', shipped.keystrokeP95Ms, peer.keystrokeP95Ms, 'ms'],
      ['Lighthouse performance', shipped.lighthouse.performance, peer.lighthouse.performance, 'pts'],
      ['Lighthouse largest contentful paint', shipped.lighthouse.largestContentfulPaintMs, peer.lighthouse.largestContentfulPaintMs, 'ms'],
      ['Lighthouse total blocking time', shipped.lighthouse.totalBlockingTimeMs, peer.lighthouse.totalBlockingTimeMs, 'ms'],
    ]);
  }
} catch (error) {
  console.error(`Measuring ${path}: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await browser.close();
}
process.exit(exitCode);
