import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { descriptionOf } from './support/description.js';
import { keepScreen } from './support/screens.js';
import { sharedBrowser } from './support/shared-browser.js';
import { ownPortal } from './support/own-portal.js';
import { signInWithForm, signedInAs } from './support/signed-in.js';
import { rule, startingWith, text } from '../support/rules.js';

const JOURNEY_MS = 90_000;
/** The account acted for in this spec only, so its trail entries are this spec's own. */
const SUBJECT = { name: 'Sam Servicing', username: 'sam.servicing@clinic.example' };
const STAFF = text('staff.audit.person', { name: 'Avery Admin', username: 'admin@carelon.example' });

/** Presses Show entries, past the debounce that ignores a submit repeated too soon (spec). */
async function showEntries(page: Page) {
  await page.waitForTimeout(formBehaviour.submitDebounceMs);
  await page.getByRole('button', { name: text('staffAudit.filter') }).click();
}

/** Presses Tab until `target` has the focus (a date field's month, day and year take a Tab each); false if it never does. */
async function tabTo(page: Page, target: Locator): Promise<boolean> {
  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return true;
  }
  return false;
}

/** The trail table's body rows, each as its cells' texts. */
async function tableRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: text('staffAudit.caption') });
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')));
}

describe('the staff Audit Trail in Chromium', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  it('shows who acted for whom and when, filtered by user and staff member, refuses a backwards date range at its field, and exports the filtered entries as CSV', async () => {
    const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'admin@carelon.example');
    await signedInAs(page);
    // An act-for session, started and ended on the staff desk, is what the trail then shows.
    await page.getByRole('button', { name: startingWith('home.findUsers') }).click();
    await page.getByLabel(startingWith('caption.searchText')).fill(SUBJECT.username);
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await page.getByRole('button', { name: text('action.filter') }).click();
    await page.getByRole('button', { name: text('table.rowAction', { label: text('staffUsers.actFor'), name: SUBJECT.name }), exact: true }).click();
    await signedInAs(page, /^Sam /);
    await page.getByRole('button', { name: text('banner.backToProfile') }).click();
    await signedInAs(page, /^Avery /);

    await page.getByRole('button', { name: text('home.auditTrail') }).click();
    await page.getByRole('heading', { name: text('staffAudit.title'), level: 1 }).waitFor();
    const user = page.getByRole('searchbox', { name: new RegExp(`^${text('caption.user')}`) });
    await user.fill('sam.servicing');
    await showEntries(page);
    await expect.poll(() => tableRows(page).then((rows) => rows.map((cells) => cells.slice(1, 4))), { timeout: 10_000 }).toEqual([
      [STAFF, text('staff.audit.person', { name: SUBJECT.name, username: SUBJECT.username }), text('staff.audit.actForEnded')],
      [STAFF, text('staff.audit.person', { name: SUBJECT.name, username: SUBJECT.username }), text('staff.audit.actForStarted')],
    ]);
    // When: the reader's date and time, as every date of the portal.
    expect((await tableRows(page))[0]?.[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreen(page, 'staff-audit-trail');
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The staff member filter narrows further; a name that acted on nothing shows the empty text.
    const staff = page.getByRole('searchbox', { name: new RegExp(`^${text('caption.staffMember')}`) });
    await staff.fill('nobody-acted-like-this');
    await showEntries(page);
    const table = page.getByRole('table', { name: text('staffAudit.caption') });
    await table.getByText(text('staffAudit.empty')).waitFor();
    // On a phone the rows are cards: every column's header still shows above them, and the
    // empty text spans the list, not a column of it.
    await page.setViewportSize({ width: 375, height: 900 });
    const headers = table.getByRole('columnheader');
    expect(await headers.evaluateAll((cells) => cells.filter((cell) => cell.getBoundingClientRect().width === 0).map((cell) => cell.textContent))).toEqual([]);
    const [listWidth, emptyWidth] = await Promise.all([table.evaluate((element) => element.getBoundingClientRect().width), table.getByText(text('staffAudit.empty')).evaluate((cell) => cell.getBoundingClientRect().width)]);
    expect(emptyWidth).toBe(listWidth);
    await page.setViewportSize({ width: 1280, height: 900 });
    await staff.fill('avery');

    // An end before the start is refused at the End date as soon as both days are entered, before Show entries.
    const start = page.getByLabel(new RegExp(`^${text('caption.fromDate')}`));
    const end = page.getByLabel(new RegExp(`^${text('caption.toDate')}`));
    const refusedAtEnd = async () => (await descriptionOf(end)).includes(text('staff.audit.dateOrder')) && (await end.getAttribute('aria-invalid')) === 'true';
    await start.fill('2026-11-30');
    // The End date's calendar offers no day before the start (its min is the Start date's value, not an unread rule object).
    await expect.poll(() => end.getAttribute('min')).toBe('2026-11-30');
    await end.fill('2026-11-01');
    await expect.poll(refusedAtEnd, { timeout: 10_000 }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreen(page, 'staff-audit-trail-date-order', { whole: false });
    // Correcting either day clears it; running them backwards again brings it back.
    await start.fill('2026-10-31');
    await expect.poll(refusedAtEnd, { timeout: 10_000 }).toBe(false);
    await start.fill('2026-11-30');
    await expect.poll(refusedAtEnd, { timeout: 10_000 }).toBe(true);
    await end.fill('2026-12-01');
    await expect.poll(refusedAtEnd, { timeout: 10_000 }).toBe(false);
    await end.fill('2026-11-01');
    await expect.poll(refusedAtEnd, { timeout: 10_000 }).toBe(true);
    // Show entries keeps the refusal at the End date, and the table keeps the last good filter.
    await showEntries(page);
    await expect.poll(refusedAtEnd, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('table', { name: text('staffAudit.caption') }).getByText(text('staffAudit.empty')).count()).toBe(1);

    // Keyboard only on a phone: days typed into the fields, the refusal read with the End date, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await start.fill('');
    await end.fill('');
    // The emptied days reach the form (the refusal goes) before the days are typed: an emptied
    // value landing mid-typing would reset the date field's half-typed segments.
    await expect.poll(refusedAtEnd, { timeout: 10_000 }).toBe(false);
    await start.focus();
    await page.keyboard.type('11302026');
    await expect.poll(() => start.inputValue()).toBe('2026-11-30');
    expect(await tabTo(page, end)).toBe(true);
    await page.keyboard.type('11012026');
    await expect.poll(refusedAtEnd, { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreen(page, 'staff-audit-trail-date-order', { whole: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await start.fill('');
    await end.fill('');
    await showEntries(page);
    await expect.poll(() => tableRows(page).then((rows) => rows.length), { timeout: 10_000 }).toBe(2);

    // The export holds the filtered entries, quoted, with a header row.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text('staffAudit.export') }).click()]);
    expect(download.suggestedFilename()).toBe(text('staffAudit.exportFile'));
    const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toContain(`"${text('staff.audit.csv.staffUsername')}"`);
    expect(lines.slice(1)).toHaveLength(2);
    for (const line of lines.slice(1)) expect(line).toContain(`"admin@carelon.example","Avery Admin","${SUBJECT.username}","${SUBJECT.name}"`);
    // The backwards days never reached the server: no call failed (the browser logs every 4xx).
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('is for administrators only: a provider who opens its address lands on their own home, and its call refuses them', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    // An account whose password no other spec changes (specs run side by side).
    await signInWithForm(page, 'olivia.ordering@clinic.example');
    await signedInAs(page);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/staff/audit')) answers.push(response.status());
    });
    await page.goto('/staff/audit-trail');
    await page.waitForURL((url) => url.pathname !== '/staff/audit-trail');
    await signedInAs(page, /^Olivia /);
    expect(await page.getByRole('heading', { name: text('staffAudit.title') }).count()).toBe(0);
    expect(answers.every((status) => status === 403)).toBe(true);
    await page.context().close();
  });
});

describe('a long unbroken reason in the Audit Trail', { timeout: JOURNEY_MS }, () => {
  const browser = sharedBrowser();
  // Its own portal: the rejection it makes stays out of the queue and trail the journeys beside it read.
  const portal = ownPortal();

  it('wraps in its card on a phone: the page is no wider than 375 px', async () => {
    const { page, errors } = await openPortal(browser(), portal().origin, '/user/login');
    await signInWithForm(page, 'admin@carelon.example');
    await signedInAs(page);
    await page.getByRole('button', { name: startingWith('home.verificationQueue') }).click();
    await page.getByRole('button', { name: text('staffQueue.rejectName', { name: 'Vera Verify' }), exact: true }).click();
    const modal = page.getByRole('dialog', { name: text('staffQueue.rejectTitle') });
    // A pasted reference with no space in it, as long as the reason may be.
    const maxLength = rule<number>('schemas/models/api-staff-reject.json', '/properties/reason/maxLength');
    await modal.getByLabel(startingWith('caption.rejectionReason')).fill('X'.repeat(maxLength));
    await modal.getByRole('button', { name: text('staffQueue.reject') }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: text('layout.home'), exact: true }).click();
    await page.getByRole('button', { name: text('home.auditTrail') }).click();
    const table = page.getByRole('table', { name: text('staffAudit.caption') });
    await table.getByText('X'.repeat(20), { exact: false }).first().waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
