import type { LighthouseOutcome } from './budget-table.js';
import { LIGHTHOUSE_TARGETS } from './lighthouse-audit.js';
import { mark, markdownTable } from './markdown-table.js';

/** The label of the stack floor's screen in the timings table. */
export const FLOOR_SCREEN_LABEL = 'floor: the stack alone, same first screen';

/**
 * Lighthouse's performance score and the timings it is made of, a row per audited route and
 * a last row for the floor screen of the same run (floor-screen.ts), with the machine's
 * benchmark index of each run. Under it, what the floor means for the target: when even the
 * stack alone scores below it, no work on the portal's own code can reach it on this stack.
 */
export function lighthouseTimings(routes: readonly LighthouseOutcome[], floor: LighthouseOutcome | undefined): string {
  const header = ['Page', 'Performance', 'First contentful paint', 'Largest contentful paint', 'Total blocking time', 'Benchmark index'];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const row = (label: string, outcome: LighthouseOutcome) =>
    'error' in outcome
      ? [label, 'did not finish', '', '', '', '']
      : [
          label,
          `${outcome.figures.performance} ${mark(outcome.figures.performance >= LIGHTHOUSE_TARGETS.performance)}`,
          seconds(outcome.figures.firstContentfulPaintMs),
          seconds(outcome.figures.largestContentfulPaintMs),
          `${Math.round(outcome.figures.totalBlockingTimeMs)} ms`,
          String(Math.round(outcome.figures.benchmarkIndex)),
        ];
  const rows = [...routes.map((outcome) => row(`\`${outcome.route}\``, outcome)), ...(floor ? [row(FLOOR_SCREEN_LABEL, floor)] : [])];
  const table = markdownTable(header, rows, ['l', 'r', 'r', 'r', 'r', 'r']);
  return `${table}\n\n${floorNotes(floor).join('\n')}`;
}

/** What the floor row is, and what its score says about the target. */
function floorNotes(floor: LighthouseOutcome | undefined): string[] {
  if (!floor) return ['- The floor screen was not audited in this run.'];
  const what =
    `- Floor: scripts/bench/floor-screen-page, built as the portal is and served by the portal's own server, draws what \`/\` draws first with none ` +
    `of the portal's code: a heading, an intro and the registration model's schema through stock @rjsf/core with its precompiled validator, on ` +
    `the stack floor's libraries (react-dom, react-router's data router, swr, an XState actor), the form in a deferred render as the portal's is.`;
  if ('error' in floor) return [what, `- Lighthouse on the floor did not finish: ${floor.error}`];
  const target = LIGHTHOUSE_TARGETS.performance;
  const score =
    floor.figures.performance < target
      ? `- The floor scores ${floor.figures.performance}, below the target of ${target} in this run (benchmark index ${Math.round(floor.figures.benchmarkIndex)}).`
      : `- The floor scores ${floor.figures.performance}, at or above the target of ${target}.`;
  // Since pages' HTML carries their first paint, the floor is what the stack costs, not a bound.
  const bound =
    `- The floor paints only once its script has run; a portal page whose HTML carries its first paint (docs/decisions/first-paint-in-html.md) ` +
    `paints before its script runs, so the floor is not a bound on the portal's score: compare first contentful paint and blocking time.`;
  return [what, score, bound];
}
