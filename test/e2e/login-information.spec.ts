import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { launchBrowser, openPortal } from './support/browser.js';
import { text } from './support/catalogue-text.js';
import passwordRule from '../../schemas/defs/password.json';

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
    await opened.page.getByRole('group', { name: '1 Login Information' }).waitFor();
    return opened;
  };
  const password = (page: Page) => page.locator('#root\\.password');
  const requirement = (page: Page, text: string) => page.locator('.portal-requirements li', { hasText: text });
  const meter = (page: Page) => page.getByRole('meter', { name: 'Password strength' });
  const errorTexts = (page: Page) => page.locator('.usa-error-message .portal-error-line').allInnerTexts();

  it('says an unknown path cannot be displayed, titled with the product name, with a way home to the registration form', async () => {
    const { page, cspViolations, errors } = await openPortal(browser, baseUrl, '/no/such/page');
    await page.getByRole('heading', { name: text('notFound.title'), level: 1 }).waitFor();
    expect(await page.title()).toBe(text('page.title', { title: text('notFound.title') }));
    expect(await page.getByText(text('load.failed')).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: '1 Login Information' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: text('notFound.home') }).click();
    await page.getByRole('group', { name: '1 Login Information' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/register');
    expect(await page.title()).toBe('Registration | Provider Access Portal');
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('ticks the requirement list live and moves the meter through weak, medium and strong', async () => {
    const { page } = await open();
    const length = requirement(page, `Between ${passwordRule.minLength} and ${passwordRule.maxLength} characters long`);
    const digit = requirement(page, 'At least one number (0-9)');
    expect(await length.getAttribute('data-met')).toBe('false');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe('None');

    await password(page).pressSequentially('Pasw');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe('Weak');
    expect(await requirement(page, 'At least one uppercase letter').getAttribute('data-met')).toBe('true');
    expect(await digit.getAttribute('data-met')).toBe('false');

    await password(page).pressSequentially('0rdX');
    expect(await digit.getAttribute('data-met')).toBe('true');
    expect(await length.getAttribute('data-met')).toBe('true');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe('Medium');

    await password(page).pressSequentially('y');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe('Strong');

    await password(page).pressSequentially('y');
    expect(await requirement(page, 'Cannot contain two identical characters in a row').getAttribute('data-met')).toBe('false');
    expect(await meter(page).getAttribute('aria-valuetext')).toBe('Weak');
    await page.context().close();
  });

  it("shows the spec's messages only once a field is dirty, and submit focuses the first error", async () => {
    const { page } = await open();
    expect(await errorTexts(page)).toEqual([]);

    await page.getByLabel('Last Name').pressSequentially('L');
    expect(await errorTexts(page)).toEqual(['Last Name must be between 2 and 25 characters']);

    await page.getByLabel('Confirm Password').pressSequentially('x');
    expect(await errorTexts(page)).toContain('Passwords do not match');
    expect(await errorTexts(page)).not.toContain('First Name is required');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => errorTexts(page)).toContain('First Name is required');
    expect(await errorTexts(page)).toContain('Password is required');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root.firstName');
    const top = await page.getByLabel('First Name').evaluate((input) => input.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('gives the same messages on the client and the server for the same bad input', async () => {
    const { page } = await open();
    const bad = { firstName: 'R2D2', lastName: 'Lee', username: 'pat.lee@clinic.example.org', password: 'paswordxx', confirmPassword: 'other' };
    await page.getByLabel('First Name').fill(bad.firstName);
    await page.getByLabel('Last Name').fill(bad.lastName);
    await page.getByLabel('Username').fill(bad.username);
    await password(page).fill(bad.password);
    await page.getByLabel('Confirm Password').fill(bad.confirmPassword);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => errorTexts(page)).toContain('Passwords do not match');
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
        'First Name may contain only letters, spaces and ` \' , - . _',
        'At least one uppercase letter',
        'At least one number (0-9)',
        'Cannot contain two identical characters in a row',
        'Passwords do not match',
      ]),
    );
    await page.context().close();
  });
});
