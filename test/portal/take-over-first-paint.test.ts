// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberClicks } from '../../src/portal/first-paint-element.js';
import { takeOverFirstPaint } from '../../src/portal/take-over-first-paint.js';

const page = (id: string) => `<header><a href="/">Home</a></header><main id="${id}" tabindex="-1"><h1 tabindex="-1">Help</h1></main><footer><button type="button">Terms</button></footer>`;

/** The first paint and the app's root, hidden; the app's page may draw more than the first paint (its form). */
function drawBoth(appPage = page('b')): { firstPaint: HTMLElement; root: HTMLElement } {
  document.body.innerHTML = `<div id="first-paint">${page('a')}</div><div id="root" hidden>${appPage}</div>`;
  return { firstPaint: document.getElementById('first-paint') as HTMLElement, root: document.getElementById('root') as HTMLElement };
}

/** The texts of the app's buttons as they are clicked, in order. */
function clicksOn(root: HTMLElement): string[] {
  const clicks: string[] = [];
  for (const button of root.querySelectorAll('button')) button.addEventListener('click', () => clicks.push(button.textContent ?? ''));
  return clicks;
}

describe("the app taking the first paint's place", () => {
  afterEach(() => void (document.body.innerHTML = ''));

  it("removes the first paint and shows the app's root", () => {
    const { firstPaint, root } = drawBoth();
    takeOverFirstPaint(firstPaint, root);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('keeps focus on the same control when the visitor had moved it into the first paint', () => {
    const { firstPaint, root } = drawBoth();
    firstPaint.querySelector('button')?.focus();
    takeOverFirstPaint(firstPaint, root);
    expect(document.activeElement).toBe(root.querySelector('button'));
  });

  it('leaves focus alone when it was not in the first paint', () => {
    const { firstPaint, root } = drawBoth();
    takeOverFirstPaint(firstPaint, root);
    expect(document.activeElement).toBe(document.body);
  });

  it("clicks the app's same button when the visitor clicked it in the first paint, before the app could answer", () => {
    const { firstPaint, root } = drawBoth();
    const clicks = clicksOn(root);
    rememberClicks(firstPaint);
    firstPaint.querySelector('button')?.click();
    expect(clicks).toEqual([]);
    takeOverFirstPaint(firstPaint, root);
    expect(clicks).toEqual(['Terms']);
  });

  // The first paint draws the frame and the heading; the app's first page may already have its form.
  it("clicks and focuses the same footer button when the app's page has a form the first paint did not", () => {
    const { firstPaint, root } = drawBoth(page('b').replace('</h1>', '</h1><form><input aria-label="Username"><button type="submit">Log In</button></form>'));
    const clicks = clicksOn(root);
    root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    rememberClicks(firstPaint);
    const terms = firstPaint.querySelector('footer button') as HTMLElement;
    terms.focus();
    terms.click();
    takeOverFirstPaint(firstPaint, root);
    expect(clicks).toEqual(['Terms']);
    expect(document.activeElement).toBe(root.querySelector('footer button'));
  });

  // The app calls it each time a page is drawn: Support, then Privacy Policy after the Terms of Use were closed.
  it('clicks the remembered button once, however often the app draws a page after taking over', () => {
    const { firstPaint, root } = drawBoth();
    const clicks = clicksOn(root);
    rememberClicks(firstPaint);
    firstPaint.querySelector('button')?.click();
    takeOverFirstPaint(firstPaint, root);
    takeOverFirstPaint(firstPaint, root);
    expect(clicks).toEqual(['Terms']);
  });

  it('clicks nothing when the visitor clicked no button in the first paint', () => {
    const { firstPaint, root } = drawBoth();
    const clicks = clicksOn(root);
    rememberClicks(firstPaint);
    firstPaint.querySelector('h1')?.click();
    takeOverFirstPaint(firstPaint, root);
    expect(clicks).toEqual([]);
  });
});
