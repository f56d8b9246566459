import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { SCREENS_VIEW_PATH } from '../../src/server/demo/dev-screens.js';
import { galleryFragment } from '../../src/portal/gallery/gallery-state.js';
import { buildGallery } from '../../scripts/screens/build-gallery.js';
import { captureScreens } from '../../scripts/screens/capture-screens.js';
import type { ScreenElement } from '../../scripts/screens/element-tree.js';
import { galleryScreens } from '../../scripts/screens/gallery-states.js';
import { text } from '../support/rules.js';
import { launchBrowser, openPortal } from './support/browser.js';
import { devLink } from './support/dev-pages.js';
import { landing } from './support/gallery-landing.js';

const password = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/defs/password.json'), 'utf8')) as { minLength: number; maxLength: number };

/** One gallery state drawn in Chromium by the demo server (the full `npm run screens` is not part of the tests). */
describe('the screen gallery', () => {
  const baseUrl = inject('baseUrl');
  const registration = galleryScreens(REPO_ROOT).find((screen) => screen.screen === 'registration');
  const filled = registration?.states.find((state) => state.name === 'filled');
  let browser: Browser;
  const out = mkdtempSync(join(tmpdir(), 'screens-e2e-'));
  beforeAll(async () => {
    // The gallery page is a build of its own; the demo server serves it at /dev/screens/view.
    await buildGallery(REPO_ROOT);
    browser = await launchBrowser();
    // A production build beside two other journeys on two cores: 60 s ran out on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('draws a screen in a state with the portal’s renderer, under its CSP, without errors', async () => {
    if (!filled) throw new Error('the registration screen has no filled state');
    const { page, cspViolations, errors } = await openPortal(browser, baseUrl, devLink(baseUrl, SCREENS_VIEW_PATH) + galleryFragment(filled));
    await page.waitForSelector('html[data-gallery-ready="registration"]');
    // The requirement list, its length rule worded from the password schema, ticked for the example password.
    await expect(page.getByText(text('password.rule.length', { minLength: password.minLength, maxLength: password.maxLength })).isVisible()).resolves.toBe(true);
    await expect(page.locator('input[type="password"]').first().inputValue()).resolves.not.toBe('');
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('photographs a state as <screen>--<state>--<width>.png at the width asked for', async () => {
    if (!filled) throw new Error('the registration screen has no filled state');
    const captures = await captureScreens({ browser, origin: baseUrl, devPagesKey: inject('devPagesKeys')[baseUrl] as string, viewPath: SCREENS_VIEW_PATH, screens: [{ ...registration!, states: [filled] }], outDir: out, widths: [375] });
    expect(captures).toEqual([expect.objectContaining({ file: 'registration--filled--375.png' })]);
    expect(captures[0]?.error).toBeUndefined();
    const png = PNG.sync.read(readFileSync(join(out, 'registration--filled--375.png')));
    expect(png.width).toBe(375);
    expect(png.height).toBeGreaterThan(800);
  });

  it('records beside the picture its elements, each field under its pointer with its texts and its box in the picture', () => {
    const elements = JSON.parse(readFileSync(join(out, 'registration--filled--375.elements.json'), 'utf8')) as ScreenElement[];
    const field = elements.find((element) => element.key === 'field:/password');
    expect(field?.text).toContain(text('password.rule.length', { minLength: password.minLength, maxLength: password.maxLength }));
    const png = PNG.sync.read(readFileSync(join(out, 'registration--filled--375.png')));
    const outside = elements.filter(({ box }) => box.x < 0 || box.y < 0 || box.x + box.width > png.width || box.y + box.height > png.height);
    expect(outside).toEqual([]);
    expect(new Set(elements.map((element) => element.key)).size).toBe(elements.length);
  });

  it('shows in every state the screen the state is named for, with every message param it shows filled', async () => {
    const wrong: string[] = [];
    const unfilled: string[] = [];
    for (const screen of galleryScreens(REPO_ROOT)) {
      for (const state of screen.states) {
        const landed = await landing(state, baseUrl);
        const named = `${state.screen}--${state.name} (${state.flow}.${state.step}, ${state.path})`;
        if (landed.screen !== state.screen) wrong.push(`${named} shows ${landed.screen}`);
        else unfilled.push(...landed.emptyParams.map((param) => `${named}: ${param}`));
      }
    }
    expect(wrong).toEqual([]);
    expect(unfilled).toEqual([]);
  }, 120_000);

  it('is not part of the production build', () => {
    const dist = join(REPO_ROOT, 'dist');
    expect(existsSync(join(dist, 'gallery'))).toBe(false);
    expect(readdirSync(join(dist, 'assets')).filter((file) => file.startsWith('gallery'))).toEqual([]);
  });
});
