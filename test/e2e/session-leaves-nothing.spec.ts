import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPortal } from './support/browser.js';
import { axeViolations } from './support/axe.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signedInAs, signInWithForm } from './support/signed-in.js';
import { startingWith, text } from '../support/rules.js';

const JOURNEY_MS = 90_000;

const table = (page: Page) => page.getByRole('table', { name: text('providerList.caption') });
const listHeading = (page: Page) => page.getByRole('heading', { name: text('providerList.title'), level: 1 });
/** The provider list's identifier filter field. */
const identifierFilter = (page: Page) => page.getByLabel(startingWith('caption.identifier'));

/** Filters the provider list by an identifier prefix and waits for the filtered rows. */
async function filterBy(page: Page, prefix: string): Promise<void> {
  await table(page).locator('tbody tr td').nth(1).waitFor();
  await identifierFilter(page).fill(prefix);
  await page.getByRole('button', { name: text('action.filter') }).click();
  await expect.poll(async () => (await table(page).locator('tbody tr td:nth-child(2)').allInnerTexts()).every((value) => value.startsWith(prefix))).toBe(true);
}

/** Waits for the list of the person signed in, unfiltered: the filter field empty and the rows not cut down to `prefix`. */
async function freshList(page: Page, prefix: string): Promise<void> {
  await listHeading(page).waitFor();
  await identifierFilter(page).waitFor();
  expect(await identifierFilter(page).inputValue()).toBe('');
  await table(page).locator('tbody tr td').nth(1).waitFor();
  const shown = await table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(shown.some((value) => !value.startsWith(prefix))).toBe(true);
}

/**
 * Issue 20, item 4: on a shared computer the next person at the browser finds nothing of the
 * previous person's session: not the values they typed, not the account data the page loaded.
 */
describe('a session ended in Chromium leaves nothing for the next person', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const { name, value } = inject('staticHeader');
  const staticHeader = { [name]: value };
  const browser = sharedBrowser();
  // Paula's practice has 23 identifiers, ten of them under this prefix; Olivia has none under it.
  const prefix = '55500010';

  it('after Log Out: the next person signing in finds the list unfiltered, the filter field empty', async () => {
    const { page, errors } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'paula.practice@clinic.example', { opened: true });
    await signedInAs(page, /^Paula /);
    await filterBy(page, prefix);

    await page.getByRole('navigation', { name: text('layout.primaryNavigation') }).getByRole('button', { name: text('action.logOut') }).click();
    const modal = page.getByRole('dialog', { name: text('loggedOut.title') });
    await modal.waitFor();
    await modal.getByRole('button', { name: text('action.close') }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: text('action.returnToLogin') }).click();
    await signInWithForm(page, 'olivia.ordering@clinic.example', { opened: true });
    await signedInAs(page, /^Olivia /);
    await freshList(page, prefix);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('after the logout for inactivity: signing in again finds the list unfiltered (fake clock)', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'paula.practice@clinic.example', { opened: true });
    await signedInAs(page, /^Paula /);
    await page.clock.install();
    await filterBy(page, prefix);
    const { duration } = (await (await page.context().request.get('/api/timeout', { headers: staticHeader })).json()) as { duration: number };
    // Past the warning and its countdown: the portal logs the session out.
    await page.clock.fastForward(duration * 1000);
    await page.getByText(text('inactivity.warning')).waitFor();

    await page.getByRole('button', { name: text('action.returnToLogin') }).click();
    await signInWithForm(page, 'paula.practice@clinic.example', { opened: true });
    await signedInAs(page, /^Paula /);
    await freshList(page, prefix);
    await page.context().close();
  });
});
