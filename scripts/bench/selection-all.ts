import type { Browser, Page } from 'playwright-core';
import type { Database } from '../../src/server/db/database.js';
import { startDemoPortal } from '../../src/server/demo/demo-portal.js';
import { loadMessageContext } from '../../test/support/catalogue.js';
import { formatMessage } from '../../src/engine/messages/format-message.js';
import { buildPage } from './table-all.js';
import { serveDirectory } from './stock-form.js';

/**
 * Part of `npm run bench` (BENCH_SELECTION=0 skips it; `npm run bench:selection` runs it
 * alone): issue 25's "100,000 rows stay responsive". The real portal (built dist/, the real
 * server, an account of 100,000 identifiers) with ALL chosen: the time from the click to the
 * painted frame for "select all", for opening Delete Selected's confirmation and for its
 * Cancel, beside a bare-DOM floor doing the same in the same browser (selection-floor-page:
 * a Set of keys, a summary and a hand-rolled virtual list). Median of RUNS each.
 */
const ACCOUNT = 'paula.practice@clinic.example';
const PASSWORD = 'Portal#Demo24';
const IDENTIFIERS = 100_000;
const RUNS = 5;
/** The target for each action. */
const SELECTION_TARGET_MS = 200;

/** Fills the account up to IDENTIFIERS rows, TINs spread over its two plans (set-based, one statement). */
async function fillAccount(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id)
     SELECT u.id, 0, lpad(n::text, 9, '0'), (ARRAY[101, 102])[1 + n % 2]
       FROM users u, generate_series(1, $2::int - (SELECT count(*) FROM user_identifiers i JOIN users v ON v.id = i.user_id WHERE v.username = $1)::int) AS n
      WHERE u.username = $1`,
    [ACCOUNT, IDENTIFIERS],
  );
}

/**
 * In the page (a string: tsx would name functions with a helper the page lacks): clicks the
 * element `target` finds and answers the time to the first frame after `done` holds, painted.
 */
const TIME_CLICK = (target: string, done: string) => `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  const element = (${target})();
  const started = performance.now();
  element.click();
  while (!(${done})() && performance.now() - started < 60000) await frame();
  await frame();
  return performance.now() - started;
})()`;

/** The three actions as the page finds their controls; the same selectors serve both pages. */
const ACTIONS = {
  selectAll: TIME_CLICK(`() => document.querySelector('thead input[type="checkbox"]')`, `() => document.querySelector('thead input[type="checkbox"]').checked`),
  open: TIME_CLICK(`() => document.querySelector('[data-event="@open:confirm-delete-selected"]')`, `() => document.querySelector('dialog[open] [role="list"], dialog[open] ul')`),
  cancel: TIME_CLICK(`() => [...document.querySelectorAll('dialog[open] button')].find((b) => b.dataset.event === '@close')`, `() => !document.querySelector('dialog[open]')`),
  unselectAll: TIME_CLICK(`() => document.querySelector('thead input[type="checkbox"]')`, `() => !document.querySelector('thead input[type="checkbox"]').checked`),
};

interface Figures {
  selectAll: number[];
  open: number[];
  cancel: number[];
  rowsInDialog: number;
}

/** Runs the three actions RUNS times on a page showing all rows, unselecting between runs. */
async function measure(page: Page): Promise<Figures> {
  const figures: Figures = { selectAll: [], open: [], cancel: [], rowsInDialog: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    figures.selectAll.push((await page.evaluate(ACTIONS.selectAll)) as number);
    figures.open.push((await page.evaluate(ACTIONS.open)) as number);
    figures.rowsInDialog = await page.locator('dialog[open] li').count();
    figures.cancel.push((await page.evaluate(ACTIONS.cancel)) as number);
    await page.evaluate(ACTIONS.unselectAll);
  }
  return figures;
}

/** Signs in to the portal as ACCOUNT, chooses ALL and waits for the rows. */
async function portalPage(browser: Browser, origin: string): Promise<Page> {
  const { catalogue, globals } = loadMessageContext();
  const text = (id: string) => formatMessage(catalogue, id, {}, globals);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/user/login`);
  await page.getByLabel(/^Username/).fill(ACCOUNT);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: text('action.logIn') }).click();
  await page.getByLabel(text('caption.resultsPerPage')).selectOption({ label: text('table.all') });
  await page.waitForSelector('.portal-table__scroll--virtual tbody tr[aria-rowindex="2"]', { timeout: 120_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 120_000 });
  return page;
}

/** The medians, one line per action, as printed and as written to docs/performance.md. */
export interface SelectionFigures {
  rows: number;
  lines: { action: string; ours: number; floor: number }[];
  rowsInDialog: { ours: number; floor: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Measures the portal and the floor in `browser` and prints them side by side. */
export async function compareSelectionAll(browser: Browser, dist: string): Promise<SelectionFigures> {
  const floorDir = await buildPage('scripts/bench/selection-floor-page', 'selection-floor');
  const floorServer = await serveDirectory(floorDir);
  const portal = await startDemoPortal({ staticDir: dist, prepare: fillAccount });
  try {
    const page = await portalPage(browser, portal.origin);
    const ours = await measure(page);
    await page.context().close();
    const floorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const floorPage = await floorContext.newPage();
    await floorPage.goto(floorServer.url);
    await floorPage.waitForSelector('tbody tr[aria-rowindex="2"]');
    const floor = await measure(floorPage);
    await floorContext.close();
    const figures: SelectionFigures = {
      rows: IDENTIFIERS - 1,
      lines: (['selectAll', 'open', 'cancel'] as const).map((action) => ({ action, ours: median(ours[action]), floor: median(floor[action]) })),
      rowsInDialog: { ours: ours.rowsInDialog, floor: floor.rowsInDialog },
    };
    printSelection(figures);
    return figures;
  } finally {
    await portal.close();
    await floorServer.close();
  }
}

const NAMES: Record<string, string> = { selectAll: '"select all"', open: 'Delete Selected: open', cancel: 'Delete Selected: Cancel' };

/** The figures as a markdown table (the bench's section of docs/performance.md and the console). */
function selectionTable(figures: SelectionFigures): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const rows = figures.lines.map(
    ({ action, ours, floor }) => `| ${NAMES[action]} | ${ms(ours)} ${ours < SELECTION_TARGET_MS ? '✓' : '✗'} | ${ms(floor)} |`,
  );
  return [
    `| Action (ALL: ${figures.rows.toLocaleString('en-US')} rows) | Portal, median of ${RUNS} (target < ${SELECTION_TARGET_MS} ms) | Bare-DOM floor |`,
    '| --- | ---: | ---: |',
    ...rows,
    `| rows in the confirmation's document | ${figures.rowsInDialog.ours} | ${figures.rowsInDialog.floor} |`,
  ].join('\n');
}

function printSelection(figures: SelectionFigures): void {
  console.log(`Selection with ALL in Chromium, click to painted frame:\n\n${selectionTable(figures)}\n`);
}

/** What the section of docs/performance.md says beside the table: how the figures were taken. */
export function selectionSection(figures: SelectionFigures): string {
  return (
    `${selectionTable(figures)}\n\n` +
    `- The built portal on the real server (demo data, one account filled to ${IDENTIFIERS.toLocaleString('en-US')} identifiers), ALL chosen, 1280 px; ` +
    'each figure from the click to the first painted frame after the result shows (the header box ticked, the confirmation\'s list in the document, the dialog gone), median of ' +
    `${RUNS} rounds of select all, open, Cancel, unselect all.\n` +
    '- Bare-DOM floor: the same rows and actions with no framework (scripts/bench/selection-floor-page), in the same browser and run.'
  );
}
