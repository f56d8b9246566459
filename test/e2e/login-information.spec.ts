import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { launchBrowser, openPortal } from './support/browser.js';
import passwordRule from '../../schemas/defs/password.json';
import personName from '../../schemas/defs/person-name.json';
import { text } from '../support/rules.js';

const required = (caption: string) => text('field.required', { caption });

/** The registration form's section 1, drawn from JSON at the default route, in Chromium. */
describe('Login Information in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const staticHeader = inject('staticHeader');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const open = async (path = '/') => {
    const opened = await openPortal(browser, baseUrl, path);
    await opened.page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    return opened;
  };
  const password = (page: Page) => page.locator('#root\\.password');
  const requirement = (page: Page, text: string) => page.locator('.portal-requirements li', { hasText: text });
  const meter = (page: Page) => page.getByRole('meter', { name: text('password.strength.label') });
  const errorTexts = (page: Page) => page.locator('.usa-error-message .portal-error-line').allInnerTexts();

  it('says an unknown path cannot be displayed, titled with the product name, with a way home to the registration form', async () => {
    const { page, cspViolations, errors } = await openPortal(browser, baseUrl, '/no/such/page');
    await page.getByRole('heading', { name: text('notFound.title'), level: 1 }).waitFor();
    expect(await page.title()).toBe(text('page.title', { title: text('notFound.title') }));
    await page.getByText(text('load.failed')).waitFor();
    expect(await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: text('notFound.home') }).click();
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/register');
    expect(await page.title()).toBe(text('page.title', { title: text('registration.title') }));
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('ticks the requirement list live and moves the meter through weak, medium and strong', async () => {
    const { page } = await open();
    const length = requirement(page, text('password.rule.length', { minLength: passwordRule.minLength, maxLength: passwordRule.maxLength }));
    const digit = requirement(page, text('password.rule.digit'));
    expect(await length.getAttribute('data-met')).toBe('false');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe(text('password.strength.zero'));

    await password(page).pressSequentially('Pasw');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe(text('password.strength.weak'));
    expect(await requirement(page, text('password.rule.uppercase')).getAttribute('data-met')).toBe('true');
    expect(await digit.getAttribute('data-met')).toBe('false');

    await password(page).pressSequentially('0rdX');
    expect(await digit.getAttribute('data-met')).toBe('true');
    expect(await length.getAttribute('data-met')).toBe('true');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe(text('password.strength.medium'));

    await password(page).pressSequentially('y');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe(text('password.strength.strong'));

    await password(page).pressSequentially('y');
    expect(await requirement(page, text('password.rule.noRepeats')).getAttribute('data-met')).toBe('false');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe(text('password.strength.weak'));
    await page.context().close();
  });

  it("shows the spec's messages only once a field is dirty, and submit focuses the first error", async () => {
    const { page } = await open();
    expect(await errorTexts(page)).toEqual([]);

    await page.getByLabel(text('caption.lastName')).pressSequentially('L');
    expect(await errorTexts(page)).toEqual([text('field.lengthBetween', { caption: 'caption.lastName', minLength: personName.minLength, maxLength: personName.maxLength })]);

    await page.getByLabel(text('caption.confirmPassword')).pressSequentially('x');
    expect(await errorTexts(page)).toContain(text('password.mismatch'));
    expect(await errorTexts(page)).not.toContain(required('caption.firstName'));

    await page.getByRole('button', { name: text('action.next') }).click();
    await expect.poll(() => errorTexts(page)).toContain(required('caption.firstName'));
    expect(await errorTexts(page)).toContain(required('caption.password'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root.firstName');
    const top = await page.getByLabel(text('caption.firstName')).evaluate((input) => input.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('gives the same messages on the client and the server for the same bad input', async () => {
    const { page } = await open();
    const bad = { firstName: 'R2D2', lastName: 'Lee', username: 'pat.lee@clinic.example.org', password: 'paswordxx', confirmPassword: 'other' };
    await page.getByLabel(text('caption.firstName')).fill(bad.firstName);
    await page.getByLabel(text('caption.lastName')).fill(bad.lastName);
    await page.getByLabel(text('caption.username')).fill(bad.username);
    await password(page).fill(bad.password);
    await page.getByLabel(text('caption.confirmPassword')).fill(bad.confirmPassword);
    await page.getByRole('button', { name: text('action.next') }).click();
    await expect.poll(() => errorTexts(page)).toContain(text('password.mismatch'));
    // Section 1's fields, compared field by field (the other sections are empty and say so too).
    const fields = Object.keys(bad).map((name) => `/${name}`);
    const shownAt = async (path: string) => (await page.locator(`[data-field="${path}"] .usa-error-message .portal-error-line`).allInnerTexts()).sort();
    const shown = (await Promise.all(fields.map(shownAt))).flat().sort();

    const answer = await page.request.post(`${baseUrl}/api/forms/registration/validation`, {
      data: bad,
      headers: { [staticHeader.name]: staticHeader.value },
    });
    expect(answer.status()).toBe(400);
    const body = (await answer.json()) as { errors: { path: string; message: string }[] };
    for (const path of fields) {
      expect(body.errors.filter((error) => error.path === path).map((error) => error.message).sort(), path).toEqual(await shownAt(path));
    }
    expect(shown).toEqual(
      expect.arrayContaining([
        text('name.characters', { caption: 'caption.firstName' }),
        text('password.rule.uppercase'),
        text('password.rule.digit'),
        text('password.rule.noRepeats'),
        text('password.mismatch'),
      ]),
    );
    await page.context().close();
  });
});
