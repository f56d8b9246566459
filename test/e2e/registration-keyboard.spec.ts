import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_NPI } from '../../src/server/demo/demo-data.js';
import { rule, text } from '../support/rules.js';
import { launchBrowser, openPortal } from './support/browser.js';

/** The id of the element that has focus. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The registration form by keyboard alone (spec section 2: "works by keyboard alone"). */
describe('registration by keyboard in Chromium', { timeout: 60_000 }, () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('moves through section 1 in the order its ui file lists the fields, with Tab', async () => {
    const { page } = await openPortal(browser, baseUrl, '/');
    const section = page.getByRole('group', { name: `1 ${text('registration.section.login')}` });
    await section.waitFor();
    await page.getByLabel(text('caption.firstName')).focus();
    // Each password field's show toggle sits between the fields; the fields keep their order.
    const order: string[] = [];
    while (order.length < 40 && (await section.evaluate((fieldset) => fieldset.contains(document.activeElement)))) {
      order.push(await focused(page));
      await page.keyboard.press('Tab');
    }
    const fieldOf = (id: string) => id.split('.')[1] ?? '';
    const reached = [...new Set(order.filter((id) => id.startsWith('root.')).map(fieldOf))];
    const drawn: string[] = [];
    for (const field of rule<string[]>('schemas/ui/registration.json', '/ui:sections/0/fields')) {
      if ((await section.locator(`[id^="root.${field}"]:visible`).count()) > 0) drawn.push(field);
    }
    expect(reached).toEqual(drawn);
    expect(order).toEqual(expect.arrayContaining(['root.securityAnswers.0.QuestionId', 'root.securityAnswers.0.Answer']));
    await page.context().close();
  });

  it('picks a role with the arrow keys, ticks a plan with Space, and opens and closes the terms with Enter and Escape', async () => {
    const { page } = await openPortal(browser, baseUrl, '/');
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    await page.locator('[id="root.userRole-0"]').focus();
    await page.keyboard.press('Space');
    expect(await page.locator('[id="root.userRole-0"]').isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('[id="root.userRole-1"]').isChecked()).toBe(true);
    await page.getByText(text('role.description.2')).waitFor();

    await page.locator('[id="root.providerIdentifiers.0.value"]').focus();
    await page.keyboard.type(DEMO_NPI.ordering);
    await page.keyboard.press('Tab');
    const plan = page.getByRole('checkbox', { name: 'Blue Valley Health Plan' });
    await plan.waitFor();
    await plan.focus();
    await page.keyboard.press('Space');
    expect(await plan.isChecked()).toBe(true);

    const link = page.getByRole('button', { name: text('registration.readTermsOfUse') });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text('caption.termsOfUse') });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
