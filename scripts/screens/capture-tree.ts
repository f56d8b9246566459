import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startDemoPortal, type DemoPortal } from '../../src/server/demo/demo-portal.js';
import { SCREENS_VIEW_PATH } from '../../src/server/demo/dev-screens.js';
import { launchBrowser } from '../../test/e2e/support/launch-browser.js';
import { buildGalleryOnce } from './build-gallery.js';
import { GALLERY_BUILD_DIR } from './gallery-paths.js';
import { captureScreens, type Capture } from './capture-screens.js';
import { galleryScreens } from './gallery-states.js';
import { phaseClock } from './phase-clock.js';

/** What to photograph: the widths, and optionally only some screens (by id). */
export interface CaptureChoice {
  widths?: readonly number[];
  only?: readonly string[];
}

/**
 * Photographs the gallery of the repo at `root` (this checkout, or a copy with another ref's
 * rule files) into `outDir`, emptied first so no picture of an earlier run lingers: builds
 * the gallery page (unless built from the same files) while the demo portal and Chromium
 * start, and visits every state. Writes `captures.json` (each picture, the screen it landed on, any error) beside the pictures.
 */
export async function captureTree(root: string, outDir: string, choice: CaptureChoice = {}): Promise<Capture[]> {
  const phase = phaseClock();
  const screens = galleryScreens(root).filter((screen) => !choice.only || choice.only.includes(screen.screen));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // The demo portal serves the gallery from GALLERY_BUILD_DIR (dev-screens.ts), read at the
  // first visit only: the three can start at once.
  const galleryDir = join(root, GALLERY_BUILD_DIR);
  const started = await Promise.allSettled([buildGalleryOnce(root, galleryDir), startDemoPortal({ staticDir: galleryDir }), launchBrowser()] as const);
  const [built, portal, browser] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined)) as [boolean?, DemoPortal?, Browser?];
  if (!portal || !browser || built === undefined) {
    await Promise.all([browser?.close(), portal?.close()]);
    throw started.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))[0];
  }
  phase(`${built ? 'built the gallery page' : 'found the gallery page built from the same files'}, started the demo portal and Chromium`);
  try {
    const captures = await captureScreens({
      browser,
      origin: portal.origin,
      devPagesKey: portal.devPagesKey,
      viewPath: SCREENS_VIEW_PATH,
      screens,
      outDir,
      widths: choice.widths,
      onCapture: (capture) => {
        const note = capture.error ? ` NOT DRAWN: ${capture.error}` : capture.landedOn ? ` (the step moved on to ${capture.landedOn})` : '';
        console.log(`  ${capture.file}${note}`);
      },
    });
    phase(`photographed ${captures.length} states`);
    writeFileSync(join(outDir, 'captures.json'), `${JSON.stringify(captures.map(({ state, ...rest }) => ({ ...rest, flow: state.flow, step: state.step })), null, 2)}\n`);
    return captures;
  } finally {
    await browser.close();
    await portal.close();
  }
}

