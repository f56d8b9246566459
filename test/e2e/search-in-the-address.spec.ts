import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signInWithForm } from './support/signed-in.js';
import { rule, startingWith, text } from '../support/rules.js';

const JOURNEY_MS = 90_000;
const WIDTHS = [1280, 375] as const;

const table = (page: Page) => page.getByRole('table', { name: text('staffUsers.caption') });
const rows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');
const usernames = (page: Page): Promise<string[]> => rows(page).evaluateAll((trs) => trs.map((tr) => (tr.querySelectorAll('td')[1]?.textContent ?? '').trim()));
const organisationField = (page: Page) => page.getByLabel(startingWith('caption.organizationName'));
const usernameSort = (page: Page) => table(page).getByRole('columnheader', { name: text('caption.username'), exact: true });

/** Presses Filter by keyboard once the form's guard against a double submit has passed. */
async function applyFilter(page: Page) {
  await page.waitForTimeout(rule<number>('schemas/config/form-behaviour.json', '/submitDebounceMs'));
  await page.getByRole('button', { name: text('action.filter') }).focus();
  await page.keyboard.press('Enter');
}

/** Staff who searched, sorted and paged find the same results after a reload, Back and Forward, and from a copied link. */
describe('Find Users keeps its search in the address', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  for (const width of WIDTHS) {
    it(`restores the filter, the sort and the rows after a reload, Back, Forward and in a new tab at ${width} px`, async () => {
      const { page, errors } = await openPortal(browser(), baseUrl, '/user/login');
      await page.setViewportSize({ width, height: 900 });
      await signInWithForm(page, 'admin@carelon.example', { opened: true });
      await page.getByRole('button', { name: startingWith('home.findUsers') }).click();
      await rows(page).first().waitFor();

      // Page 2 of every account, by keyboard: a reload shows page 2 again.
      const firstPage = await usernames(page);
      const pageTwo = page.getByRole('button', { name: text('table.page', { n: 2 }), exact: true });
      await pageTwo.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => pageTwo.getAttribute('aria-current')).toBe('page');
      await expect.poll(async () => (await usernames(page))[0]).not.toBe(firstPage[0]);
      const secondPage = await usernames(page);
      await page.reload();
      await expect.poll(() => pageTwo.getAttribute('aria-current')).toBe('page');
      await expect.poll(() => usernames(page)).toEqual(secondPage);

      // Riverside's applicant, then the accounts of clinic.example sorted by username, descending.
      await organisationField(page).fill('riverside');
      await applyFilter(page);
      await expect.poll(() => usernames(page)).toEqual(['quinn.queue@clinic.example']);
      // A new search starts at page 1.
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      await organisationField(page).fill('');
      await page.getByLabel(startingWith('caption.searchText')).fill('olivia');
      await applyFilter(page);
      await expect.poll(() => usernames(page)).toEqual(['olivia.ordering@clinic.example']);

      await page.reload();
      await page.getByRole('heading', { name: text('staffUsers.title'), level: 1 }).waitFor();
      await expect.poll(() => usernames(page)).toEqual(['olivia.ordering@clinic.example']);
      expect(await page.getByLabel(startingWith('caption.searchText')).inputValue()).toBe('olivia');

      // Back: the search before, in the form and the rows; Forward: this one again.
      await page.goBack();
      await expect.poll(() => usernames(page)).toEqual(['quinn.queue@clinic.example']);
      await expect.poll(() => organisationField(page).inputValue()).toBe('riverside');
      expect(await page.getByLabel(startingWith('caption.searchText')).inputValue()).toBe('');
      await page.goForward();
      await expect.poll(() => usernames(page)).toEqual(['olivia.ordering@clinic.example']);
      await expect.poll(() => page.getByLabel(startingWith('caption.searchText')).inputValue()).toBe('olivia');

      // A sort is in the address too: a copied link opens the same search, sorted the same way.
      await page.getByLabel(startingWith('caption.searchText')).fill('genetics.example');
      await applyFilter(page);
      await expect.poll(async () => (await usernames(page)).every((name) => name.includes('genetics'))).toBe(true);
      const byName = await usernames(page);
      const sortByUsername = table(page).getByRole('button', { name: new RegExp(`^${text('caption.username')}`) });
      await sortByUsername.click();
      await expect.poll(() => usernameSort(page).getAttribute('aria-sort')).toBe('ascending');
      const ascending = [...byName].sort();
      await expect.poll(() => usernames(page)).toEqual(ascending);
      await sortByUsername.click();
      await expect.poll(() => usernameSort(page).getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => usernames(page)).toEqual([...ascending].reverse());
      const sorted = await usernames(page);
      const copied = page.url();
      const other = await page.context().newPage();
      await other.setViewportSize({ width, height: 900 });
      await other.goto(copied);
      await rows(other).first().waitFor();
      await expect.poll(() => usernames(other)).toEqual(sorted);
      expect(await other.getByLabel(startingWith('caption.searchText')).inputValue()).toBe('genetics.example');
      expect(await usernameSort(other).getAttribute('aria-sort')).toBe('descending');
      expect(await axeViolations(other)).toEqual([]);
      if (process.env.SCREENSHOTS) await other.screenshot({ path: `${process.env.SCREENSHOTS}/find-users-from-address-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
