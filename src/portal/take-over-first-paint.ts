import { CLICKED_ATTRIBUTE, FOCUSABLE } from './first-paint-element.js';

/**
 * Puts the app's root in the place of the page's first paint (first-paint-element.ts), in
 * the commit that draws the app's first page. A visitor who had already moved focus into the
 * first paint (a Tab to the logo's link) keeps it on the same element of the app's page, found
 * by its place among the focusable elements: the two are drawn by the same components. A
 * button clicked in the first paint (first-paint-element.ts, rememberClicks) is clicked again
 * on the app's page, found the same way.
 */
export function takeOverFirstPaint(firstPaint: HTMLElement, root: HTMLElement): void {
  const active = document.activeElement;
  const at = active && firstPaint.contains(active) ? [...firstPaint.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
  const clicked = Number(firstPaint.getAttribute(CLICKED_ATTRIBUTE) ?? -1);
  firstPaint.remove();
  root.hidden = false;
  if (at >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus();
  // A button clicked while it was only HTML is clicked now, on the app's same button.
  if (clicked >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[clicked]?.click();
}
