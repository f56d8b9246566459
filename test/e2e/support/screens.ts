import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';

/** Where journeys keep the pictures of the screens they walk (looked at by a person; README "docs/screens"). */
const SCREENS_DIR = join(REPO_ROOT, 'docs/screens');

/**
 * Photographs the page as drawn now to docs/screens/<name>-<width>.png, when the run asks for
 * it (`KEEP_SCREENS=1`): an ordinary test run leaves the tracked pictures alone. Whole by
 * default; `whole: false` takes what is in view (a modal's backdrop covers only that).
 */
export async function keepScreen(page: Page, name: string, { whole = true } = {}): Promise<void> {
  if (!process.env.KEEP_SCREENS) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  const path = join(SCREENS_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  // A frame for the page's own work after the last change (virtual rows, a modal's focus ring).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path, fullPage: whole, animations: 'disabled' });
}
