import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import accountRules from '../../schemas/config/account-rules.json';
import { formatAnswerDates } from '../../src/engine/format/answer-dates.js';
import { rule, startingWith, text } from '../support/rules.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { ownPortal } from './support/own-portal.js';
import { keepScreen } from './support/screens.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signInFrom } from './support/stranger.js';

const PASSWORD = 'Portal#Demo24';
const JOURNEY_MS = 90_000;
/** Each width locks an account of its own (demo data, active). */
const ACCOUNTS = { 1280: 'olivia.ordering@clinic.example', 375: 'sam.servicing@clinic.example' } as const;
/** How long the lock is left to run out by itself once it is moved near its end. */
const LAST_SECONDS = 2;

const table = (page: Page) => page.getByRole('table', { name: text('staffUsers.caption') });
const rowOf = (page: Page, username: string) => table(page).locator('tbody tr[aria-rowindex]').filter({ hasText: username });

/** Presses Filter once the form's guard against a double submit has passed (form-behaviour.json submitDebounceMs). */
async function applyFilter(page: Page) {
  await page.waitForTimeout(rule<number>('schemas/config/form-behaviour.json', '/submitDebounceMs'));
  await page.getByRole('button', { name: text('action.filter') }).click();
}

/** Find Users with the text filter set to `username`. */
async function findUser(page: Page, username: string) {
  await page.getByRole('heading', { name: text('staffUsers.title'), level: 1 }).waitFor();
  await page.getByLabel(startingWith('caption.searchText')).fill(username);
  await applyFilter(page);
}

/**
 * A lock by wrong passwords as Find Users shows it (issue 25 point 9): strangers reach the
 * brute-force rule's failure factor, so the account is locked for the rule's wait; the list
 * says "locked until" the lock's end, and once the end has passed the list shows the account
 * unlocked, the server untouched. The lock's end is moved to a moment ahead in this spec's
 * own portal's database, so the journey waits seconds, not the rule's minute, and no other
 * spec meets the locked account.
 */
describe('a timed lock in Find Users', { timeout: JOURNEY_MS }, () => {
  const browser = sharedBrowser();
  const portal = ownPortal();

  for (const width of [1280, 375] as const) {
    it(`shows a lock by wrong passwords with its end, and the account unlocked once it ended, at ${width} px`, async () => {
      const username = ACCOUNTS[width];
      const { origin, db } = portal();
      for (let attempt = 0; attempt < accountRules.bruteForce.failureFactor; attempt += 1) {
        expect(await signInFrom(origin, `127.0.${width === 1280 ? 1 : 2}.${attempt + 2}`, username, `Wrong#Pass${attempt}`)).toBe(400);
      }
      const [lock] = await db.query<{ ends: Date | string; seconds: number }>(
        'SELECT locked_until AS ends, extract(epoch FROM locked_until - locked_at)::integer AS seconds FROM users WHERE username = $1',
        [username],
      );
      // Locked for the rule's first wait.
      expect(lock?.seconds).toBe(accountRules.bruteForce.waitIncrementSeconds);
      const ends = new Date(lock?.ends as Date | string).toISOString();

      const { page, errors, cspViolations } = await openPortal(browser(), origin, '/user/login');
      await page.setViewportSize({ width, height: 900 });
      await page.getByLabel(startingWith('caption.username')).fill('admin@carelon.example');
      await page.getByLabel(startingWith('caption.password')).fill(PASSWORD);
      await page.getByRole('button', { name: text('action.logIn') }).click();
      await page.getByRole('button', { name: startingWith('home.findUsers') }).click();
      await findUser(page, username);
      const active = text('caption.accountStatus.active');
      const until = (formatAnswerDates({ untilDateTime: ends }) as { untilDateTime: string }).untilDateTime;
      await expect.poll(() => rowOf(page, username).innerText()).toContain(text('staffUsers.lockedUntil', { status: active, until }));
      expect(await axeViolations(page)).toEqual([]);
      await rowOf(page, username).scrollIntoViewIfNeeded();
      await keepScreen(page, 'staff-find-users-timed-lock', { whole: false });

      // The lock runs out by itself a moment from now; the list asked again then says Active, no lock.
      await db.query(`UPDATE users SET locked_until = now() + make_interval(secs => $2) WHERE username = $1`, [username, LAST_SECONDS]);
      await page.waitForTimeout(LAST_SECONDS * 1000 + 500);
      await page.reload();
      await findUser(page, username);
      await expect.poll(() => rowOf(page, username).innerText()).not.toContain(text('staffUsers.lockedUntil', { status: '', until: '' }).trim());
      expect(await rowOf(page, username).innerText()).toContain(active);
      // And the Locked filter no longer lists it.
      await page.getByLabel(text('caption.accountStatus')).selectOption({ label: text('caption.accountStatus.locked') });
      await applyFilter(page);
      await table(page).getByText(text('search.noResults')).waitFor();
      expect(errors).toEqual([]);
      expect(cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
