import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { descriptionOf } from './support/description.js';
import { keepScreen } from './support/screens.js';
import { sharedBrowser } from './support/shared-browser.js';
import { rule, startingWith, text } from '../support/rules.js';
import { DEMO_USERS } from '../../src/server/demo/demo-data.js';

const PASSWORD = 'Portal#Demo24';
const JOURNEY_MS = 60_000;
const WIDTHS = [1280, 375] as const;

const table = (page: Page) => page.getByRole('table', { name: text('staffUsers.caption') });
const rows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');

/** The usernames of the rows shown, top to bottom (the second cell of each row). */
function usernames(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) => trs.map((tr) => (tr.querySelectorAll('td')[1]?.textContent ?? '').trim()));
}

/**
 * Presses Filter once the form's guard against a double submit has passed
 * (form-behaviour.json submitDebounceMs: a second press within it is taken as the same one).
 */
async function applyFilter(page: Page) {
  await page.waitForTimeout(rule<number>('schemas/config/form-behaviour.json', '/submitDebounceMs'));
  await page.getByRole('button', { name: text('action.filter') }).click();
}

/** How far the page or the table's region scrolls sideways (0: not at all). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const region = document.querySelector('[role="region"]:has(table)') as HTMLElement;
    return Math.max(document.documentElement.scrollWidth - document.documentElement.clientWidth, region.scrollWidth - region.clientWidth);
  });
}

async function openFindUsers(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.getByLabel(startingWith('caption.username')).fill('admin@carelon.example');
  await page.getByLabel(startingWith('caption.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('action.logIn') }).click();
  await page.getByRole('button', { name: startingWith('home.findUsers') }).click();
  await page.getByRole('heading', { name: text('staffUsers.title'), level: 1 }).waitFor();
  await rows(page).first().waitFor();
}

/** Staff find accounts in a table: filters, sorting, paging, locks, at a desk and on a phone (issue 25 point 9). */
describe('Find Users as a table', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  for (const width of WIDTHS) {
    it(`filters by status, organisation, role and text, sorts, pages and shows a lock at ${width} px, every row's action on screen`, async () => {
      const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
      await openFindUsers(page, width);

      // Every account, a page at a time in name order: the configured first size, then page 2 holds the rest.
      const size = rule<number>('schemas/config/staff.json', '/pageSize');
      expect(await rows(page).count()).toBe(size);
      // The whole first page, long usernames and all, fits: no row's action is off to the side.
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await table(page).getByRole('columnheader', { name: text('caption.name'), exact: true }).getAttribute('aria-sort')).toBe('ascending');
      const first = await usernames(page);
      await page.getByRole('button', { name: text('table.page', { n: 2 }), exact: true }).click();
      await expect.poll(async () => (await usernames(page))[0]).not.toBe(first[0]);
      const second = await usernames(page);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((name) => first.includes(name))).toEqual([]);

      // Username, ascending then descending: with every account on one page, one is the other
      // reversed. Other specs register accounts on the same server meanwhile, so the lists are
      // compared over the accounts both hold, and the one page holds at least both pages' accounts.
      await page.getByLabel(text('caption.resultsPerPage')).selectOption(String(rule<number[]>('schemas/config/staff.json', '/pageSizeChoices').at(-1)));
      await expect.poll(async () => {
        const listed = await usernames(page);
        return [...first, ...second].every((name) => listed.includes(name));
      }).toBe(true);
      const byName = await usernames(page);
      const sortByUsername = table(page).getByRole('button', { name: new RegExp(`^${text('caption.username')}`) });
      await sortByUsername.click();
      await expect.poll(() => table(page).getByRole('columnheader', { name: text('caption.username'), exact: true }).getAttribute('aria-sort')).toBe('ascending');
      // The rows in name order stay drawn until the new order arrives.
      await expect.poll(() => usernames(page)).not.toEqual(byName);
      const ascending = await usernames(page);
      await sortByUsername.click();
      await expect.poll(() => table(page).getByRole('columnheader', { name: text('caption.username'), exact: true }).getAttribute('aria-sort')).toBe('descending');
      await expect.poll(async () => {
        const descending = await usernames(page);
        return descending.filter((name) => ascending.includes(name));
      }).toEqual(ascending.slice().reverse());

      // Locked accounts, with the lock said in the status (this one's lock has no end: it holds until an unlock).
      await page.getByLabel(text('caption.accountStatus')).selectOption({ label: text('caption.accountStatus.locked') });
      await applyFilter(page);
      // Every account listed says its lock once the filtered answer is drawn (the list before
      // it may hold Lena too), whatever other specs locked meanwhile.
      const lockSaid = text('staffUsers.lockedUntil', { status: '', until: '' }).trim();
      const allSayLock = async () => {
        const listed = await rows(page).allInnerTexts();
        return listed.length > 0 && listed.every((row) => row.includes(lockSaid));
      };
      await expect.poll(allSayLock).toBe(true);
      const lena = rows(page).filter({ hasText: 'idp.lockedout@clinic.example' });
      expect(await lena.innerText()).toContain(text('staffUsers.lockedUntilUnlock', { status: text('caption.accountStatus.active') }));
      await keepScreen(page, 'staff-find-users-locked');

      // Organisation and role together: the under-review applicant of Riverside Cardiology, an ordering provider.
      await page.getByLabel(text('caption.accountStatus')).selectOption({ label: text('form.selectPlaceholder') });
      await page.getByLabel(startingWith('caption.organizationName')).fill('riverside');
      await page.getByLabel(startingWith('caption.role')).selectOption({ label: text('caption.role.1') });
      await applyFilter(page);
      await expect.poll(() => usernames(page)).toEqual(['quinn.queue@clinic.example']);

      // Text that only white space is refused at the field, before any call.
      await page.getByLabel(startingWith('caption.searchText')).fill('   ');
      await applyFilter(page);
      await expect.poll(() => descriptionOf(page.getByLabel(startingWith('caption.searchText')))).toContain(text('field.notOnlySpaces', { caption: text('caption.searchText') }));
      await page.getByLabel(startingWith('caption.searchText')).fill('quinn');
      await applyFilter(page);
      await expect.poll(() => usernames(page)).toEqual(['quinn.queue@clinic.example']);

      // Nothing scrolls sideways; the row's action is on screen and names its user.
      expect(await sidewaysScroll(page)).toBe(0);
      const actFor = page.getByRole('button', { name: text('table.rowAction', { label: text('staffUsers.actFor'), name: 'Quinn Queue' }), exact: true });
      const box = await actFor.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await keepScreen(page, 'staff-find-users');
      expect(errors).toEqual([]);
      expect(cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});

/** Acting for one user after another: what the staff member filtered for the first is not applied to the second. */
describe('acting for the next user', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();
  // Paula's practice has ten identifiers under this prefix (demo data); Alex has none under it.
  // No other spec changes Alex's identifiers or counts who acted for him (the audit trail's counts Sam's).
  const prefix = '55500010';
  const alex = DEMO_USERS.find((user) => user.username === 'activeuser1');

  it("opens the next user's provider list whole, its filter empty, after the last user's list was filtered", async () => {
    const { page, errors } = await openPortal(browser(), baseUrl, '/user/login');
    await openFindUsers(page, WIDTHS[0]);
    const identifierField = page.getByLabel(text('caption.identifier'), { exact: true });
    const providerRows = page.getByRole('table', { name: text('providerList.caption') }).locator('tbody tr');
    // Found by username first: accounts other specs register meanwhile may push a name off the first page.
    const actFor = async (username: string, name: string) => {
      await page.getByLabel(startingWith('caption.searchText')).fill(username);
      await applyFilter(page);
      await expect.poll(() => usernames(page)).toEqual([username]);
      await page.getByRole('button', { name: text('table.rowAction', { label: text('staffUsers.actFor'), name }), exact: true }).click();
      await page.getByRole('heading', { name: text('providerList.title'), level: 1 }).waitFor();
      await providerRows.first().waitFor();
    };
    await actFor('paula.practice@clinic.example', 'Paula Practice');
    await identifierField.fill(prefix);
    await applyFilter(page);
    await expect.poll(async () => (await providerRows.allInnerTexts()).every((row) => row.includes(prefix))).toBe(true);

    await page.getByRole('link', { name: text('layout.home') }).or(page.getByRole('button', { name: text('layout.home') })).first().click();
    await page.getByRole('button', { name: startingWith('home.findUsers') }).click();
    await rows(page).first().waitFor();
    await actFor('activeuser1', 'Alex Active');
    // His identifiers, each in a row of its own (not the one "no results" row a filtered list shows).
    const his = (alex?.identifiers ?? []).map((identifier) => identifier.value);
    expect(his.length).toBeGreaterThan(0);
    await expect.poll(async () => (await providerRows.allInnerTexts()).map((row) => his.filter((value) => row.includes(value)).length)).toEqual(his.map(() => 1));
    expect(await identifierField.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("finds a user's identifier pasted with spaces around it, and says a filter too short once trimmed at the field", async () => {
    const { page, errors } = await openPortal(browser(), baseUrl, '/user/login');
    await openFindUsers(page, WIDTHS[1]);
    const identifierField = page.getByLabel(text('caption.identifier'), { exact: true });
    const providerRows = page.getByRole('table', { name: text('providerList.caption') }).locator('tbody tr');
    // Fiona's list is for trying filters; one of her identifiers, of the many on her first page.
    const fiona = DEMO_USERS.find((user) => user.username === 'fiona.forms@clinic.example');
    const [first, second] = (fiona?.identifiers ?? []).map((identifier) => identifier.value);
    expect(second).toBeTruthy();
    await page.getByLabel(startingWith('caption.searchText')).fill('fiona.forms@clinic.example');
    await applyFilter(page);
    await expect.poll(() => usernames(page)).toEqual(['fiona.forms@clinic.example']);
    await page.getByRole('button', { name: text('table.rowAction', { label: text('staffUsers.actFor'), name: 'Fiona Forms' }), exact: true }).click();
    await page.getByRole('heading', { name: text('providerList.title'), level: 1 }).waitFor();
    await providerRows.first().waitFor();
    // As copied from a spreadsheet or an e-mail: the spaces are not part of the identifier.
    await identifierField.fill(`  ${second}\t `);
    await applyFilter(page);
    await expect.poll(async () => (await providerRows.allInnerTexts()).map((row) => row.includes(second as string) && !row.includes(first as string))).toEqual([true]);
    // Two characters between spaces are too short a filter, said at the field rather than answered with no rows.
    await identifierField.fill(` ${(second as string).slice(0, 2)} `);
    await applyFilter(page);
    await page.getByText(text('providerList.filterTooShort')).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
