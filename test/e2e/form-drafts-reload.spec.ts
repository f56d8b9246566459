import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_NPI } from '../../src/server/demo/demo-data.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { agreeAndReview, enterIdentifier, field, fillLoginAndDetails, tick } from './support/registration-form.js';
import { signInWithForm } from './support/signed-in.js';
import { sharedBrowser } from './support/shared-browser.js';
import { text } from '../support/rules.js';

const JOURNEY_MS = 120_000;
const PASSWORD = 'Kb7mQz2wLp9';

/** Everything the tab's sessionStorage holds, as one string. */
const tabStorage = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));

/** Issue 20, item 4: a registration in progress survives a reload, its secrets asked again. */
describe('registration drafts across a reload in Chromium', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  const open = async () => {
    const opened = await openPortal(browser(), baseUrl, '/');
    await opened.page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    return opened.page;
  };

  it('keeps what was typed when the form itself is reloaded half filled', async () => {
    const page = await open();
    await page.getByLabel(text('caption.firstName')).fill('Rhea');
    await page.getByLabel(text('caption.lastName')).fill('Reload');
    await page.getByLabel(text('caption.lastName')).blur();
    await page.reload();
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    expect(await page.getByLabel(text('caption.firstName')).inputValue()).toBe('Rhea');
    expect(await page.getByLabel(text('caption.lastName')).inputValue()).toBe('Reload');
    // Someone signing in at this tab finds no trace of it.
    await signInWithForm(page, 'admin@carelon.example');
    await page.waitForURL((url) => url.pathname !== '/user/login');
    // Forgotten at the first answer the new session gets, which may come after the address changed.
    await expect.poll(() => tabStorage(page)).not.toContain('Reload');
    await page.context().close();
  });

  it('brings a summary reloaded back to the form with every answer but the secrets, which are asked again', async () => {
    const page = await open();
    const address = 'rhea.summary@clinic.example';
    await fillLoginAndDetails(page, { username: address, password: PASSWORD, role: text('caption.role.1') });
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    const plans = page.getByRole('group', { name: text('caption.associatedHealthPlans') });
    await plans.getByRole('checkbox', { name: 'Blue Valley Health Plan' }).waitFor();
    await tick(page, 'Blue Valley Health Plan');
    await tick(page, text('caption.commercialUtilizationReview'));
    await agreeAndReview(page);

    // Nothing secret was written to the tab: not the password, not an answer.
    const stored = await tabStorage(page);
    expect(stored).toContain(address);
    for (const secret of [PASSWORD, 'Answer a', 'Answer b', 'Answer c']) expect(stored).not.toContain(secret);

    await page.reload();
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/register');
    expect(await page.getByLabel(text('caption.firstName')).inputValue()).toBe('Pat');
    expect(await page.getByLabel(text('caption.usernameEmailAddress')).inputValue()).toBe(address);
    expect(await field(page, 'address.city').inputValue()).toBe('Springfield');
    expect(await field(page, 'password').inputValue()).toBe('');
    // Asked again as any empty field is: no error before the visitor tries Next.
    expect(await page.locator('.usa-error-message').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
