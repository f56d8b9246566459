import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID } from '../../src/portal/first-paint-element.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { linesOfText } from './support/layout.js';
import { sharedBrowser } from './support/shared-browser.js';
import { rule, text } from '../support/rules.js';

/**
 * The customer service phone number and e-mail address, wherever a text or link shows them:
 * on a phone's width the number never breaks (not at its hyphens), and the address breaks
 * only before its @ or a dot, never mid-word, and never runs past the screen's edge.
 */

const PHONE = rule<string>('schemas/config/portal.json', '/phone');
const EMAIL = rule<string>('schemas/config/portal.json', '/email');
const WIDTHS = [375, 1280];

/** Every occurrence of the phone number and e-mail address under `root` is laid out as a reader expects. */
async function expectContactsWhole(root: Locator, expected: number): Promise<void> {
  const phones = await linesOfText(root, PHONE);
  const emails = await linesOfText(root, EMAIL);
  expect(phones.length + emails.length).toBeGreaterThanOrEqual(expected);
  for (const phone of phones) {
    expect(phone.breaksBefore, `${PHONE} is broken across lines`).toEqual([]);
    expect(phone.right).toBeLessThanOrEqual(phone.viewportWidth);
  }
  for (const email of emails) {
    expect(email.breaksBefore.map((index) => EMAIL[index]).filter((char) => char !== '@' && char !== '.'), `${EMAIL} breaks mid-word`).toEqual([]);
    expect(email.right, `${EMAIL} runs past the screen's edge`).toBeLessThanOrEqual(email.viewportWidth);
  }
}

async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
}

describe('contact details on a phone in Chromium', { timeout: 90_000 }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  it('keeps the phone number on one line and breaks the e-mail address only before its @ or a dot: logged-out page, its modal and the footer', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/logged-out/loggedOut');
    const modal = page.getByRole('dialog', { name: text('loggedOut.title') });
    await modal.waitFor();
    for (const width of WIDTHS) {
      await atWidth(page, width);
      // The modal's text (number and address) and the footer's two links.
      await expectContactsWhole(modal, 2);
      await expectContactsWhole(page.locator('footer'), 2);
    }
    // The breaks drawn into them leave their names as written (a screen reader reads them whole).
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: text('footer.phone'), exact: true }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: text('footer.email'), exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: text('action.close') }).click();
    await modal.waitFor({ state: 'hidden' });
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expectContactsWhole(page.locator('main'), 2);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps them whole on the Contact Us page, whose links name them', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/contact-us');
    // Measured on the app's page, once it has taken the place of the HTML's first paint.
    await page.locator(`#${FIRST_PAINT_ELEMENT_ID}`).waitFor({ state: 'detached' });
    await page.locator('main').getByRole('link', { name: text('contactUs.email') }).waitFor();
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expectContactsWhole(page.locator('main'), 2);
    }
    await page.context().close();
  });
});
