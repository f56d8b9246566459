import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIGHTHOUSE_ROUTES, LIGHTHOUSE_TARGETS } from '../../scripts/bench/lighthouse-audit.js';
import { launchBrowser } from './support/browser.js';
import { axeViolations } from './support/axe.js';
import { text } from '../support/rules.js';

/** What the page saw of its own first paint (recorded by the init script below). */
interface FirstPaint {
  /** A frame was about to paint with the screen's heading and no form yet. */
  headingPaintedAlone: boolean;
  /** Layout shift as Lighthouse counts it (shifts not caused by input), summed. */
  shift: number;
}

/** The CPU slowdown of Lighthouse's mobile preset: the phone the first-paint order is for. */
const PHONE_CPU_SLOWDOWN = 4;

/**
 * Opens `path` on a phone-speed CPU, recording from the first script on whether a frame
 * showed the heading before the form, and every layout shift.
 */
async function firstVisit(browser: Browser, baseUrl: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const seen = { headingPaintedAlone: false, shift: 0 };
    (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const headingAlone = () => document.querySelector('main h1') !== null && document.querySelector('main form') === null;
    // A frame's callbacks run just before it paints: a heading alone there is a heading alone on screen.
    new MutationObserver(() => {
      if (headingAlone()) requestAnimationFrame(() => void (seen.headingPaintedAlone ||= headingAlone()));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  return page;
}

describe("a screen's first paint on a phone", () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // The audited routes that draw a form (the signed-out page has none).
  it.each(LIGHTHOUSE_ROUTES.filter((route) => route !== '/logged-out/loggedOut'))(
    '%s shows its heading before the form is built, and nothing moves when the form arrives',
    async (path) => {
      const page = await firstVisit(browser, baseUrl, path);
      await page.locator('main form').waitFor();
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => (window as unknown as { __firstPaint: FirstPaint }).__firstPaint);
      expect(seen.headingPaintedAlone).toBe(true);
      expect(seen.shift).toBeLessThan(LIGHTHOUSE_TARGETS.cumulativeLayoutShift);
      await page.context().close();
    },
  );

  it("/ shows its heading while the step's data is still on its way, and keeps it when the form arrives", async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    // The step's loads answer only when let go: a slow network, held as long as the test needs.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    // The app's own page, not the HTML's first paint: it takes that one's place without waiting for the data.
    await page.locator('#first-paint').waitFor({ state: 'detached' });
    const heading = page.locator('main h1');
    await heading.waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelector('main [aria-busy="true"]') !== null)).toBe(true);
    expect(await page.locator('main form').count()).toBe(0);
    await heading.evaluate((element) => ((element as HTMLElement & { drawnEarly?: boolean }).drawnEarly = true));

    release();
    await page.locator('main form').waitFor();
    // The heading on the page is the one drawn before the data came: nothing was drawn twice.
    expect(await heading.evaluate((element) => (element as HTMLElement & { drawnEarly?: boolean }).drawnEarly)).toBe(true);
    await context.close();
  });

  // The first paint remembers a tapped button and the app taps it once it has taken over
  // (take-over-first-paint.ts); the app draws pages after that too, and must not tap it again.
  it("opens the footer's Terms of Use tapped before the app took over once: closed, it stays closed on the pages that follow", async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    // The app's scripts arrive only when let go: a tap lands on the HTML's first paint, once the
    // entry (which remembers it) has run, as it has by DOMContentLoaded.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/app-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/user/login', { waitUntil: 'domcontentloaded' });
    const footer = page.getByRole('contentinfo');
    await page.locator('#first-paint').getByRole('button', { name: text('caption.termsOfUse') }).click();
    release();
    const terms = page.getByRole('dialog', { name: text('caption.termsOfUse') });
    await terms.waitFor();
    await terms.getByRole('button', { name: text('action.close') }).click();
    await footer.getByRole('button', { name: text('footer.support') }).click();
    await page.getByRole('heading', { name: text('contactUs.title'), level: 1 }).waitFor();
    await footer.getByRole('link', { name: text('footer.privacyPolicy') }).click();
    await page.getByRole('heading', { name: text('footer.privacyPolicy'), level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  // The audited routes with a form: their HTML carries their first paint (scripts/build/first-paint-html.ts).
  it.each(LIGHTHOUSE_ROUTES.filter((route) => route !== '/logged-out/loggedOut'))(
    '%s paints its frame and heading from the HTML alone, and the app takes their place where they stand',
    async (path) => {
      const viewport = { width: 375, height: 812 };
      // The page as its HTML draws it: none of the portal's scripts arrive (axe still runs in it).
      const withoutScripts = await browser.newContext({ baseURL: baseUrl, viewport });
      const html = await withoutScripts.newPage();
      await html.route('**/assets/*.js', (route) => route.abort());
      await html.goto(path);
      const drawnByHtml = { heading: await html.locator('main h1').textContent(), box: await html.locator('main h1').boundingBox(), title: await html.title() };
      expect(await axeViolations(html)).toEqual([]);
      await withoutScripts.close();

      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      const page = await context.newPage();
      await page.goto(path);
      await page.locator('main form').waitFor();
      expect(await page.locator('main h1').textContent()).toBe(drawnByHtml.heading);
      expect(await page.locator('main h1').boundingBox()).toEqual(drawnByHtml.box);
      expect(await page.title()).toBe(drawnByHtml.title);
      // One page: the HTML's copy is gone and the app's root shows.
      await expect.poll(() => page.locator('main').count()).toBe(1);
      await page.locator('#root').waitFor();
      await context.close();
    },
  );
});
