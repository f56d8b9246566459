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

/** Where one occurrence of a text is drawn: the characters that start a new line, and how far right it reaches. */
export interface TextLines {
  /** Indexes of the characters (after the first) that start a line of their own. */
  breaksBefore: number[];
  /** The right edge of its rightmost character, in px. */
  right: number;
  /** The page's width (what a reader sees without scrolling sideways). */
  viewportWidth: number;
}

/**
 * How each visible occurrence of `value` inside `root` is laid out, character by character
 * (a text may span several text nodes, as it does when the renderer wraps parts of it).
 */
export function linesOfText(root: Locator, value: string): Promise<TextLines[]> {
  return root.evaluate((element, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const whole = nodes.map((node) => node.data).join('');
    /** The text node and offset of a character of `whole`. */
    const at = (index: number): [Text, number] => {
      let start = 0;
      for (const node of nodes) {
        if (index < start + node.data.length) return [node, index - start];
        start += node.data.length;
      }
      throw new Error(`no character ${index}`);
    };
    const boxOf = (index: number) => {
      const [node, offset] = at(index);
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect();
    };
    const found = [];
    for (let start = whole.indexOf(wanted); start >= 0; start = whole.indexOf(wanted, start + 1)) {
      const boxes = Array.from(wanted, (_char, index) => boxOf(start + index));
      if (boxes.every((box) => box.width === 0 && box.height === 0)) continue;
      const breaksBefore = boxes.flatMap((box, index) => (index > 0 && box.top > (boxes[index - 1]?.top ?? 0) + 1 ? [index] : []));
      found.push({ breaksBefore, right: Math.max(...boxes.map((box) => box.right)), viewportWidth: document.documentElement.clientWidth });
    }
    return found;
  }, value);
}
