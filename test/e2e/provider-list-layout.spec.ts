import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { keepScreen } from './support/screens.js';
import { sharedBrowser } from './support/shared-browser.js';
import { startingWith, text } from '../support/rules.js';

const PASSWORD = 'Portal#Demo24';
const JOURNEY_MS = 90_000;
const WIDTHS = [1280, 375] as const;

const table = (page: Page) => page.getByRole('table', { name: text('providerList.caption') });

/** The page's layout facts the journey checks, read in the page. */
interface Layout {
  /** How far the page or the table's region scrolls sideways (0: not at all). */
  sidewaysScroll: number;
  /** Each header cell's background colour. */
  headerColours: string[];
  /** The first row: its Delete's right edge, and how far its checkbox's centre is from its first value's. */
  deleteRight: number;
  checkboxOffset: { x: number; y: number };
}

function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const region = document.querySelector('[role="region"]:has(table)') as HTMLElement;
    const row = document.querySelector('tbody tr[aria-rowindex]') as HTMLElement;
    const box = row.querySelector('.usa-checkbox__label') as HTMLElement;
    const value = row.querySelectorAll('td')[1] as HTMLElement;
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const boxRect = box.getBoundingClientRect();
    // The value's text, not its cell (a card's cell holds its label above the value).
    const range = document.createRange();
    range.selectNodeContents(value.lastChild as Node);
    const valueRect = range.getBoundingClientRect();
    return {
      sidewaysScroll: Math.max(document.documentElement.scrollWidth - document.documentElement.clientWidth, region.scrollWidth - region.clientWidth),
      headerColours: [...document.querySelectorAll('thead th')].filter((th) => getComputedStyle(th).display !== 'none').map((th) => getComputedStyle(th).backgroundColor),
      deleteRight: (row.querySelector('td:last-child button') as HTMLElement).getBoundingClientRect().right,
      checkboxOffset: { x: valueRect.left - centre(boxRect).x, y: centre(valueRect).y - centre(boxRect).y },
    };
  });
}

describe('the provider list at a desk and on a phone', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  for (const width of WIDTHS) {
    it(`keeps every row's checkbox, values and Delete on screen at ${width} px, and confirms a selection with a summary and its rows`, async () => {
      const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
      await page.setViewportSize({ width, height: 900 });
      await page.getByLabel(startingWith('caption.username')).fill('paula.practice@clinic.example');
      await page.getByLabel(startingWith('caption.password')).fill(PASSWORD);
      await page.getByRole('button', { name: text('action.logIn') }).click();
      await table(page).locator('tbody tr[aria-rowindex="3"]').waitFor();

      // Cards or not, screen readers still meet a table: its rows, headers and cells keep their roles.
      expect(await table(page).getByRole('row').count()).toBeGreaterThan(2);
      await expect.poll(() => table(page).getByRole('columnheader', { name: startingWith('caption.healthPlan') }).count()).toBe(1);
      expect(await table(page).getByRole('cell').count()).toBeGreaterThan(3);
      const found = await layout(page);
      expect(found.sidewaysScroll).toBe(0);
      expect(found.deleteRight).toBeLessThanOrEqual(width);
      // One header colour over every column, checkbox and actions included, and not the page's own.
      expect(new Set(found.headerColours).size).toBe(1);
      expect(found.headerColours[0]).not.toBe('rgba(0, 0, 0, 0)');
      // The checkbox sits on its row's first value's line, left of it.
      expect(Math.abs(found.checkboxOffset.y)).toBeLessThanOrEqual(3);
      expect(found.checkboxOffset.x).toBeGreaterThan(0);
      await keepScreen(page, 'provider-list');

      // Two rows ticked as a keyboard user does; Delete Selected's confirmation sums them up and lists them.
      const ticked = table(page).locator('tbody tr[aria-rowindex]').filter({ has: page.getByRole('checkbox') });
      const rows = [await ticked.nth(0).locator('td').allInnerTexts(), await ticked.nth(1).locator('td').allInnerTexts()];
      for (const index of [0, 1]) {
        await ticked.nth(index).getByRole('checkbox').focus();
        await page.keyboard.press('Space');
      }
      const deleteSelected = page.getByRole('button', { name: text('providerList.deleteSelected') });
      await deleteSelected.scrollIntoViewIfNeeded();
      expect((await deleteSelected.boundingBox())!.x + (await deleteSelected.boundingBox())!.width).toBeLessThanOrEqual(width);
      await deleteSelected.click();
      const confirm = page.getByRole('dialog', { name: text('providerList.confirmTitle') });
      await confirm.waitFor();
      // Cells read "label\nvalue" on a phone (the card's label): the value is the last line.
      const [identifierA, planA, identifierB, planB] = [rows[0]![1], rows[0]![3], rows[1]![1], rows[1]![3]].map((cell) => (cell ?? '').split('\n').at(-1) as string);
      const plans = [...new Set([planA as string, planB as string])];
      const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(plans);
      await confirm.getByText(text('providerList.confirmSummary', { count: '2', groups: String(plans.length), names })).waitFor();
      const lines = confirm.getByRole('list', { name: text('providerList.confirmTitle') }).getByRole('listitem');
      await expect.poll(() => lines.allInnerTexts()).toEqual([
        text('providerList.confirmRow', { identifier: identifierA, plan: planA }),
        text('providerList.confirmRow', { identifier: identifierB, plan: planB }),
      ]);
      expect(await confirm.innerText()).toContain(text('providerList.confirmWarning'));
      await keepScreen(page, 'provider-list-confirm', { whole: false });
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: text('action.cancel') }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      expect(cspViolations).toEqual([]);
      await page.context().close();
    });
  }
});
