/**
 * The element a page's HTML draws its first paint in (scripts/build/first-paint-html.ts):
 * the frame and the screen's heading, shown before any script has run, while the app's own
 * root waits hidden. The app takes it down in the commit that draws its first page.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/** The build's folder of pages' HTML with their first paint, by address. */
export const FIRST_PAINT_DIR = 'first-paint';

/** The file, relative to the build's root, of the page at `path` ("/" is its index). */
export function firstPaintFile(path: string): string {
  return `${FIRST_PAINT_DIR}${path === '/' ? '/index' : path}.html`;
}

/** What can hold focus, in document order: the same list in the first paint and in the app's page drawn like it. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The attribute on the first paint naming the place ({@link placeOf}) of a button clicked before the app took over. */
export const CLICKED_ATTRIBUTE = 'data-clicked';

/** The landmarks both the first paint and the app's page draw, once each. */
const REGIONS = 'header, main, footer';

/**
 * Where a control is, such that the app's page, drawn by the same components, has its twin
 * at the same place: its landmark and its rank among that landmark's focusable elements.
 * Ranked over the whole page, a footer's button would point elsewhere once the app's page
 * shows its form, which the first paint does not draw.
 */
export function placeOf(element: Element, page: HTMLElement): string {
  const region = element.closest(REGIONS);
  const within = region && page.contains(region) ? region : page;
  return `${within === page ? '' : within.tagName.toLowerCase()}:${[...within.querySelectorAll(FOCUSABLE)].indexOf(element)}`;
}

/** The control at a place {@link placeOf} gave, in a page drawn alike. */
export function elementAt(place: string, page: HTMLElement): HTMLElement | undefined {
  const [region = '', rank = '-1'] = place.split(':');
  const within = region ? page.querySelector(region) : page;
  return within?.querySelectorAll<HTMLElement>(FOCUSABLE)[Number(rank)];
}

/**
 * Remembers a click on a button of the first paint (Terms of Use in the footer): before the
 * app takes over, the button is only HTML and does nothing, so the app clicks the same
 * button of its page once it has drawn it (take-over-first-paint.ts). Links need no help:
 * they are plain links.
 */
export function rememberClicks(firstPaint: HTMLElement): void {
  firstPaint.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !firstPaint.contains(button)) return;
    firstPaint.setAttribute(CLICKED_ATTRIBUTE, placeOf(button, firstPaint));
  });
}
