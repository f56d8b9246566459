import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signInWithForm } from './support/signed-in.js';
import { rule, startingWith, text } from '../support/rules.js';

const JOURNEY_MS = 90_000;
const WIDTHS = [1280, 375] as const;
const PIN = '4242';

/** Everything the tab's sessionStorage holds, as one string. */
const tabStorage = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
const identifierField = (page: Page) => page.getByRole('textbox', { name: startingWith('caption.identifier') });
const usersTable = (page: Page) => page.getByRole('table', { name: text('staffUsers.caption') });

/** Opens Add Provider Identifiers from the provider list `page` shows. */
async function openAddIdentifiers(page: Page) {
  await page.getByRole('button', { name: text('providerUpdate.title') }).click();
  await page.getByRole('heading', { name: text('providerUpdate.title'), level: 1 }).waitFor();
}

/** Types an identifier row by keyboard: its type, its value, then leaves the field. */
async function typeRow(page: Page, value: string) {
  await page.getByLabel(startingWith('caption.identifierType')).selectOption({ label: text('caption.npi') });
  await identifierField(page).fill(value);
  await page.keyboard.press('Tab');
}

/** From the provider list `page` shows (or is opening), Add Provider Identifiers opens empty, and no draft of the row is left in the tab. */
async function expectEmptyForm(page: Page) {
  await page.getByRole('heading', { name: text('providerList.title'), level: 1 }).waitFor();
  await openAddIdentifiers(page);
  await page.waitForTimeout(rule<number>('schemas/config/form-behaviour.json', '/typingPauseMs'));
  expect(await identifierField(page).inputValue()).toBe('');
  expect(await tabStorage(page)).not.toContain('1234567893');
}

/** The staff member in `page` finds `username` (by the search in the address) and acts for them. */
async function actFor(page: Page, username: string, name: string) {
  await page.goto(`/staff/users?searchText=${encodeURIComponent(username)}`);
  await expect.poll(() => usersTable(page).locator('tbody tr[aria-rowindex]').count()).toBe(1);
  await page.getByRole('button', { name: text('table.rowAction', { label: text('staffUsers.actFor'), name }), exact: true }).click();
  await page.getByRole('heading', { name: text('providerList.title'), level: 1 }).waitFor();
}

/** Issue 20 item 4's spirit, signed in: identifiers typed on Add Provider Identifiers survive a reload, for that person only. */
describe('a signed-in draft', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  for (const width of WIDTHS) {
    it(`brings the rows typed back after a reload, the PIN left out, at ${width} px`, async () => {
      const { page, errors } = await openPortal(browser(), baseUrl, '/user/login');
      await page.setViewportSize({ width, height: 900 });
      // The unsaved work makes the browser ask before reloading; the person reloads anyway.
      page.on('dialog', (dialog) => void dialog.accept());
      await signInWithForm(page, 'fiona.forms@clinic.example', { opened: true });
      await page.getByRole('heading', { name: text('providerList.title'), level: 1 }).waitFor();
      await openAddIdentifiers(page);
      await typeRow(page, '1234567893');
      const summit = page.getByRole('checkbox', { name: 'Summit Care Alliance' });
      await summit.waitFor({ state: 'attached' });
      await summit.focus();
      await page.keyboard.press('Space');
      const pin = page.getByLabel(text('planChecklist.pin', { plan: 'Summit Care Alliance' }));
      await pin.fill(PIN);
      await page.keyboard.press('Tab');
      await expect.poll(() => tabStorage(page)).toContain('1234567893');
      expect(await tabStorage(page)).not.toContain(PIN);

      await page.reload();
      await page.getByRole('heading', { name: text('providerUpdate.title'), level: 1 }).waitFor();
      await expect.poll(() => identifierField(page).inputValue()).toBe('1234567893');
      expect(await page.getByLabel(startingWith('caption.identifierType')).inputValue()).not.toBe('');
      expect(await axeViolations(page)).toEqual([]);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/add-identifiers-restored-${width}.png`, fullPage: true });

      // The restored rows are unsaved work: leaving asks, and Don't Save forgets them for good.
      const ask = page.getByRole('dialog', { name: text('unsaved.title') });
      await page.getByRole('navigation', { name: text('layout.primaryNavigation') }).getByRole('button', { name: text('layout.home') }).click();
      await ask.getByRole('button', { name: text('unsaved.leave') }).click();
      await expectEmptyForm(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("does not bring one user's rows to the next user a staff member acts for", async () => {
    const { page, errors } = await openPortal(browser(), baseUrl, '/user/login');
    page.on('dialog', (dialog) => void dialog.accept());
    await signInWithForm(page, 'admin@carelon.example', { opened: true });
    await page.getByRole('button', { name: text('home.findUsers') }).waitFor();
    await actFor(page, 'fiona.forms@clinic.example', 'Fiona Forms');
    await openAddIdentifiers(page);
    await typeRow(page, '1234567893');
    await expect.poll(() => tabStorage(page)).toContain('1234567893');
    // Fiona's rows are hers: a reload while acting for her brings them back.
    await page.reload();
    await expect.poll(() => identifierField(page).inputValue()).toBe('1234567893');

    // Another tab of the browser acts for Paula; this tab follows to the staff member's home.
    const other = await page.context().newPage();
    await actFor(other, 'paula.practice@clinic.example', 'Paula Practice');
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: text('providerUpdate.title') }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/user/provider-management');
    // Paula's form starts empty, and Fiona's draft is gone from the tab.
    await expectEmptyForm(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
