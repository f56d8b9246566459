import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';

/** The accessibility check every journey relies on must itself find what it looks for. */
describe('the axe check of the journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('reports an unlabelled field at both widths, and a page made right as clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.setContent('<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><input id="name"></main></body></html>');
    const found = await axeViolations(page);
    expect(found.some((line) => /^label: /.test(line))).toBe(true);
    expect(found.some((line) => /^at 375 px: label: /.test(line))).toBe(true);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
    await page.evaluate(() => document.getElementById('name')?.setAttribute('aria-label', 'Name'));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('looks only inside the part it is given', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 720 } });
    const page = await context.newPage();
    await page.setContent('<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><div id="bad"><input></div><div id="good"><label>Name <input></label></div></main></body></html>');
    expect(await axeViolations(page, '#good')).toEqual([]);
    expect((await axeViolations(page, '#bad')).length).toBeGreaterThan(0);
    await context.close();
  });
});
