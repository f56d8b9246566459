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
