import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID } from '../../src/portal/first-paint-element.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { linesOfText } from './support/layout.js';
import { sharedBrowser } from './support/shared-browser.js';

/**
 * Every screen a signed-out visitor can open directly, walked on a phone's width with the
 * keyboard only: each Tab stop is on screen once focused, shows its focus, and is a target
 * of at least 24 by 24 px (WCAG 2.5.8); Tab comes back round to the skip link, nothing
 * overflows sideways, the heading breaks only between words, and axe finds nothing. Screens that need a step before them (a
 * summary, a code page) go back to a screen of this list.
 */
const PUBLIC_PATHS = [
  '/user/register',
  '/user/login',
  '/user/forgotten-password-username',
  '/user/okta-forgot-password',
  '/logged-out/loggedOut',
  '/logged-out/inactivity',
  '/contact-us',
  '/privacy-policy',
  '/newsletter',
  '/page-not-found',
  '/user/registration-email-validation/MQ/not-a-token',
];
const PHONE = { width: 375, height: 740 };
const MIN_TARGET_PX = 24;
/** More than any of these screens has: a walk that does not come back round by then is trapped. */
const MAX_STOPS = 80;

interface Stop {
  name: string;
  inView: boolean;
  focusShown: boolean;
  width: number;
  height: number;
}

/** The focused element as a keyboard user meets it; an input USWDS draws off-screen is met as its label. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const input = element instanceof HTMLInputElement ? element : null;
    const drawnAsLabel = input !== null && (input.type === 'checkbox' || input.type === 'radio') && input.getBoundingClientRect().right <= 0;
    const shown = drawnAsLabel ? (input.labels?.[0] ?? element) : element;
    const box = shown.getBoundingClientRect();
    const style = getComputedStyle(element);
    const labelMark = drawnAsLabel ? getComputedStyle(shown, '::before').boxShadow !== 'none' || getComputedStyle(shown, '::before').outlineStyle !== 'none' : false;
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? input?.labels?.[0]?.textContent ?? element.textContent ?? '').trim().slice(0, 50)}"`,
      // A pixel's slack for sub-pixel layout.
      inView: box.top >= -1 && box.bottom <= innerHeight + 1 && box.left >= -1 && box.right <= innerWidth + 1,
      focusShown: labelMark || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      width: box.width,
      height: box.height,
    };
  });
}

describe('public screens on a phone, by keyboard only, in Chromium', { timeout: 120_000 }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  it.each(PUBLIC_PATHS)('%s: every Tab stop is on screen, shows focus and is at least 24 px square; Tab comes round; the heading breaks between words; axe finds nothing', async (path) => {
    const { page } = await openPortal(browser(), baseUrl, path);
    await page.setViewportSize(PHONE);
    await page.locator(`#${FIRST_PAINT_ELEMENT_ID}`).waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // "Forgot Password/Username" may end a line after its slash, never inside a word.
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.innerText();
    for (const { breaksBefore } of await linesOfText(heading, title)) {
      expect(breaksBefore.filter((index) => !/[\s/]/.test(title[index - 1] ?? '')).map((index) => `${title.slice(0, index)}|${title.slice(index)}`)).toEqual([]);
    }
    const problems: string[] = [];
    const names: string[] = [];
    for (let stop = 0; stop < MAX_STOPS; stop += 1) {
      await page.keyboard.press('Tab');
      // The skip link slides in; scrolling into view may be smooth.
      await page.waitForTimeout(250);
      const focused = await focusedStop(page);
      if (!focused) continue;
      if (names.length > 0 && focused.name === names[0]) break;
      names.push(focused.name);
      if (!focused.inView) problems.push(`${focused.name} is not on screen when focused`);
      if (!focused.focusShown) problems.push(`${focused.name} shows no focus`);
      if (focused.width < MIN_TARGET_PX || focused.height < MIN_TARGET_PX) problems.push(`${focused.name} is ${Math.round(focused.width)}x${Math.round(focused.height)} px`);
    }
    expect(names.length, `Tab never came back round: ${names.join(', ')}`).toBeLessThan(MAX_STOPS);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
