import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/e2e/support/launch-browser.js';

/** The routes audited (issue 20): registration, sign-in, the forgotten-credentials start and the signed-out page. */
export const LIGHTHOUSE_ROUTES = ['/', '/user/login', '/user/forgotten-password-username', '/logged-out/loggedOut'] as const;

/** The targets of the page audit: scores out of 100, layout shift as Lighthouse counts it. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, cumulativeLayoutShift: 0.02 } as const;

/** What one Lighthouse run found. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  totalBlockingTimeMs: number;
  /**
   * Lighthouse's own measure of this machine's CPU speed at the time of the run: its
   * simulated throttling scales by it, so a loaded machine lowers the performance score.
   */
  benchmarkIndex: number;
  /** The Lighthouse that ran. */
  version: string;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
  lighthouseVersion?: string;
  runtimeError?: { code: string; message: string };
}

/**
 * Runs the Lighthouse CLI (a dev dependency) on `url` with its default mobile preset: a
 * mid-range phone's screen and a 4x slower CPU, on simulated slow 4G. Debian's Chromium,
 * headless, started by Lighthouse itself with the flags the tests use.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const run = promisify(execFile)(
    join(REPO_ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    // A run that has not finished in five minutes will not: the machine is too loaded, and
    // the bench should say so rather than hang.
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 5 * 60_000 },
  );
  const { stdout } = await run.catch((error: Error & { stderr?: string; killed?: boolean }) => {
    // The message repeats the command line; what went wrong is on stderr.
    const said = (error.stderr ?? '').trim().split('\n').filter(Boolean).at(-1);
    throw new Error(error.killed ? 'no answer within 5 minutes' : (said ?? error.message.split('\n')[0] ?? 'failed'));
  });
  const report = JSON.parse(stdout) as LighthouseReport;
  // A page Lighthouse could not load still yields a report, with every score null.
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
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
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    version: report.lighthouseVersion ?? 'unknown',
  };
}

/** Each target beside its figure: name, figure as printed, target as printed, whether met. */
export function lighthouseChecks(figures: LighthouseFigures): { name: string; value: string; target: string; met: boolean }[] {
  const t = LIGHTHOUSE_TARGETS;
  return [
    { name: 'performance', value: String(figures.performance), target: `>= ${t.performance}`, met: figures.performance >= t.performance },
    { name: 'accessibility', value: String(figures.accessibility), target: String(t.accessibility), met: figures.accessibility >= t.accessibility },
    { name: 'best practices', value: String(figures.bestPractices), target: String(t.bestPractices), met: figures.bestPractices >= t.bestPractices },
    {
      name: 'cumulative layout shift',
      value: figures.cumulativeLayoutShift.toFixed(3),
      target: `< ${t.cumulativeLayoutShift}`,
      met: figures.cumulativeLayoutShift < t.cumulativeLayoutShift,
    },
  ];
}

/** Prints one route's scores and timings against the targets; answers whether every target is met. */
export function reportLighthouse(route: string, figures: LighthouseFigures): boolean {
  const checks = lighthouseChecks(figures);
  console.log(`Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), ${route}:`);
  for (const { name, value, target, met } of checks) console.log(`  ${name.padEnd(24)} ${value} (target ${target}): ${met ? 'met' : 'NOT met'}`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `  first contentful paint ${seconds(figures.firstContentfulPaintMs)}, largest contentful paint ${seconds(figures.largestContentfulPaintMs)}, ` +
      `total blocking time ${Math.round(figures.totalBlockingTimeMs)} ms, machine's benchmark index ${Math.round(figures.benchmarkIndex)}`,
  );
  return checks.every(({ met }) => met);
}
