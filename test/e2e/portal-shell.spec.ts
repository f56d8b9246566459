import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/plugins/security-headers.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser, openPortal } from './support/browser.js';
import { text } from '../support/rules.js';

describe('the portal shell in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is served with the strict content security policy', async () => {
    const { page, response } = await openPortal(browser, baseUrl);
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.title()).toContain(text('product.name'));
    await page.context().close();
  });

  it('loads and runs without any content security policy violation or error', async () => {
    const { page, cspViolations, errors } = await openPortal(browser, baseUrl);
    // Let the bundle start and make its first calls before judging.
    await page.waitForLoadState('networkidle');
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no WCAG 2.1 A or AA violation on the first screen', async () => {
    const { page } = await openPortal(browser, baseUrl);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
