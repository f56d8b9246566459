import type { Locator } from 'playwright-core';

/**
 * The texts an element's `aria-describedby` names, joined by spaces: what a screen reader
 * reads after its label (an error tied to its field).
 */
export function descriptionOf(element: Locator): Promise<string> {
  return element.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => node.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}
