import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser } from './support/shared-browser.js';
import { field, tick } from './support/registration-form.js';
import { text } from '../support/rules.js';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import registrationFlow from '../../flows/registration.json';
import providerManagementFlow from '../../flows/provider-management.json';
import userConfigurationCalls from '../../flows/calls/user-configuration.json';

const JOURNEY_MS = 60_000;

/** What a page complained about: console errors (Chromium logs each 4xx/5xx answer as one) and answers that failed. */
async function openWatched(page: Page, path: string) {
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(`${message.text()} [${message.location().url}]`)));
  page.on('pageerror', (error) => void consoleErrors.push(error.message));
  page.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)));
  await page.goto(path);
  return { consoleErrors, failed };
}

/**
 * Ordinary paths of a new user make no call the portal knows will fail
 * (docs/decisions/no-call-known-to-fail.md; the inactivity logout and the reopened confirmation
 * link are asserted in sign-in.spec.ts and registration-direct.spec.ts).
 */
describe('the console on ordinary paths', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  it('draws the registration form through a role and an identifier with no console warning (rjsf merges no conflicting branches)', async () => {
    const context = await browser().newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => void (['warning', 'error'].includes(message.type()) && warnings.push(message.text())));
    await page.goto(registrationFlow.steps.form.route);
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    await tick(page, text('caption.role.1'));
    await field(page, 'providerIdentifiers.0.type').selectOption({ label: text('caption.npi') });
    await field(page, 'providerIdentifiers.0.value').fill('12');
    await field(page, 'providerIdentifiers.0.type').selectOption({ label: text('caption.taxIdTin') });
    await field(page, 'providerIdentifiers.0.value').blur();
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('checks an identifier typed before its type only once the type is chosen, asking nothing that fails before', async () => {
    const context = await browser().newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const watched = await openWatched(page, registrationFlow.steps.form.route);
    const checks: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname === '/api/providers/validity' && checks.push(request.method())));
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    await tick(page, text('caption.role.1'));
    await field(page, 'providerIdentifiers.0.type').selectOption({ label: text('form.selectPlaceholder') });
    await field(page, 'providerIdentifiers.0.value').fill('1234567893');
    await field(page, 'providerIdentifiers.0.value').blur();
    await page.waitForTimeout(formBehaviour.asyncCheckDebounceMs + 500);
    expect(checks).toEqual([]);
    expect(watched.failed).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
    // With its type, the identifier is checked when the field is left again.
    await field(page, 'providerIdentifiers.0.type').selectOption({ label: text('caption.npi') });
    await field(page, 'providerIdentifiers.0.value').focus();
    await field(page, 'providerIdentifiers.0.value').blur();
    await expect.poll(() => checks).toEqual(['POST']);
    await context.close();
  });

  it('sends a summary address typed without a filled form back to the form, asking nothing that fails', async () => {
    const context = await browser().newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const watched = await openWatched(page, registrationFlow.steps.review.route);
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(registrationFlow.steps.form.route);
    expect(await page.getByRole('heading', { name: text('registrationReview.title') }).count()).toBe(0);
    expect(watched.failed).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers a signed-in address opened without a session with one refused session check, then the Log In page', async () => {
    const context = await browser().newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const watched = await openWatched(page, providerManagementFlow.steps.addPlans.route);
    await page.getByText(text('session.loggedOut')).waitFor();
    await page.getByRole('heading', { name: text('signIn.heading') }).waitFor();
    // The portal cannot know its session before asking (the cookie is the server's): that one
    // question is answered 401, and the step's other loads (its health plans) are not asked.
    const sessionCheck = userConfigurationCalls.calls.userConfiguration.path;
    expect(watched.failed).toEqual([`401 GET ${sessionCheck}`]);
    expect(watched.consoleErrors).toEqual([expect.stringMatching(new RegExp(`status of 401.*${sessionCheck}`))]);
    await context.close();
  });
});
