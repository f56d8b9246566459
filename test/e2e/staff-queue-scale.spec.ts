import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { keepScreen } from './support/screens.js';
import { sharedBrowser } from './support/shared-browser.js';
import { openVerificationQueue } from './support/staff-desk.js';
import { DEMO_USERS } from '../../src/server/demo/demo-data.js';
import { CODES } from '../../src/server/rules/codes.js';
import { text } from '../support/rules.js';

const JOURNEY_MS = 60_000;
const WIDTHS = [1280, 375] as const;

/** The queue's card of one applicant. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });

/** The applicants' names in the order the queue lists them. */
function applicants(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 2 }).allInnerTexts();
}

/**
 * The verification queue as a team works it (issue 25 point 10): oldest first, each card with
 * how long it has waited and each identifier's check against the provider directory. Milo
 * Mismatch (demo data, registered today) is this journey's own: no other journey decides him.
 */
describe('the verification queue at a team\'s scale', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  for (const width of WIDTHS) {
    it(`lists the oldest first with each one's wait and directory checks at ${width} px`, async () => {
      const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
      await openVerificationQueue(page, width);
      const milo = card(page, 'Milo Mismatch');
      await milo.waitFor();

      // Oldest first: the counselor who registered three days ago comes before today's registration.
      const order = await applicants(page);
      expect(order.indexOf('Rory Reviewer')).toBeLessThan(order.indexOf('Milo Mismatch'));
      // Milo's is the demo's newest registration: every other demo applicant comes before it
      // (registrations other specs make while this runs may follow it).
      const demoApplicants = DEMO_USERS.filter((user) => user.accountStatus === CODES.accountStatus.underReview).map((user) => `${user.firstName} ${user.lastName}`);
      expect(order.slice(order.indexOf('Milo Mismatch') + 1).filter((name) => demoApplicants.includes(name))).toEqual([]);
      expect(await card(page, 'Rory Reviewer').innerText()).toContain(text('staffQueue.waitingDays', { days: 3 }));
      expect(await milo.innerText()).toContain(text('staffQueue.waitingToday'));

      // Each identifier beside what the provider directory says of it.
      const identifiers = milo.getByRole('list', { name: text('staffQueue.identifiers') });
      expect(await identifiers.innerText()).toContain(text('staffQueue.identifierNotFound', { type: 'NPI', value: '1876543210' }));
      expect(await identifiers.innerText()).toContain(text('staffQueue.identifierOtherRole', { type: 'NPI', value: '1987654328' }));
      expect(await card(page, 'Rory Reviewer').innerText()).toContain(text('staffQueue.identifierMatch', { type: 'NPI', value: '1543210987' }));

      // Nothing scrolls sideways; the decision buttons are on screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      const approve = await milo.getByRole('button', { name: text('staffQueue.approveName', { name: 'Milo Mismatch' }) }).boundingBox();
      expect(approve && approve.x + approve.width <= width).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await milo.scrollIntoViewIfNeeded();
      await keepScreen(page, 'staff-queue-directory-check', { whole: false });
      expect(errors).toEqual([]);
      expect(cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
