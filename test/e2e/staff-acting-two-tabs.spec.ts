import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { sharedBrowser } from './support/shared-browser.js';
import { inOrder, rule, startingWith, text } from '../support/rules.js';

const PASSWORD = 'Portal#Demo24';
const JOURNEY_MS = 90_000;
const WIDTHS = [1280, 375] as const;

const usersTable = (page: Page) => page.getByRole('table', { name: text('staffUsers.caption') });
/** The banner's words before the name ("Acting for "), as the catalogue has them. */
const ACTING_WORDS = text('banner.acting', { name: '\u0000', staff: '' }).split('\u0000')[0] ?? '';
/** The frame's "Acting for" banner, by the words before the name. */
const actingBanner = (page: Page) => page.getByText(new RegExp(`^${inOrder(ACTING_WORDS).source}`));

/** Signs the demo administrator in on the sign-in page `page` shows, at `width` px, and acts for `name`. */
async function actingFor(page: Page, width: number, username: string, name: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.getByLabel(startingWith('caption.username')).fill('admin@carelon.example');
  await page.getByLabel(startingWith('caption.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('action.logIn') }).click();
  await openFindUsers(page);
  await actFor(page, username, name);
}

/** Opens Find Users from the signed-in home `page` shows. */
async function openFindUsers(page: Page): Promise<void> {
  await page.getByRole('button', { name: text('home.findUsers') }).click();
  await page.getByRole('heading', { name: text('staffUsers.title'), level: 1 }).waitFor();
  await usersTable(page).locator('tbody tr[aria-rowindex]').first().waitFor();
}

/**
 * Finds a user by username (accounts other specs register meanwhile may push a name off the
 * first page) and acts for them, waiting for their provider list.
 */
async function actFor(page: Page, username: string, name: string): Promise<void> {
  await page.getByLabel(startingWith('caption.searchText')).fill(username);
  // form-behaviour.json submitDebounceMs: a second press within it is taken as the same one.
  await page.waitForTimeout(rule<number>('schemas/config/form-behaviour.json', '/submitDebounceMs'));
  await page.getByRole('button', { name: text('action.filter') }).click();
  const actButton = page.getByRole('button', { name: text('table.rowAction', { label: text('staffUsers.actFor'), name }), exact: true });
  await expect.poll(() => usersTable(page).locator('tbody tr[aria-rowindex]').count()).toBe(1);
  await actButton.click();
  await page.getByRole('heading', { name: text('providerList.title'), level: 1 }).waitFor();
  await actingBanner(page).filter({ hasText: name }).waitFor();
}

/**
 * A staff member acting for one user in a tab who acts for another in a second tab of the same
 * browser: the first tab says so and follows, rather than naming the first user while the
 * session acts on the second (deleting there was refused as "Deletion failed.").
 * Acting for Fiona and Paula changes nothing of theirs; no other spec counts who acted for them.
 */
describe('acting for another user in a second tab', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  for (const width of WIDTHS) {
    it(`tells the first tab at ${width} px that it now follows the second, which names the new user, never the first`, async () => {
      const { page: first, errors } = await openPortal(browser(), baseUrl, '/user/login');
      await actingFor(first, width, 'fiona.forms@clinic.example', 'Fiona Forms');

      const second = await first.context().newPage();
      await second.setViewportSize({ width, height: 900 });
      await second.goto('/user/home');
      await openFindUsers(second);
      await actFor(second, 'paula.practice@clinic.example', 'Paula Practice');

      const notice = first.getByText(text('banner.actingChangedElsewhere'));
      await notice.waitFor();
      await actingBanner(first).filter({ hasText: 'Paula Practice' }).waitFor();
      expect(await first.getByText(/Fiona Forms/).count()).toBe(0);
      // The home greets whoever is signed in, not the account acted on, which the banner names.
      await first.getByRole('heading', { name: text('home.heading', { name: 'Avery Admin' }), level: 1 }).waitFor();
      // Focus starts at the top of what changed: the page's heading, the notice just below it.
      expect(await first.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(await axeViolations(first)).toEqual([]);
      // The tab that made the change is left as it was.
      await actingBanner(second).filter({ hasText: 'Paula Practice' }).waitFor();
      expect(await second.getByText(text('banner.actingChangedElsewhere')).count()).toBe(0);
      expect(errors).toEqual([]);
      await first.context().close();
    });
  }
});

/**
 * A page that never heard of the change (another window of the session, or a browser without
 * BroadcastChannel) is stopped by the server: its delete names the user it shows, and the
 * answer says the session acts for someone else now. Nothing of Fiona's is deleted.
 */
describe('a page that did not hear of the change', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  it('says the user acted for changed elsewhere when its delete is refused, never "Deletion failed."', async () => {
    const { page: stale, errors } = await openPortal(browser(), baseUrl, '/user/login');
    await actingFor(stale, WIDTHS[0], 'fiona.forms@clinic.example', 'Fiona Forms');

    // The same session in a browser context of its own: no channel reaches the first page.
    const elsewhere = await (await browser().newContext({ baseURL: baseUrl, storageState: await stale.context().storageState() })).newPage();
    await elsewhere.goto('/user/home');
    await openFindUsers(elsewhere);
    await actFor(elsewhere, 'paula.practice@clinic.example', 'Paula Practice');
    await elsewhere.context().close();

    const list = stale.getByRole('table', { name: text('providerList.caption') });
    await list.locator('tbody').getByRole('button', { name: /^Delete / }).first().click();
    await stale.getByRole('dialog', { name: text('providerList.confirmTitle') }).getByRole('button', { name: text('action.delete') }).click();
    await stale.getByText(text('banner.actingChangedElsewhere')).waitFor();
    await actingBanner(stale).filter({ hasText: 'Paula Practice' }).waitFor();
    expect(await stale.getByText(text('providerManagement.deleteFailed')).count()).toBe(0);
    expect(await stale.getByText(/Fiona Forms/).count()).toBe(0);
    // The browser's own line for the refused delete; nothing else went wrong.
    expect(errors).toEqual([expect.stringMatching(/status of 409.*ProviderDelete/)]);
    await stale.context().close();
  });
});
