import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The standard the portal is held to: WCAG 2.1 A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page (or a part of it, by selector) and answers its violations as
 * readable lines ("rule-id: help (n nodes: selector, ...)"), empty when there are none, so
 * a spec can `expect(await axeViolations(page)).toEqual([])` and read a failure at once.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
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
