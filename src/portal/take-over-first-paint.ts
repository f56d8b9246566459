import { CLICKED_ATTRIBUTE, elementAt, placeOf } from './first-paint-element.js';

/**
 * Puts the app's root in the place of the page's first paint (first-paint-element.ts), in
 * the commit that draws the app's first page. A visitor who had already moved focus into the
 * first paint (a Tab to the logo's link) keeps it on the same element of the app's page,
 * found by its place in its landmark (first-paint-element.ts, placeOf): the two are drawn by
 * the same components. A button clicked in the first paint (rememberClicks) is clicked again
 * on the app's page, found the same way. Called again (every page the app draws later calls
 * it), it does nothing: the click is replayed once, not on every page that follows.
 */
export function takeOverFirstPaint(firstPaint: HTMLElement, root: HTMLElement): void {
  if (!firstPaint.isConnected) return;
  const active = document.activeElement;
  const focused = active && firstPaint.contains(active) ? placeOf(active, firstPaint) : undefined;
  const clicked = firstPaint.getAttribute(CLICKED_ATTRIBUTE);
  firstPaint.remove();
  root.hidden = false;
  if (focused) elementAt(focused, root)?.focus();
  // A button clicked while it was only HTML is clicked now, on the app's same button.
  if (clicked) elementAt(clicked, root)?.click();
}
