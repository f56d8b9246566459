import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { measureFirstRouteTransfer, TRANSFER_CEILING_BYTES } from '../../scripts/bench/first-route-transfer.js';
import { launchBrowser, openPortal } from './support/browser.js';

/** Lighthouse's "good" bound for cumulative layout shift is 0.1; ours is the 0.02. */
const LAYOUT_SHIFT_LIMIT = 0.02;

describe('the first page as a phone receives it', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('gets every script and stylesheet brotli-compressed', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const assets: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(assets.length).toBeGreaterThan(1);
    // Files under a kilobyte are sent as they are (a compressed copy saves less than it costs).
    const sizes = await Promise.all(assets.map(async ({ url }) => (await context.request.get(url, { headers: { 'accept-encoding': 'identity' } })).body()));
    const large = assets.filter((_, index) => (sizes[index]?.length ?? 0) >= 1024);
    expect(large.length).toBeGreaterThan(0);
    expect(large.filter((asset) => asset.encoding !== 'br')).toEqual([]);
    await context.close();
  });

  it('transfers the whole first route, scripts, styles, models and icon, within the ceiling that guards the phone budget', async () => {
    const responses = await measureFirstRouteTransfer(browser, `${baseUrl}/`);
    const total = responses.reduce((sum, response) => sum + response.bytes, 0);
    expect(responses.some((response) => /\/assets\/index-[^/]+\.js$/.test(response.url))).toBe(true);
    expect(total).toBeLessThanOrEqual(TRANSFER_CEILING_BYTES);
  });

  it('carries its icon in the page, so the browser asks for none and logs no failed request', async () => {
    const { page, errors } = await openPortal(browser, baseUrl);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.reload({ waitUntil: 'networkidle' });
    const href = await page.getAttribute('link[rel="icon"]', 'href');
    expect(href).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    // The browser draws it (a broken data address would not decode as an image).
    const drawn = await page.evaluate(
      (source) => new Promise<number>((resolve) => { const image = new Image(); image.onload = () => resolve(image.naturalWidth); image.onerror = () => resolve(0); image.src = source; }),
      href as string,
    );
    expect(drawn).toBeGreaterThan(0);
    expect(asked.filter((url) => /favicon|\.ico$/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // The routes the issue audits with Lighthouse: the first page, sign-in, account access and the logged-out page.
  it.each(['/', '/user/login', '/user/forgotten-password-username', '/logged-out/loggedOut'])('does not shift its layout while %s arrives, at phone width', async (path) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThan(LAYOUT_SHIFT_LIMIT);
    await context.close();
  });
});
