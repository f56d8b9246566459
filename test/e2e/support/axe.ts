import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The standard the portal is held to: WCAG 2.1 A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The phone width every screen is also checked at. */
const PHONE_WIDTH = 375;

/** axe's violations of the page as it is drawn now, as readable lines. */
async function violationsNow(page: Page, include?: string): Promise<string[]> {
  // AxeBuilder is typed against @playwright/test's Page; playwright-core's is the same object.
  let builder = new AxeBuilder({ page: page as never }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
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
