import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { launchBrowser } from '../../test/e2e/support/launch-browser.js';
import { reportBundleSize } from './bundle-size.js';
import { defaultRouteModels } from '../build/default-route-models.js';
import { budgetTable, type LighthouseOutcome } from './budget-table.js';
import { compareFormFeedback } from './compare-form-feedback.js';
import { measureFirstRouteTransfer, reportTransfer, routeScreen, transferByKind, type TransferByKind } from './first-route-transfer.js';
import { LIGHTHOUSE_ROUTES, reportLighthouse, runLighthouse } from './lighthouse-audit.js';
import { measureKeystrokeLatency, reportLatency } from './keystroke-latency.js';
import { writePerformanceSection } from './performance-doc.js';
import { startDemoPortal } from '../../src/server/demo/demo-portal.js';
import { compareTableAll } from './table-all.js';
import { measureStackFloor } from './stack-floor.js';
import { serveFloorScreen } from './floor-screen.js';
import { FLOOR_SCREEN_LABEL, lighthouseTimings } from './lighthouse-timings.js';
import { compareSelectionAll, selectionSection } from './selection-all.js';
import { firstRouteModules, floorPackages, reportFirstRouteModules } from './first-route-breakdown.js';

/**
 * `npm run bench` (after `npm run build`): figures, not a test. Prints the gzipped size of
 * the default route's JavaScript, the bytes the first route transfers as a browser receives
 * them (compressed), the keystroke-to-meter latency in Chromium, a Lighthouse audit (mobile
 * preset) of each route of issue 20, the keystroke-to-feedback latency of the whole
 * registration form beside the same form on stock @rjsf/core (compare-form-feedback.ts), and
 * the provider table with ALL rows beside a raw table (table-all.ts), the stack's own floor of
 * the first route's size (stack-floor.ts) and Lighthouse on the stack alone drawing the same
 * first screen (floor-screen.ts). Then the budget table (budget-table.ts), printed
 * and written to docs/performance.md (performance-doc.ts); and "select all", Delete
 * Selected's open and Cancel with ALL beside a bare-DOM floor (selection-all.ts), printed and
 * written as a section of its own.
 * `--only size` measures the first route's bytes alone, `--only lighthouse` the Lighthouse part
 * alone (routes and floor screen); neither writes docs/performance.md.
 * Exits non-zero only when a figure cannot be taken (no build, no meter, no form field);
 * being over a target is reported, not failed, so the numbers are always shown.
 *
 * BENCH_PATH picks the page with the password meter (default "/"); BENCH_LIGHTHOUSE=0 skips
 * the Lighthouse audits (the slowest part), BENCH_FORM=0 the form comparison and
 * BENCH_TABLE=0 the table with ALL rows, BENCH_SELECTION=0 the selection (its section is
 * still written whenever it runs; `npm run bench:selection` runs it alone). docs/performance.md is written only by a full run
 * (none of these set), so every figure on it comes from one run of the same measures.
 */
const dist = join(REPO_ROOT, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (`npm run bench` does).');
  process.exit(1);
}
const path = process.env.BENCH_PATH ?? '/';
const skip = (name: string) => process.env[name] === '0';
const only = /^--only (size|lighthouse)$/.exec(process.argv.slice(2).join(' '))?.[1];
const onlySize = only === 'size';
const fullRun = only === undefined && path === '/' && !['BENCH_LIGHTHOUSE', 'BENCH_FORM', 'BENCH_TABLE', 'BENCH_SELECTION'].some(skip);
const FLOOR_DIST = join(REPO_ROOT, '.bench/stack-floor');

/** The first route's bytes only: on the wire by kind, and its scripts by module beside the floor. */
async function measureSizeOnly(browser: Browser): Promise<void> {
  const stackFloorBytes = await measureStackFloor();
  const portal = await startDemoPortal({ staticDir: dist });
  try {
    const transfer = await measureFirstRouteTransfer(browser, `${portal.origin}${path}`);
    reportTransfer(transfer, { path, screen: routeScreen(path) });
    const kinds = transferByKind(transfer);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`  by kind: HTML ${kb(kinds.html)}, JS ${kb(kinds.js)}, CSS ${kb(kinds.css)}, models ${kb(kinds.models)}, other ${kb(kinds.other)}`);
    console.log(`  the stack's floor ${kb(stackFloorBytes)}; the portal adds ${kb(kinds.total - stackFloorBytes)} above it\n`);
    reportFirstRouteModules(firstRouteModules(dist, join(REPO_ROOT, '.bench/chunk-modules.json'), floorPackages(FLOOR_DIST)));
  } finally {
    await portal.close();
  }
}

/** Audits a route, once more when the first run fails: on a loaded machine a run sometimes fails where the next succeeds. */
async function auditRoute(origin: string, route: string, label = route): Promise<LighthouseOutcome> {
  let reason = '';
  for (const attempt of [1, 2]) {
    try {
      const figures = await runLighthouse(`${origin}${route}`);
      reportLighthouse(label, figures);
      return { route, figures };
    } catch (error) {
      reason = `${error instanceof Error ? error.message : String(error)} (attempt ${attempt} of 2)`;
      console.log(`Lighthouse on ${label} did not finish: ${reason}`);
    }
  }
  return { route, error: reason };
}

/** The Lighthouse part alone (`--only lighthouse`): each route, then the floor screen, and their timings side by side. */
async function measureLighthouseOnly(): Promise<void> {
  const portal = await startDemoPortal({ staticDir: dist });
  let routes: LighthouseOutcome[];
  try {
    routes = await auditRoutes(portal.origin);
  } finally {
    await portal.close();
  }
  console.log(`\n${lighthouseTimings(routes, await auditFloorScreen())}`);
}

/** Audits each route in turn; a route that fails twice is kept as its error, so the others still count. */
async function auditRoutes(origin: string): Promise<LighthouseOutcome[]> {
  const outcomes: LighthouseOutcome[] = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    outcomes.push(await auditRoute(origin, route));
    console.log('');
  }
  return outcomes;
}

/** Lighthouse on the stack alone drawing the first screen (floor-screen.ts), served by the same server kind. */
async function auditFloorScreen(): Promise<LighthouseOutcome> {
  const floor = await serveFloorScreen();
  try {
    return await auditRoute(floor.origin, '/', FLOOR_SCREEN_LABEL);
  } finally {
    await floor.close();
  }
}

/** Serves dist/ with the real server as `npm start` runs it (src/server/demo/demo-portal.ts) and takes the page figures of it. */
async function measurePages(browser: Browser): Promise<{ transfer: TransferByKind; lighthouse: LighthouseOutcome[]; floorScreen?: LighthouseOutcome }> {
  const models = defaultRouteModels();
  reportBundleSize(dist, models);
  console.log('');
  const portal = await startDemoPortal({ staticDir: dist });
  const url = `${portal.origin}${path}`;
  try {
    const transfer = await measureFirstRouteTransfer(browser, url);
    reportTransfer(transfer, { path, screen: routeScreen(path) });
    console.log('');
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    reportLatency(await measureKeystrokeLatency(page));
    await page.close();
    console.log('');
    if (skip('BENCH_LIGHTHOUSE')) return { transfer: transferByKind(transfer), lighthouse: [] };
    return { transfer: transferByKind(transfer), lighthouse: await auditRoutes(portal.origin), floorScreen: await auditFloorScreen() };
  } finally {
    await portal.close();
  }
}

const browser = await launchBrowser();
let exitCode = 0;
if (only) {
  try {
    if (onlySize) await measureSizeOnly(browser);
    else await measureLighthouseOnly();
  } finally {
    await browser.close();
  }
  process.exit(0);
}
try {
  const { transfer, lighthouse, floorScreen } = await measurePages(browser);
  const feedback = skip('BENCH_FORM') ? undefined : await compareFormFeedback(browser, dist);
  if (!skip('BENCH_TABLE')) {
    console.log('');
    await compareTableAll(browser);
  }
  if (!skip('BENCH_SELECTION')) {
    console.log('');
    const selection = await compareSelectionAll(browser, dist);
    console.log(`Written to ${writePerformanceSection('bench:selection', selectionSection(selection))}.`);
  }
  if (feedback) {
    const stackFloorBytes = await measureStackFloor();
    console.log(`\nThe stack's libraries alone (scripts/bench/stack-floor.ts): ${(stackFloorBytes / 1024).toFixed(1)} KB brotli`);
    const table = budgetTable({ firstRoute: path, transfer, feedback, lighthouse, stackFloorBytes, floorScreen });
    console.log(`\nBudget (issue 20), one run:\n\n${table}\n`);
    if (fullRun) console.log(`Written to ${writePerformanceSection('bench', table)}.`);
  }
  if (!fullRun) console.log('docs/performance.md not written: a BENCH_* switch left part of the run out.');
} catch (error) {
  console.error(`Measuring ${path}: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await browser.close();
}
process.exit(exitCode);
