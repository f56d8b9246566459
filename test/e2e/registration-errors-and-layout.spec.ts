import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_NPI } from '../../src/server/demo/demo-data.js';
import { text } from '../support/rules.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser, openPortal } from './support/browser.js';
import { descriptionOf } from './support/description.js';
import { agreeAndReview, enterIdentifier, errorTexts, field, fillLoginAndDetails, tick } from './support/registration-form.js';
import { focusedGroup, gapAbove, maskedValueOffsets } from './support/layout.js';

const JOURNEY_MS = 120_000;

/** Both registrations: the direct form, and the multi-factor one while its switch is on. */
const MODES = [
  { name: 'direct', setting: 'default', password: 'Kb7mQz2wLp9', questions: true, submitPath: '/api/user/registration' },
  { name: 'multi-factor', setting: 'multiFactor', password: 'Kb7mQz2w!Lp9', questions: false, submitPath: '/api/user/okta-registration' },
] as const;

/** The registration form's errors, its captions and its summary as a user meets them (issue 24, points 2, 12, 13, 14). */
describe.each(MODES)('the $name registration form in Chromium', { timeout: JOURNEY_MS }, (mode) => {
  const urls = inject('settingUrls');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const open = async (width = 1280) => {
    const { page } = await openPortal(browser, urls[mode.setting], '/');
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    return page;
  };
  /** Fills the whole form with a long username and goes on to the Registration Summary. */
  const reachSummary = async (page: Page, username: string) => {
    await fillLoginAndDetails(page, { username, password: mode.password, role: text('caption.role.1'), questions: mode.questions });
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    await tick(page, 'Blue Valley Health Plan');
    await tick(page, text('caption.commercialUtilizationReview'));
    await agreeAndReview(page);
  };
  const errorSummary = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: text('form.errorSummary.title') }) });

  it.each([1280, 375])('lists a refused Next\'s errors above the form as links at %i px, focusing the first field with its label and message in view', async (width) => {
    const page = await open(width);
    await page.getByLabel(text('caption.firstName')).fill('Pat');
    await page.getByRole('button', { name: text('action.next') }).click();
    const summary = errorSummary(page);
    await summary.waitFor();
    // One link per error the fields show, in the page's order, each saying what its field says.
    await expect.poll(async () => (await focusedGroup(page)).id).toBe('root.lastName');
    const shown = await errorTexts(page);
    const lines = shown.flatMap((block) => block.split('\n'));
    const links = await summary.getByRole('link').allInnerTexts();
    expect(links).toHaveLength(lines.length);
    links.forEach((link, index) => expect(link).toContain(lines[index]));
    const first = await focusedGroup(page);
    expect(first.labelTop).toBeGreaterThanOrEqual(0);
    expect(first.messageBottom).toBeLessThanOrEqual(first.viewportHeight);
    expect(await axeViolations(page)).toEqual([]);

    // A link leads to its field: focused, with its label and message in view.
    const fax = summary.getByRole('link', { name: text('field.required', { caption: text('caption.fax') }) });
    await fax.click();
    const reached = await focusedGroup(page);
    expect(reached.id).toBe('root.fax');
    expect(reached.labelTop).toBeGreaterThanOrEqual(0);
    expect(reached.messageBottom).toBeLessThanOrEqual(reached.viewportHeight);

    // A mended field leaves the list.
    await page.getByLabel(text('caption.lastName')).fill('Lee');
    await page.getByLabel(text('caption.lastName')).blur();
    await expect.poll(() => summary.getByRole('link').count()).toBe(links.length - 1);
    await page.context().close();
  });

  it('names every field without its asterisk, says which are required, and ties the password requirements to the password', async () => {
    const page = await open();
    await tick(page, text('caption.role.1'));
    // The names assistive technology gives the form's controls and groups, as the accessibility tree holds them.
    const names = [...(await page.locator('form').ariaSnapshot()).matchAll(/- (?:textbox|combobox|checkbox|radio|radiogroup|group) "([^"]*)"/g)].map((match) => match[1]);
    expect(names).toContain(text('caption.firstName'));
    expect(names.filter((name) => name?.includes('*'))).toEqual([]);
    const marked = page.locator('label:has(.usa-hint--required)');
    expect(await marked.count()).toBeGreaterThan(5);
    for (const label of await marked.all()) {
      const control = page.locator(`[id="${await label.getAttribute('for')}"]`);
      // ARIA gives a group of checkboxes no required state; its message says what it needs.
      if ((await control.getAttribute('role')) === 'group') continue;
      expect(await control.getAttribute('aria-required'), await label.innerText()).toBe('true');
    }
    // The other way round: a control that says it is required shows the mark the form's intro explains (the Terms of Use, the application choice).
    for (const control of await page.locator('form [aria-required="true"]:visible').all()) {
      const id = await control.getAttribute('id');
      expect(await page.locator(`label[for="${id}"] .usa-hint--required`).count(), id ?? '').toBe(1);
    }
    const password = field(page, 'password');
    const described = await descriptionOf(password);
    expect(described).toContain(text('password.requirements.title'));
    for (const requirement of await page.locator('.portal-requirements__list li').allInnerTexts()) {
      // The line without its tick and its spoken state: the requirement's own text.
      expect(described).toContain(requirement.split('\n')[0]?.replace(/^[✓•]\s*/, ''));
    }
    await page.context().close();
  });

  it('draws group captions as headings with room above them', async () => {
    const page = await open();
    await tick(page, text('caption.role.1'));
    const captions = [text('caption.address'), text('caption.phone'), ...(mode.questions ? [text('caption.securityQuestions'), `${text('caption.securityQuestion')} 1`] : [])];
    const labelSize = await page.locator('label[for="root.firstName"]').evaluate((label) => parseFloat(getComputedStyle(label).fontSize));
    for (const caption of captions) {
      const legend = page.locator('legend', { hasText: new RegExp(`^${caption}$`) }).first();
      const style = await legend.evaluate((element) => ({ weight: Number(getComputedStyle(element).fontWeight), size: parseFloat(getComputedStyle(element).fontSize) }));
      expect(style.weight, caption).toBeGreaterThanOrEqual(700);
      expect(style.size, caption).toBeGreaterThan(labelSize);
      expect(await gapAbove(legend), caption).toBeGreaterThanOrEqual(15);
    }
    await page.context().close();
  });

  it('shows the Registration Summary at 375 px without overflow, each value under its label, and at 1280 px masked values on their labels\' line', async () => {
    const page = await open();
    const username = `patricia.longname-harrington.${mode.name.replace('-', '')}@clinic.example`;
    await reachSummary(page, username);
    const entries = page.locator('.portal-review__entry');
    // Masked values stand on their label's line, and Submit stands apart from the last row.
    for (const offset of await maskedValueOffsets(page)) expect(Math.abs(offset)).toBeLessThanOrEqual(3);
    expect(await gapAbove(page.getByRole('button', { name: text('action.submitRegistration') }))).toBeGreaterThanOrEqual(15);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const entry of await entries.all()) {
      const box = await entry.evaluate((row) => {
        const [term, value] = [row.querySelector('dt'), row.querySelector('dd')].map((part) => part?.getBoundingClientRect());
        return { termBottom: term?.bottom ?? 0, valueTop: value?.top ?? 0, valueRight: value?.right ?? 0 };
      });
      expect(box.valueTop).toBeGreaterThanOrEqual(box.termBottom);
      expect(box.valueRight).toBeLessThanOrEqual(375);
    }
    expect(await entries.filter({ hasText: username }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('lists a refusal Submit brings back on the form and focuses its field, label in view', async () => {
    const page = await open();
    await reachSummary(page, `taken.meanwhile.${mode.name.replace('-', '')}@clinic.example`);
    // The username was taken by someone else between Next and Submit: the server's answer.
    const refusal = { path: '/username', messageId: 'username.taken', params: {}, message: text('username.taken') };
    await page.route(`**${mode.submitPath}`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [refusal] }) }) : route.fallback(),
    );
    await page.getByRole('button', { name: text('action.submitRegistration') }).click();
    await errorSummary(page).getByRole('link', { name: refusal.message }).waitFor();
    await expect.poll(async () => (await focusedGroup(page)).id).toBe('root.username');
    const reached = await focusedGroup(page);
    expect(reached.labelTop).toBeGreaterThanOrEqual(0);
    expect(reached.messageBottom).toBeLessThanOrEqual(reached.viewportHeight);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
