import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/e2e/support/browser.js';

/** The targets of the page audit: scores out of 100, layout shift as Lighthouse counts it. */
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, cumulativeLayoutShift: 0.02 } as const;

/** What one Lighthouse run found. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  totalBlockingTimeMs: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Runs the Lighthouse CLI (a dev dependency) on `url` with its default mobile preset: a
 * mid-range phone's screen and a 4x slower CPU, on simulated slow 4G. Debian's Chromium,
 * headless, started by Lighthouse itself with the flags the tests use.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const { stdout } = await promisify(execFile)(
    join(REPO_ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    firstContentfulPaintMs: value('first-contentful-paint'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    cumulativeLayoutShift: value('cumulative-layout-shift'),
    totalBlockingTimeMs: value('total-blocking-time'),
  };
}

/** Prints the scores and timings against the targets; answers whether every target is met. */
export function reportLighthouse(figures: LighthouseFigures): boolean {
  const checks: [string, string, boolean][] = [
    ['performance', `${figures.performance} (target >= ${LIGHTHOUSE_TARGETS.performance})`, figures.performance >= LIGHTHOUSE_TARGETS.performance],
    ['accessibility', `${figures.accessibility} (target ${LIGHTHOUSE_TARGETS.accessibility})`, figures.accessibility >= LIGHTHOUSE_TARGETS.accessibility],
    ['best practices', `${figures.bestPractices} (target ${LIGHTHOUSE_TARGETS.bestPractices})`, figures.bestPractices >= LIGHTHOUSE_TARGETS.bestPractices],
    [
      'cumulative layout shift',
      `${figures.cumulativeLayoutShift.toFixed(3)} (target < ${LIGHTHOUSE_TARGETS.cumulativeLayoutShift})`,
      figures.cumulativeLayoutShift < LIGHTHOUSE_TARGETS.cumulativeLayoutShift,
    ],
  ];
  console.log('Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), registration page:');
  for (const [name, text, met] of checks) console.log(`  ${name.padEnd(24)} ${text}: ${met ? 'met' : 'NOT met'}`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `  first contentful paint ${seconds(figures.firstContentfulPaintMs)}, largest contentful paint ${seconds(figures.largestContentfulPaintMs)}, total blocking time ${Math.round(figures.totalBlockingTimeMs)} ms`,
  );
  return checks.every(([, , met]) => met);
}
