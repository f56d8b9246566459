import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** The standard the portal is held to: WCAG 2.1 A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The phone width every screen is also checked at. */
const PHONE_WIDTH = 375;

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations of the page as it is drawn now, as readable lines. axe-core runs in the
 * page itself: @axe-core/playwright's builder opened a second page per check to merge frame
 * results, about three times the cost, and the portal draws no frames to merge.
 */
async function violationsNow(page: Page, include?: string): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Playwright evaluates outside the page's CSP, as the builder did.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    ([tags, selector]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return axe
        .run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results: AxeResults) =>
          results.violations.map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) })),
        );
    },
    [AXE_TAGS, include] as const,
  );
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.length} nodes: ${violation.targets.join(', ')})`);
}

/**
 * Runs axe on the page (or a part of it, by selector) at its own width and, when that is
 * wider, again at a 375 px phone's (the layout changes: the header wraps, tables scroll),
 * then puts the width back. Answers the violations as readable lines ("rule-id: help (n
 * nodes: selector, ...)", a phone's marked "at 375 px"), empty when there are none, so a
 * spec can `expect(await axeViolations(page)).toEqual([])` and read a failure at once.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const found = await violationsNow(page, include);
  const size = page.viewportSize();
  if (!size || size.width <= PHONE_WIDTH) return found;
  await page.setViewportSize({ width: PHONE_WIDTH, height: size.height });
  try {
    // A frame for the page's own resize work (virtualized rows, a wrapped header) before axe looks.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const onPhone = await violationsNow(page, include);
    return [...found, ...onPhone.map((line) => `at ${PHONE_WIDTH} px: ${line}`)];
  } finally {
    await page.setViewportSize(size);
  }
}
