import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { startingWith, text } from '../../support/rules.js';
import { axeViolations } from './axe.js';

/**
 * Waits for the captcha a refusal asked for, then checks it at 1280 and 375 px: a PNG image,
 * the refusal's text at the field, the way round it, the field marked invalid, no sideways
 * scroll, axe clean. `atWidth` adds a spec's own checks at each width. Answers the image.
 */
export async function expectCaptchaAtField(
  page: Page,
  refusalId: string,
  alternativeId: string,
  atWidth: (width: number) => Promise<void> = async () => {},
): Promise<Locator> {
  const captcha = page.locator('[data-widget="captcha"]');
  const image = captcha.getByRole('img', { name: text('accountAccess.captcha.image') });
  await image.waitFor();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await page.locator('.usa-error-message').getByText(text(refusalId)).isVisible()).toBe(true);
    expect(await captcha.getByText(text(alternativeId)).isVisible()).toBe(true);
    expect(await page.getByLabel(startingWith('caption.captchaText')).getAttribute('aria-invalid')).toBe('true');
    await atWidth(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  }
  return image;
}
