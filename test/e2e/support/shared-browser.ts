import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';

/**
 * One Chromium for the specs of the calling `describe`: launched before the first, closed
 * after the last. Answers a getter, since the browser exists only once `beforeAll` ran.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the shared browser is used before beforeAll launched it');
    return browser;
  };
}
