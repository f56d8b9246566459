import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { mailCount, newestMail } from './support/mailbox.js';
import { sharedBrowser } from './support/shared-browser.js';

const PASSWORD = 'Portal#Demo24';
const JOURNEY_MS = 90_000;

interface Identity {
  help: 'password' | 'username';
  name?: [string, string];
  userName?: string;
  email: string;
}

/** Clicks the label of the USWDS radio with exactly this text (the input is drawn off-screen). */
const choose = (page: Page, label: string) => page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();

/** Fills step 1 as a visitor does and presses Continue. */
async function confirmIdentity(page: Page, who: Identity) {
  await choose(page, who.help === 'password' ? 'I forgot my password, or want to reset it' : 'I forgot my username');
  if (who.name) {
    await choose(page, 'My first and last name');
    await page.getByLabel(/^First Name/).fill(who.name[0]);
    await page.getByLabel(/^Last Name/).fill(who.name[1]);
  } else {
    await choose(page, 'My username');
    await page.getByLabel(/^Username/).fill(who.userName ?? '');
  }
  await page.getByLabel(/^Email Address/).fill(who.email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The CANNOT CONFIRM IDENTITY dialog's text, once it is open. */
async function cannotConfirm(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'CANNOT CONFIRM IDENTITY' });
  await dialog.waitFor();
  return dialog.innerText();
}

/** Account access step 1 to 3 by e-mail, against the real server, its mail and its demo accounts. */
describe('account access in Chromium', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();
  const open = () => openPortal(browser(), baseUrl, '/user/forgotten-password-username');

  it('resets a forgotten password through the mailed link, signs in with the new one, and refuses the link a second time', async () => {
    const { page } = await open();
    await page.getByRole('heading', { name: 'Forgot Password/Username' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const address = 'sam.servicing@clinic.example';
    const seen = await mailCount(page, address);
    await confirmIdentity(page, { help: 'password', name: ['Sam', 'Servicing'], email: address });
    // Announced politely (a live region that was there before it), then the move follows by itself.
    await page.locator('[aria-live="polite"]').getByText('We found your account. You will be taken to the next step in a moment.').waitFor();
    await page.getByRole('heading', { name: 'Check Your E-mail' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/user/password-reset-verification');
    expect(await page.getByText(/A message was sent to the address on file: s\S*@clinic\.example\./).isVisible()).toBe(true);
    expect(await page.getByText(address).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const mail = await newestMail(page, address, seen);
    const link = mail.links.find((href) => href.includes('/user/change-password?'));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    expect(await page.getByText(`Choose a new password for ${address}.`).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/^Password/).first().fill('Nu3vaPasw');
    await page.getByLabel(/^Confirm Password/).fill('Nu3vaPasw');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    const changed = page.getByRole('dialog', { name: 'Account Access Changed' });
    await changed.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await changed.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: /^Log In to / }).waitFor();
    await page.getByLabel(/^Username/).fill(address);
    await page.getByLabel(/^Password/).fill('Nu3vaPasw');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Welcome, Sam Servicing' }).waitFor();

    await page.goto(link as string);
    await page.getByText('That link has expired or was already used. Please start again below.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/forgotten-password-username');
    await page.context().close();
  });

  it('mails a forgotten username to the address on file, identified by username', async () => {
    const { page } = await open();
    const address = 'alex.active@clinic.example';
    const seen = await mailCount(page, address);
    await confirmIdentity(page, { help: 'username', userName: 'activeuser1', email: address });
    await page.getByRole('heading', { name: 'Check Your E-mail' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('The message tells you your username. Keep it safe.').isVisible()).toBe(true);
    expect((await newestMail(page, address, seen)).text).toContain('activeuser1');
    await page.context().close();
  });

  it('cannot confirm an identity that matches no account, or more than one', async () => {
    const { page } = await open();
    await confirmIdentity(page, { help: 'password', name: ['Nobody', 'Known'], email: 'nobody.known@clinic.example' });
    expect(await cannotConfirm(page)).toContain('The information does not match an account. Please try again.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    expect(await page.getByText('Name/Email Address does not match an account').isVisible()).toBe(true);

    await page.goto('/user/forgotten-password-username');
    await confirmIdentity(page, { help: 'password', name: ['Dana', 'Duplicate'], email: 'dana.duplicate@clinic.example' });
    expect(await cannotConfirm(page)).toContain('More than one account matches this name and e-mail address. Please enter your username instead.');
    await page.context().close();
  });

  it("gives an account that cannot go on the spec's message for its status, and internal staff no password reset", async () => {
    const { page } = await open();
    await confirmIdentity(page, { help: 'password', userName: 'pending2', email: 'penny.pending@clinic.example' });
    await page.getByText(/waiting for you to verify your e-mail address/).waitFor();
    await page.goto('/user/forgotten-password-username');
    await confirmIdentity(page, { help: 'password', userName: 'disabled5', email: 'dora.disabled@clinic.example' });
    await page.getByText(/^For security purposes, your account has been disabled/).waitFor();
    await page.goto('/user/forgotten-password-username');
    await confirmIdentity(page, { help: 'password', name: ['Ivan', 'Internal'], email: 'ivan.internal@carelon.example' });
    await page.getByText(/^PASSWORD RESET NOT AVAILABLE/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // No redirect follows a refusal.
    await page.waitForTimeout(6000);
    expect(new URL(page.url()).pathname).toBe('/user/forgotten-password-username');
    await page.context().close();
  });
});
