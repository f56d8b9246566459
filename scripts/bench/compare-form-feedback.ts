import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { fillWithExample, recordStepLoads } from './fill-example.js';
import { feedbackField, isolatePage, measureFormFeedback, reportFormFeedback, type FeedbackResult, type FeedbackSummary } from './form-feedback.js';
import { startDemoPortal } from '../../src/server/demo/demo-portal.js';
import { buildStockForm, serveDirectory } from './stock-form.js';

/** The raw floor's page: a bare input and error region (see its comment). */
const FLOOR_PAGE = join(REPO_ROOT, 'scripts/bench/floor-form-page');

/** The form compared, the route that draws it and the field typed into. */
const MODEL = 'registration';
const ROUTE = '/';
const FIELD = ['organizationName'];

const readJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8')) as SchemaNode;

/**
 * The registration form's keystroke-to-feedback latency, ours beside stock @rjsf/core:
 * `dist` served by the real server (demo data, as `npm start`), the form filled with the
 * model's first example through the page, then keystrokes into Organization Name; and the
 * same schema with the same example as data on stock rjsf with live validation (a page built
 * into .bench/), the same keystrokes into the same field. Prints the table; answers its p95
 * figures and whether each target is met. Each page gets a fresh context of `browser`.
 */
export async function compareFormFeedback(browser: Browser, dist: string): Promise<FeedbackSummary> {
  const example = (readJson(`schemas/models/${MODEL}.json`).examples as unknown[] | undefined)?.[0];
  if (example === undefined) throw new Error(`schemas/models/${MODEL}.json has no example to fill the form with`);
  const schema = readJson(`src/generated/models/${MODEL}.json`);
  const ui = readJson(`schemas/ui/${MODEL}.json`);
  const stockDir = await buildStockForm();

  const portal = await startDemoPortal({ staticDir: dist });
  const stockServer = await serveDirectory(stockDir);
  const floorServer = await serveDirectory(FLOOR_PAGE);
  try {
    let fill = '';
    const measureOurs = async (): Promise<FeedbackResult> => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded = recordStepLoads(page, ROUTE);
      await isolatePage(page, `${portal.origin}${ROUTE}`);
      await page.goto(`${portal.origin}${ROUTE}`, { waitUntil: 'networkidle' });
      const filled = await fillWithExample(page, example, { schema, ui, loaded });
      // The blur checks (username, zip code, identifier) answer and may fill in the health plans.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      fill = `ours filled with the example through the page: ${filled.entered} values entered; no control of their own: ${filled.skipped.join(', ') || 'none'}`;
      try {
        return await measureFormFeedback(page, feedbackField(FIELD, '.'));
      } finally {
        await context.close();
      }
    };
    // A page with rjsf's default ids (stock, and the floor that copies them), measured as it loads.
    const measureStatic = async (url: string): Promise<FeedbackResult> => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await isolatePage(page, url);
      await page.goto(url, { waitUntil: 'networkidle' });
      try {
        return await measureFormFeedback(page, feedbackField(FIELD, '_'));
      } finally {
        await context.close();
      }
    };
    const ours = await measureOurs();
    const stock = await measureStatic(stockServer.url);
    const floor = await measureStatic(floorServer.url);
    return reportFormFeedback({ ours, stock, floor }, fill);
  } finally {
    await floorServer.close();
    await stockServer.close();
    await portal.close();
  }
}
