import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_NPI } from '../../src/server/demo/demo-data.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser, openPortal } from './support/browser.js';
import { devLinkBeside } from './support/dev-pages.js';
import { agreeAndReview, enterIdentifier, errorTexts, fillLoginAndDetails, tick } from './support/registration-form.js';
import { expectCaptchaAtField } from './support/captcha.js';
import { callFrom } from './support/stranger.js';
import { rule, startingWith, text } from '../support/rules.js';

/** The multi-factor policy: eight or more, upper, lower, digit and one of !@#$%^&*. */
const PASSWORD = 'Kb7mQz2w!Lp9';
const WRONG_CODE_MESSAGE =
  text('identityProvider.code.mismatch');
const JOURNEY_MS = 120_000;

/** The multi-factor registration (spec sections 2 and 4) against a server whose switch is on. */
describe('multi-factor registration in Chromium', { timeout: JOURNEY_MS }, () => {
  const urls = inject('settingUrls');
  const staticHeader = inject('staticHeader');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const open = async () => {
    const opened = await openPortal(browser, urls.multiFactor, '/');
    await opened.page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    return opened;
  };

  /** How many mails to `address` the dev mailbox lists. */
  const mailCount = async (page: Page, address: string): Promise<number> => {
    const mail = await page.context().newPage();
    await mail.goto(devLinkBeside(page, '/dev/mailbox'));
    const count = await mail.locator('li', { hasText: address }).count();
    await mail.close();
    return count;
  };

  /**
   * The newest one-time code mailed to `address`, read in the dev mailbox in another tab, as
   * a user reads mail beside the portal; once more than `seen` mails reached the address.
   */
  const mailedCode = async (page: Page, address: string, seen = 0): Promise<string> => {
    await expect.poll(() => mailCount(page, address), { timeout: 15_000 }).toBeGreaterThan(seen);
    const mail = await page.context().newPage();
    await mail.goto(devLinkBeside(page, '/dev/mailbox'));
    await mail.locator('li', { hasText: address }).first().locator('a').first().click();
    const code = /\b(\d{6})\b/.exec(await mail.locator('main').innerText())?.[1];
    expect(code).toBeTruthy();
    await mail.close();
    return code as string;
  };

  const fillProvider = async (page: Page, address: string) => {
    await fillLoginAndDetails(page, { username: address, password: PASSWORD, role: text('caption.role.1'), questions: false });
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    await tick(page, 'Blue Valley Health Plan');
    await tick(page, text('caption.commercialUtilizationReview'));
  };

  /**
   * The sign-in service knows `address` already, proved with its code as another application's
   * sign-up does; the form is filled and submitted with it, up to the same-e-mail question.
   */
  const askedAboutKnownAddress = async (address: string): Promise<Page> => {
    const { page } = await open();
    const headers = { [staticHeader.name]: staticHeader.value };
    const created = await page.context().request.post('/api/authentication/register', {
      headers,
      data: { firstName: 'Kim', lastName: 'Known', email: address, password: PASSWORD, userType: 'External' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await page.context().request.get(`/api/authentication/${id}/emailotp`, { headers })).status()).toBe(200);
    const code = await mailedCode(page, address);
    expect((await page.context().request.get(`/api/authentication/${id}/verifyemailotp/${code}`, { headers })).status()).toBe(200);
    await fillProvider(page, address);
    await agreeAndReview(page);
    await page.getByRole('button', { name: text('action.submitRegistration') }).click();
    await page.getByRole('heading', { name: text('sameEmail.title'), level: 1 }).waitFor();
    return page;
  };

  it('registers through the one-time code: the multi-factor form, its summary, a wrong code, then the mailed one', async () => {
    const { page, cspViolations } = await open();
    expect(new URL(page.url()).pathname).toBe('/user/okta-registration');
    expect(await page.getByText(text('caption.securityQuestions'), { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByText(text('password.rule.special')).count()).toBe(1);
    // Cancel asks before it clears the form here too.
    await page.getByLabel(text('caption.firstName')).fill('Pat');
    await page.getByRole('button', { name: text('action.cancel'), exact: true }).click();
    const cancel = page.getByRole('dialog', { name: text('registration.cancel.title') });
    await cancel.getByRole('button', { name: text('registration.cancel.keep') }).click();
    await cancel.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(text('caption.firstName')).inputValue()).toBe('Pat');
    const address = 'mfa.provider@clinic.example';
    await fillProvider(page, address);
    expect(await axeViolations(page)).toEqual([]);
    await agreeAndReview(page);
    expect(new URL(page.url()).pathname).toBe('/user/okta-registration-review');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text('action.submitRegistration') }).click();
    await page.getByRole('heading', { name: text('emailOtp.title'), level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/okta-email-otp');

    // A phone offers its number pad for the code, and may fill it in from the mail.
    expect(await page.getByLabel(text('caption.enterCode')).getAttribute('inputmode')).toBe('numeric');
    expect(await page.getByLabel(text('caption.enterCode')).getAttribute('autocomplete')).toBe('one-time-code');
    await page.getByLabel(text('caption.enterCode')).fill('000000');
    await page.getByRole('button', { name: text('action.verifyCode') }).click();
    await expect.poll(() => errorTexts(page)).toContain(WRONG_CODE_MESSAGE);
    const color = await page.locator('.usa-error-message', { hasText: startingWith('identityProvider.code.mismatch') }).evaluate((element) => getComputedStyle(element).color);
    expect(color).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    expect(await axeViolations(page)).toEqual([]);

    const before = await mailCount(page, address);
    // The message says "click the Resend Email link": it looks like one, not like a button.
    const resend = page.getByRole('button', { name: text('action.resendEmail') });
    expect(await resend.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
    await resend.click();
    await page.getByText(text('emailOtp.resent', { email: address })).waitFor();
    // A new code is on its way: the old code's refusal no longer stands.
    await expect.poll(() => errorTexts(page)).not.toContain(WRONG_CODE_MESSAGE);
    expect(await axeViolations(page)).toEqual([]);
    const code = await mailedCode(page, address, before);
    await page.getByLabel(text('caption.enterCode')).fill(code);
    await page.getByRole('button', { name: text('action.verifyCode') }).click();
    await page.getByRole('heading', { name: text('registrationComplete.title'), level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/okta-registration-complete');
    expect(await axeViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('keeps the code page through a reload: the mailed code still verifies, and nothing is kept once the registration is complete', async () => {
    const { page } = await open();
    const address = 'mfa.reload@clinic.example';
    await fillProvider(page, address);
    await agreeAndReview(page);
    await page.getByRole('button', { name: text('action.submitRegistration') }).click();
    await page.getByRole('heading', { name: text('emailOtp.title'), level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: text('emailOtp.title'), level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/okta-email-otp');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(text('caption.enterCode')).fill(await mailedCode(page, address));
    await page.getByRole('button', { name: text('action.verifyCode') }).click();
    await page.getByRole('heading', { name: text('registrationComplete.title'), level: 1 }).waitFor();
    expect(await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)))).not.toContain(address);
    await page.context().close();
  });

  it('asks the owner for a captcha at Resend Email once strangers elsewhere asked for many codes, says when its text does not match, and the code still verifies', async () => {
    const { page, cspViolations } = await open();
    const address = 'mfa.flooded@clinic.example';
    await fillProvider(page, address);
    await agreeAndReview(page);
    await page.getByRole('button', { name: text('action.submitRegistration') }).click();
    await page.getByRole('heading', { name: text('emailOtp.title'), level: 1 }).waitFor();
    // The owner's own Resend, which names the user's id at the provider (lookupuser hands it out too).
    // The registration's first code is in the mailbox first, so the mail awaited below is the resend's.
    await expect.poll(() => mailCount(page, address), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await mailCount(page, address);
    const [sent] = await Promise.all([page.waitForRequest(/\/emailotp/), page.getByRole('button', { name: text('action.resendEmail') }).click()]);
    await page.getByText(text('emailOtp.resent', { email: address })).waitFor();
    const code = await mailedCode(page, address, before);

    // Strangers, each from an address of its own, spend the user's budget of codes.
    const budget = rule<number>('schemas/config/account-rules.json', '/rateLimits/codes/max');
    const statuses: number[] = [];
    for (let stranger = 0; stranger <= budget && !statuses.includes(403); stranger += 1) {
      statuses.push(await callFrom(urls.multiFactor, `127.0.0.${stranger + 60}`, 'GET', new URL(sent.url()).pathname));
    }
    expect(statuses.at(-1)).toBe(403);

    await page.getByRole('button', { name: text('action.resendEmail') }).click();
    const image = await expectCaptchaAtField(page, 'identityProvider.code.captchaRequired', 'emailOtp.captchaAlternative', async () => {
      // Resend is now the captcha form's button; the plain link is gone.
      await expect.poll(() => page.getByRole('button', { name: text('action.resendEmail') }).count()).toBe(1);
    });
    const shown = await image.getAttribute('src');
    await page.getByLabel(startingWith('caption.captchaText')).fill('ZZZZZ');
    // A second press within the submit pause is taken for a double click and dropped.
    await page.waitForTimeout(rule<number>('schemas/config/form-behaviour.json', '/submitDebounceMs'));
    await page.getByRole('button', { name: text('action.resendEmail') }).click();
    await page.locator('.usa-error-message').getByText(text('accountAccess.captcha.mismatch')).waitFor();
    // The text was spent: a new image is shown for the next try.
    await expect.poll(() => image.getAttribute('src')).not.toBe(shown);

    // The code the owner's own browser asked for still verifies: strangers voided nothing.
    await page.getByLabel(text('caption.enterCode')).fill(code);
    await page.getByRole('button', { name: text('action.verifyCode') }).click();
    await page.getByRole('heading', { name: text('registrationComplete.title'), level: 1 }).waitFor();
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('asks whether an address the sign-in service knows should be registered here too, then takes its code', async () => {
    const address = 'known.elsewhere@clinic.example';
    const page = await askedAboutKnownAddress(address);
    expect(new URL(page.url()).pathname).toBe('/user/okta-register-same-email');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text('action.yes') }).click();
    await page.getByRole('heading', { name: text('emailOtp.title'), level: 1 }).waitFor();
    // The second mail: the first carried the code that proved the address elsewhere.
    const code = await mailedCode(page, address, 1);
    await page.getByLabel(text('caption.enterCode')).fill(code);
    await page.getByRole('button', { name: text('action.verifyCode') }).click();
    await page.getByRole('heading', { name: text('registrationComplete.title'), level: 1 }).waitFor();
    await page.context().close();
  });

  it('on No keeps the address free: back on the form with everything typed, no code mailed, asked again on a new try', async () => {
    const address = 'declines.here@clinic.example';
    const page = await askedAboutKnownAddress(address);
    await page.getByRole('button', { name: text('action.no') }).click();
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/okta-registration');
    expect(await page.getByLabel(text('caption.organizationName')).inputValue()).toBe('Lee Family Clinic');
    // Only the mail that proved the address elsewhere: no code for this registration.
    expect(await mailCount(page, address)).toBe(1);
    // The address was not kept: a second try asks again instead of "Email is taken".
    await page.getByRole('button', { name: text('action.next') }).click();
    await page.getByRole('heading', { name: text('registrationReview.title'), level: 1 }).waitFor();
    await page.getByRole('button', { name: text('action.submitRegistration') }).click();
    await page.getByRole('heading', { name: text('sameEmail.title'), level: 1 }).waitFor();
    await page.context().close();
  });

  it('keeps the direct form off the multi-factor route while the switch is off', async () => {
    const { page } = await openPortal(browser, urls.default, '/user/okta-registration');
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/register');
    await expect.poll(() => page.getByText(text('caption.securityQuestions'), { exact: true }).count()).toBe(1);
    await page.context().close();
  });
});
