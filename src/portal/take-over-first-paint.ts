/** What can hold focus, in document order: the same list in the first paint and in the app's page drawn like it. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Puts the app's root in the place of the page's first paint (first-paint-element.ts), in
 * the commit that draws the app's first page. A visitor who had already moved focus into the
 * first paint (a Tab to the logo's link) keeps it on the same element of the app's page, found
 * by its place among the focusable elements: the two are drawn by the same components.
 */
export function takeOverFirstPaint(firstPaint: HTMLElement, root: HTMLElement): void {
  const active = document.activeElement;
  const at = active && firstPaint.contains(active) ? [...firstPaint.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
  firstPaint.remove();
  root.hidden = false;
  if (at >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus();
}
