import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { galleryFragment, type GalleryState } from '../../src/portal/gallery/gallery-state.js';
import { devPageLink } from '../../src/server/http/dev-pages-key.js';
import { elementsFileOf, readElements } from './element-tree.js';
import type { GalleryScreen } from './gallery-states.js';

/** The widths every state is photographed at: a desktop and a phone. */
const SCREEN_WIDTHS = [1280, 375] as const;
/** How long one state may take to draw before it is reported as not drawn. */
const READY_TIMEOUT_MS = 15_000;

/** One photograph: its file name, and the screen that showed when another did (a step that moves on by itself). */
export interface Capture {
  file: string;
  state: GalleryState;
  width: number;
  /** The screen drawn, when not the one asked for (the step's `always` sent the visit on). */
  landedOn?: string;
  /** Why no picture was taken. */
  error?: string;
}

/** The picture's file name: `<screen>--<state>--<width>.png`. */
const captureFile = (state: Pick<GalleryState, 'screen' | 'name'>, width: number) => `${state.screen}--${state.name}--${width}.png`;

/**
 * Photographs every state of every screen at each width into `outDir`, in Chromium, from
 * the gallery page of the demo portal at `origin` (full page, animations stopped, no caret),
 * opened with that portal's dev-pages key as a developer opens the link printed at start.
 */
export async function captureScreens(options: {
  browser: Browser;
  origin: string;
  devPagesKey: string;
  viewPath: string;
  screens: readonly GalleryScreen[];
  outDir: string;
  widths?: readonly number[];
  onCapture?: (capture: Capture) => void;
}): Promise<Capture[]> {
  mkdirSync(options.outDir, { recursive: true });
  const captures: Capture[] = [];
  for (const width of options.widths ?? SCREEN_WIDTHS) {
    const context = await options.browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const state of options.screens.flatMap((screen) => screen.states)) {
      const capture: Capture = { file: captureFile(state, width), state, width };
      try {
        // A new document each time: only the fragment differs between states.
        await page.goto('about:blank');
        // The key is traded for a cookie and dropped from the address; the fragment stays.
        await page.goto(`${devPageLink(options.origin, options.devPagesKey, options.viewPath)}${galleryFragment(state)}`);
        const drawn = await page.waitForSelector('html[data-gallery-ready]', { timeout: READY_TIMEOUT_MS });
        const landed = await drawn.getAttribute('data-gallery-ready');
        if (landed !== state.screen) capture.landedOn = landed ?? undefined;
        await page.screenshot({ path: join(options.outDir, capture.file), fullPage: true, animations: 'disabled', caret: 'hide' });
        // After the picture: a full-page picture may have resized the viewport, and the boxes must be the picture's.
        writeFileSync(join(options.outDir, elementsFileOf(capture.file)), `${JSON.stringify(await readElements(page))}\n`);
      } catch (error) {
        capture.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      captures.push(capture);
      options.onCapture?.(capture);
    }
    await context.close();
  }
  return captures;
}
