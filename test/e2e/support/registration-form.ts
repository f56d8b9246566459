import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_SECURITY_QUESTIONS } from '../../../src/server/demo/demo-data.js';
import { devLinkBeside } from './dev-pages.js';
import { text } from '../../support/rules.js';

/** What a journey enters; anything left out keeps a sensible value for an outside provider. */
export interface Registrant {
  firstName?: string;
  lastName?: string;
  username: string;
  password?: string;
  /** The role's name as the form shows it. */
  role: string;
  state?: string;
  zip?: string;
  /** Security questions are asked (false when the switch turns them off or for internal staff). */
  questions?: boolean;
}

/** The control whose rjsf id is `root.<path>` (ids stay stable while labels repeat: five "Answer" fields). */
export const field = (page: Page, path: string) => page.locator(`[id="root.${path}"]`);

/** Clicks the label of a USWDS radio or checkbox (the input itself is drawn off-screen). */
export const tick = (page: Page, label: string) => page.locator('label', { hasText: label }).first().click();

/** The error texts the page shows, in page order. */
export const errorTexts = (page: Page) => page.locator('.usa-error-message').allInnerTexts();

/** Fills sections 1 and 2 as a user would, by label and in page order. */
export async function fillLoginAndDetails(page: Page, who: Registrant): Promise<void> {
  await page.getByLabel(text('caption.firstName')).fill(who.firstName ?? 'Pat');
  await page.getByLabel(text('caption.lastName')).fill(who.lastName ?? 'Lee');
  await page.getByLabel(text('caption.usernameEmailAddress')).fill(who.username);
  await page.getByLabel(text('caption.usernameEmailAddress')).blur();
  if (who.password !== undefined) {
    await field(page, 'password').fill(who.password);
    await page.getByLabel(text('caption.confirmPassword')).fill(who.password);
  }
  if (who.questions !== false) {
    for (const [row, entry] of DEMO_SECURITY_QUESTIONS.slice(0, 3).entries()) {
      await field(page, `securityAnswers.${row}.QuestionId`).selectOption({ label: entry.text });
      await field(page, `securityAnswers.${row}.Answer`).fill(`Answer ${'abc'[row]}`);
    }
  }
  await tick(page, who.role);
  await page.getByLabel(text('caption.organizationName')).fill('Lee Family Clinic');
  await page.getByLabel(text('caption.addressLine1')).fill('1 Main Street');
  await page.getByLabel(text('caption.city')).fill('Springfield');
  await field(page, 'address.state').selectOption({ label: who.state ?? text('caption.illinois') });
  await page.getByLabel(text('caption.zipCode')).fill(who.zip ?? '62701');
  await page.getByLabel(text('caption.zipCode')).blur();
  if (await page.getByText(text('caption.useSameEmail')).isVisible()) await tick(page, text('caption.useSameEmail'));
  await field(page, 'phone.number').fill('5555550100');
  await field(page, 'fax').fill('5555550101');
}

/** Enters the provider identifier and waits for its health plans to be offered. */
export async function enterIdentifier(page: Page, type: string, value: string): Promise<void> {
  await field(page, 'providerIdentifiers.0.type').selectOption({ label: type });
  await field(page, 'providerIdentifiers.0.value').fill(value);
  await field(page, 'providerIdentifiers.0.value').blur();
}

/** Agrees to the Terms of Use and presses Next; answers once the summary shows. */
export async function agreeAndReview(page: Page): Promise<void> {
  await tick(page, text('caption.agreeTermsOfUse'));
  await page.getByRole('button', { name: text('action.next') }).click();
  await page
    .getByRole('heading', { name: text('registrationReview.title'), level: 1 })
    .waitFor({ timeout: 10_000 })
    // Stopped on the form: say why, rather than a bare timeout.
    .catch(async () => expect(await errorTexts(page)).toEqual([]));
}

/**
 * Opens the newest mail to `address` in the dev mailbox (the real outbox of the server) and
 * follows its first link: what a user does with the registration e-mail.
 */
export async function followMailedLink(page: Page, address: string): Promise<string> {
  await page.goto(devLinkBeside(page, '/dev/mailbox'));
  await page.locator('li', { hasText: address }).first().locator('a').first().click();
  const link = page.locator('a[href*="registration-email-validation"]').first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href as string);
  return href as string;
}
