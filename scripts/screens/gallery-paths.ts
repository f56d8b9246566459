/** Where demo mode serves the gallery page and its assets (the gallery build's base). */
export const GALLERY_BASE = '/dev/screens/';
/** The gallery build below a repo root (gitignored; never in dist/, so production never serves it). */
export const GALLERY_BUILD_DIR = '.screens/gallery-build';
/** The gallery page inside a gallery build. */
export const GALLERY_HTML = 'gallery/index.html';
