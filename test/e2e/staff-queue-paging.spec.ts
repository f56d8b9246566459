import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/demo/demo-data.js';
import { CODES } from '../../src/server/rules/codes.js';
import { rule, text } from '../support/rules.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { ownPortal } from './support/own-portal.js';
import { keepScreen } from './support/screens.js';
import { sharedBrowser } from './support/shared-browser.js';
import { openVerificationQueue } from './support/staff-desk.js';

const JOURNEY_MS = 90_000;
const WIDTHS = [1280, 375] as const;
/** The queue's first page holds this many (the staff rule file's page size); the seeded applicants fill two pages and part of a third. */
const PAGE_SIZE = rule<number>('schemas/config/staff.json', '/pageSize');
const SEEDED = PAGE_SIZE * 2 + 5;

/** The seeded applicant registered `n` days before the newest of them: 01 is the oldest. */
const applicant = (n: number) => ({ first: 'Paging', last: `Applicant ${String(n).padStart(2, '0')}` });
const nameOf = (n: number) => `${applicant(n).first} ${applicant(n).last}`;
const DEMO_APPLICANTS = DEMO_USERS.filter((user) => user.accountStatus === CODES.accountStatus.underReview).length;
/** Approved by an earlier run of the journey (the 1280 px run's, when the 375 px one runs). */
const approved = new Set<string>();
/** The seeded applicants still under review, oldest first: older than every demo applicant, they lead the queue. */
const remaining = () => Array.from({ length: SEEDED }, (_, index) => nameOf(index + 1)).filter((name) => !approved.has(name));

/** The applicants' names in the order the queue lists them. */
const listed = (page: Page) => page.getByRole('list', { name: text('staffQueue.title') }).getByRole('heading', { level: 2 }).allInnerTexts();

/**
 * The verification queue past its first page (issue 25 point 10): with more applicants under
 * review than a page holds, the queue pages like Find Users, oldest first across pages, and a
 * decision on page 2 leaves the reviewer on page 2. A portal of this spec's own holds the
 * applicants (older than the demo's), so no other spec's applicants move between its pages.
 */
describe('the verification queue past its first page', { timeout: JOURNEY_MS }, () => {
  const browser = sharedBrowser();
  const portal = ownPortal(async (db) => {
    for (let n = 1; n <= SEEDED; n++) {
      await db.query(
        `INSERT INTO users (username, first_name, last_name, email, account_status, role_id, organization_name, city, state, created_at)
         VALUES ($1, $2, $3, $1, $4, 1, 'Paging Clinic', 'Indianapolis', 'IN', now() - make_interval(days => $5))`,
        [`paging.${n}@clinic.example`, applicant(n).first, applicant(n).last, CODES.accountStatus.underReview, 100 - n],
      );
    }
  });

  for (const width of WIDTHS) {
    it(`goes to the next pages, oldest first, and approves an applicant from page 2 at ${width} px`, async () => {
      const { page, errors, cspViolations } = await openPortal(browser(), portal().origin, '/user/login');
      await openVerificationQueue(page, width);
      await page.getByRole('heading', { name: nameOf(1), level: 2 }).waitFor();
      // Page 1: the oldest, a page of them; the 1280 px run approved one the 375 px run no longer meets.
      expect(await listed(page)).toEqual(remaining().slice(0, PAGE_SIZE));
      // The count of all under review: the seeded still waiting and the demo's own applicants.
      const total = remaining().length + DEMO_APPLICANTS;
      const showing = page.locator('[data-list="staff-queue"]').getByRole('status');
      expect(await showing.innerText()).toBe(text('table.showing', { from: 1, to: PAGE_SIZE, total }));

      // Page 2: the next-oldest.
      const pages = page.getByRole('navigation', { name: text('table.pagination', { caption: text('staffQueue.title') }) });
      await pages.getByRole('button', { name: text('table.page', { n: 2 }) }).click();
      await showing.getByText(text('table.showing', { from: PAGE_SIZE + 1, to: PAGE_SIZE * 2, total })).waitFor();
      const second = await listed(page);
      expect(second).toEqual(remaining().slice(PAGE_SIZE, PAGE_SIZE * 2));
      const oldestOnTwo = second[0] as string;

      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await pages.scrollIntoViewIfNeeded();
      await keepScreen(page, 'staff-queue-page-2', { whole: false });

      // Approve the oldest of page 2: confirmed, gone from the queue, and the reviewer still on page 2.
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: oldestOnTwo, level: 2 }) });
      await card.getByRole('button', { name: text('staffQueue.approveName', { name: oldestOnTwo }) }).click();
      const confirm = page.getByRole('dialog', { name: text('staffQueue.approveTitle') });
      await confirm.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: text('staffQueue.approve') }).click();
      await page.getByText(text('staffQueue.approved', { name: oldestOnTwo })).waitFor();
      approved.add(oldestOnTwo);
      await showing.getByText(text('table.showing', { from: PAGE_SIZE + 1, to: PAGE_SIZE * 2, total: total - 1 })).waitFor();
      const after = await listed(page);
      // The one after it moves up; the first of page 3 moves onto page 2.
      expect(after).toEqual(remaining().slice(PAGE_SIZE, PAGE_SIZE * 2));
      expect(await pages.getByRole('button', { name: text('table.page', { n: 2 }) }).getAttribute('aria-current')).toBe('page');

      // Reload in the middle: still page 2.
      await page.reload();
      await showing.getByText(text('table.showing', { from: PAGE_SIZE + 1, to: PAGE_SIZE * 2, total: total - 1 })).waitFor();
      expect(await listed(page)).toEqual(after);
      expect(errors).toEqual([]);
      expect(cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
