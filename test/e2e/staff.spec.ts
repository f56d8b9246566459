import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { mailCount, newestMail } from './support/mailbox.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signedInAs } from './support/signed-in.js';
import { text } from '../support/rules.js';

const PASSWORD = 'Portal#Demo24';
const JOURNEY_MS = 90_000;

async function signIn(page: Page, userName: string) {
  await page.goto('/user/login');
  await page.getByLabel(/^Username/).fill(userName);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: text('action.logIn') }).click();
}

/** The queue's card of one applicant. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });

/** Staff verification against the real server, its mail and its demo registrations under review. */
describe('staff verification in Chromium', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  it('approves a registration under review: the applicant gets the activation e-mail and signs in through its link', async () => {
    const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
    await signIn(page, 'admin@carelon.example');
    await page.getByRole('button', { name: /^Verification Queue/ }).click();
    await page.getByRole('heading', { name: text('staffQueue.title'), level: 1 }).waitFor();
    const quinn = card(page, 'Quinn Queue');
    expect(await quinn.innerText()).toMatch(/Riverside Cardiology Associates[\s\S]*NPI: 1987654328[\s\S]*Health plan: Blue Valley Health Plan/);
    expect(await quinn.innerText()).toMatch(/Registered\s+\d{2}\/\d{2}\/\d{4}/);
    expect(await axeViolations(page)).toEqual([]);
    const seen = await mailCount(page, 'quinn.queue@clinic.example');
    await quinn.getByRole('button', { name: text('staffQueue.approve') }).click();
    await page.getByText("Quinn Queue's registration is approved; the activation e-mail is on its way.").waitFor();
    expect(await card(page, 'Quinn Queue').count()).toBe(0);
    const mail = await newestMail(page, 'quinn.queue@clinic.example', seen);
    expect(mail.text).toContain('your {product} account is now active'.replace('{product}', 'Provider Access Portal'));
    const link = mail.links.find((href) => new URL(href).pathname === '/user/login');
    expect(link).toBeTruthy();
    await page.getByRole('navigation', { name: text('layout.primaryNavigation') }).getByRole('button', { name: text('action.logOut') }).click();
    await page.getByRole('dialog', { name: text('loggedOut.title') }).waitFor();
    await page.goto(new URL(link as string).pathname);
    await page.getByLabel(/^Username/).fill('quinn.queue@clinic.example');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await signedInAs(page, /^Quinn /);
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('rejects a registration only with a reason, mails the reason, and the applicant is then refused at sign-in', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signIn(page, 'admin@carelon.example');
    await page.getByRole('button', { name: /^Verification Queue/ }).click();
    const vera = card(page, 'Vera Verify');
    await vera.waitFor();
    await vera.getByRole('button', { name: text('staffQueue.reject') }).click();
    const modal = page.getByRole('dialog', { name: text('staffQueue.rejectTitle') });
    await modal.waitFor();
    expect(await modal.innerText()).toContain('Vera Verify will receive an e-mail with this reason.');
    await modal.getByRole('button', { name: text('staffQueue.reject') }).click();
    await modal.getByText(/Reason is required/).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const seen = await mailCount(page, 'vera.verify@clinic.example');
    await modal.getByLabel(/^Reason/).fill('The TIN belongs to another practice.');
    // A submit repeated within the debounce is ignored (spec).
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await modal.getByRole('button', { name: text('staffQueue.reject') }).click();
    await page.getByText("Vera Verify's registration is rejected; the e-mail with your reason is on its way.").waitFor();
    expect(await card(page, 'Vera Verify').count()).toBe(0);
    const mail = await newestMail(page, 'vera.verify@clinic.example', seen);
    expect(mail.text).toContain('The TIN belongs to another practice.');
    await page.context().clearCookies();
    await signIn(page, 'vera.verify@clinic.example');
    await page.locator('.usa-error-message').getByText(/your account has been disabled/i).waitFor();
    await page.context().close();
  });

  it('finds a user, acts for them with the banner saying so, and goes back to the own profile', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signIn(page, 'admin@carelon.example');
    await page.getByRole('button', { name: /^Find a user/ }).click();
    await page.getByRole('heading', { name: text('staffUsers.title'), level: 1 }).waitFor();
    await page.getByLabel(/^Search/).fill('olivia');
    await page.getByRole('button', { name: text('caption.searchText') }).click();
    const olivia = card(page, 'Olivia Ordering');
    await olivia.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await olivia.getByRole('button', { name: text('staffUsers.actFor') }).click();
    await signedInAs(page, /^Olivia /);
    const banner = page.getByRole('region', { name: text('banner.label') });
    expect(await banner.innerText()).toMatch(/User name\s+olivia.ordering@clinic.example/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text('banner.backToProfile') }).click();
    await signedInAs(page, /^Avery /);
    expect(await banner.innerText()).toMatch(/User name\s+admin@carelon.example/);
    expect(await page.getByRole('button', { name: text('banner.backToProfile') }).count()).toBe(0);
    await page.context().close();
  });
});
