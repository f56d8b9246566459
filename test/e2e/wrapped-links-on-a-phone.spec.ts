import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { linesOfText } from './support/layout.js';
import { sharedBrowser } from './support/shared-browser.js';
import { text } from '../support/rules.js';

/**
 * A button drawn as a link (it sends an event rather than opening an address) wraps on a phone
 * as the text around it does: its lines keep the page's spacing, rather than touching.
 */
describe('link-styled buttons on a phone in Chromium', { timeout: 60_000 }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  it('spaces the wrapped lines of Log In\'s Forgot Password/Username link as a paragraph\'s at 375 px', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await page.setViewportSize({ width: 375, height: 800 });
    const forgot = page.getByRole('button', { name: text('signIn.forgot') });
    await forgot.waitFor();
    const [laid] = await linesOfText(forgot, text('signIn.forgot'));
    const lines = (laid?.breaksBefore.length ?? 0) + 1;
    expect(lines, 'the link wraps at 375 px').toBeGreaterThan(1);
    const height = (await forgot.boundingBox())?.height ?? 0;
    const fontSize = await forgot.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    // A line as tall as its letters makes the lines touch; a paragraph's is half as tall again.
    expect(height / lines).toBeGreaterThanOrEqual(1.3 * fontSize);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
