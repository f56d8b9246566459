import { TRANSFER_BUDGET_BYTES, type TransferByKind } from './first-route-transfer.js';
import { STOCK_RATIO_TARGET, type FeedbackSummary } from './form-feedback.js';
import { LATENCY_P95_TARGET_MS } from './keystroke-latency.js';
import { LIGHTHOUSE_TARGETS, lighthouseChecks, type LighthouseFigures } from './lighthouse-audit.js';
import { lighthouseTimings } from './lighthouse-timings.js';
import { mark, markdownTable } from './markdown-table.js';

/** A route's Lighthouse figures, or why there are none (a run that failed or timed out). */
export type LighthouseOutcome = { route: string; figures: LighthouseFigures } | { route: string; error: string };

/** Everything one `npm run bench` run measured for the budget of issue 20. */
export interface BudgetFigures {
  /** The route the transfer and the form were measured on ("/"). */
  firstRoute: string;
  transfer: TransferByKind;
  feedback: FeedbackSummary;
  lighthouse: readonly LighthouseOutcome[];
  /** The stack's libraries alone as the first route imports them, brotli bytes (stack-floor.ts). */
  stackFloorBytes: number;
  /** Lighthouse on the stack alone drawing the same first screen (floor-screen.ts), same run. */
  floorScreen?: LighthouseOutcome | undefined;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The budget as one markdown table, a row per audited route, the targets in the first row,
 * each figure marked met or not; the first route's transfer and keystroke figures sit in its
 * own row, since they are measured there only. Notes under it say what each column counts,
 * with the peer figures (stock rjsf, the bare-input floor) of the same run.
 */
export function budgetTable(figures: BudgetFigures): string {
  const { transfer, feedback } = figures;
  const t = LIGHTHOUSE_TARGETS;
  const header = ['Route', 'On the wire, first visit', 'Keystroke to feedback p95', 'Performance', 'Accessibility', 'Best practices', 'CLS'];
  const targets = [
    '*target*',
    `<= ${TRANSFER_BUDGET_BYTES / 1024} KB`,
    `< ${LATENCY_P95_TARGET_MS} ms`,
    `>= ${t.performance}`,
    String(t.accessibility),
    String(t.bestPractices),
    `< ${t.cumulativeLayoutShift}`,
  ];
  const wire = `${kb(transfer.total)} ${mark(transfer.total <= TRANSFER_BUDGET_BYTES)}`;
  const keystroke = `${ms(feedback.oursP95Ms)} ${mark(feedback.fast)}`;
  const routes = new Set([figures.firstRoute, ...figures.lighthouse.map(({ route }) => route)]);
  const rows = [...routes].map((route) => {
    const first = route === figures.firstRoute;
    const outcome = figures.lighthouse.find((each) => each.route === route);
    const audit =
      outcome === undefined
        ? ['not run', '', '', '']
        : 'error' in outcome
          ? ['did not finish', '', '', '']
          : lighthouseChecks(outcome.figures).map(({ value, met }) => `${value} ${mark(met)}`);
    return [`\`${route}\``, first ? wire : '-', first ? keystroke : '-', ...audit];
  });
  const failures = figures.lighthouse.flatMap((outcome) => ('error' in outcome ? [`- Lighthouse on \`${outcome.route}\` did not finish: ${outcome.error}`] : []));
  const audited = figures.lighthouse.flatMap((outcome) => ('figures' in outcome ? [outcome.figures] : []));
  const indexes = audited.map((each) => Math.round(each.benchmarkIndex));
  const notes = [
    `- On the wire: every response of a first visit to \`${figures.firstRoute}\` (empty cache) as Chromium counted it, headers and compressed body ` +
      `(brotli where the server sent it): HTML ${kb(transfer.html)}, JS ${kb(transfer.js)}, CSS ${kb(transfer.css)}, models ${kb(transfer.models)}, ` +
      `other (icons, API answers) ${kb(transfer.other)}.`,
    `- Floor, same run: the stack's libraries alone, imported as the first route imports them (react-dom, react-router's data router, swr, ` +
      `an XState actor, an rjsf form with a precompiled validator) and built and compressed as the portal is: ${kb(figures.stackFloorBytes)} of scripts, ` +
      `leaving ${kb(TRANSFER_BUDGET_BYTES - figures.stackFloorBytes)} of the budget for everything of the portal's own (code, rule files, texts, styles, HTML); ` +
      `the portal adds ${kb(transfer.total - figures.stackFloorBytes)} above the floor.`,
    `- Keystroke to feedback: the full registration form filled with its example, 200 keystrokes into Organization Name with the pointer at the page's top left corner for every page compared, keydown to the painted frame ` +
      `showing or clearing the error. Same run: stock @rjsf/core ${ms(feedback.stockP95Ms)} (${feedback.paintedRatio.toFixed(1)}x ours), ` +
      `a bare input and handler ${ms(feedback.floorP95Ms)}; stock / ours in the page's own work (input event to DOM change) ` +
      `${feedback.workRatio.toFixed(1)}x (target >= ${STOCK_RATIO_TARGET}x) ${mark(feedback.faster)}.`,
    `- Lighthouse ${audited[0]?.version ?? ''}: mobile preset (simulated slow 4G, 4x CPU slowdown), headless Debian Chromium, against the built portal on the real server with demo data. ` +
      `Its benchmark index of this machine during the runs: ${indexes.join(', ') || 'none'} (a loaded machine scores lower on performance).`,
    ...failures,
  ];
  const timings = figures.lighthouse.length > 0 ? `\n\n### Lighthouse timings beside the floor, same run\n\n${lighthouseTimings(figures.lighthouse, figures.floorScreen)}` : '';
  return `${markdownTable(header, [targets, ...rows], ['l', 'r', 'r', 'r', 'r', 'r', 'r'])}\n\n${notes.join('\n')}${timings}`;
}
