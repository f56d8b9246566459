import type { Locator, Page } from 'playwright-core';

/** Where the focused control's field stands in the viewport: its label's top and its message's bottom. */
export interface FocusedGroup {
  id: string;
  labelTop: number;
  /** The bottom of the field's error message, or of its label when it has none. */
  messageBottom: number;
  viewportHeight: number;
}

/** The focused control and the place of its label and message, as the user sees them now. */
export function focusedGroup(page: Page): Promise<FocusedGroup> {
  return page.evaluate(() => {
    const control = document.activeElement as HTMLElement | null;
    const group = control?.closest('[data-field]');
    const label = group?.querySelector('label, legend')?.getBoundingClientRect();
    const message = group?.querySelector('.usa-error-message')?.getBoundingClientRect() ?? label;
    return { id: control?.id ?? '', labelTop: label?.top ?? Number.NaN, messageBottom: message?.bottom ?? Number.NaN, viewportHeight: window.innerHeight };
  });
}

/**
 * The space in px between an element and what is drawn above it: the lowest bottom of the
 * visible elements before it in the page that do not contain it.
 */
export function gapAbove(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    const top = target.getBoundingClientRect().top;
    let lowest = Number.NEGATIVE_INFINITY;
    for (const other of Array.from(document.body.querySelectorAll('*'))) {
      if (other === target || other.contains(target)) continue;
      if (!(other.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      const box = other.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(other).visibility === 'hidden') continue;
      // Drawn off-screen for assistive technology only (USWDS's checkbox inputs, sr-only text).
      if (box.right < 0 || (box.width <= 1 && box.height <= 1)) continue;
      lowest = Math.max(lowest, box.bottom);
    }
    return top - lowest;
  });
}

/**
 * For each masked value of a review (a row with a show toggle), how far in px its text's top
 * stands below its label's text's top.
 */
export function maskedValueOffsets(page: Page): Promise<number[]> {
  return page.locator('.portal-review__entry:has(input[type="checkbox"])').evaluateAll((rows) =>
    rows.map((row) => {
      const textTop = (element: Element | null) => {
        const node = Array.from(element?.childNodes ?? []).find((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
        if (!node) return Number.NaN;
        const range = document.createRange();
        range.selectNodeContents(node);
        return range.getBoundingClientRect().top;
      };
      return textTop(row.querySelector('dd')) - textTop(row.querySelector('dt'));
    }),
  );
}
