import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import usernameRule from '../../schemas/defs/username.json';
import { DEMO_CLIENTS, DEMO_NPI } from '../../src/server/demo/demo-data.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { signInWithForm } from './support/signed-in.js';
import { text } from '../support/rules.js';
import { sharedBrowser } from './support/shared-browser.js';

const JOURNEY_MS = 90_000;

const plan = (id: number) => DEMO_CLIENTS.find((client) => client.id === id) as (typeof DEMO_CLIENTS)[number];
/** A demo plan that asks for a PIN, by id. */
const pinPlan = (id: number) => {
  const found = plan(id);
  if (!found.pin) throw new Error(`demo plan ${id} asks for no PIN`);
  return found as typeof found & { pin: string };
};

/** The lines of a field's alert (its error messages), by the field's input. */
async function errorLines(field: Locator): Promise<string[]> {
  const id = await field.getAttribute('id');
  const alert = field.page().locator(`[id="${id}__error"]`);
  await alert.waitFor();
  return alert.locator('.portal-error-line').allInnerTexts();
}

/** Opens Add Provider Identifiers from the provider list. */
async function openAddIdentifiers(page: Page) {
  await page.getByRole('button', { name: text('providerUpdate.title') }).click();
  await page.getByRole('heading', { name: text('providerUpdate.title'), level: 1 }).waitFor();
}

/** Types identifier row `row` (type and value) and leaves it, so its check runs. */
async function typeIdentifier(page: Page, row: number, type: string, value: string) {
  await page.getByLabel(new RegExp(`^${text('caption.identifierType')}`)).nth(row).selectOption({ label: text(type) });
  await page.getByLabel(new RegExp(`^${text('caption.identifier')} \\*`)).nth(row).fill(value);
  await page.keyboard.press('Tab');
}

/** Ticks a checkbox as a keyboard user does (USWDS moves the input off screen). */
async function tick(box: Locator) {
  await box.focus();
  await box.page().keyboard.press('Space');
}

/** Issue 20, item 4: form state that survives what it should and only that. */
describe('form state in Chromium', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  // The journeys that check PINs run on the server whose switch turns security questions off,
  // as health-plan-details.spec.ts does: every browser reaches the servers from one loopback
  // address, and PINs share a per-address budget (rateLimits.codes) with the security answers
  // account-access.spec.ts spends on the default server at the same time (a CI run once left
  // Add disabled here while that spec ran beside it). The plan forms are the same in every
  // switch setting.
  const plansUrl = inject('settingUrls').questionsOff;
  const browser = sharedBrowser();

  it('opens a modal\'s form empty each time: a reason typed for one applicant and cancelled is not offered for the next', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'admin@carelon.example');
    await page.getByRole('button', { name: text('home.verificationQueue') }).click();
    await page.getByRole('heading', { name: text('staffQueue.title'), level: 1 }).waitFor();
    const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
    const modal = page.getByRole('dialog', { name: text('staffQueue.rejectTitle') });
    const reason = modal.getByLabel(new RegExp(`^${text('caption.rejectionReason')}`));
    const [first, second] = ['Rory Reviewer', 'Rita Review'];
    await card(first).getByRole('button', { name: text('staffQueue.reject') }).click();
    await modal.waitFor();
    await reason.fill('Meant for the first applicant only.');
    await page.keyboard.press('Tab');
    await modal.getByRole('button', { name: text('action.cancel') }).click();
    await modal.waitFor({ state: 'hidden' });
    await card(second).getByRole('button', { name: text('staffQueue.reject') }).click();
    await modal.waitFor();
    expect(await modal.innerText()).toContain(text('staffQueue.rejectIntro', { name: second }));
    expect(await reason.inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    // Nothing typed is shown as wrong either: the form starts pristine.
    expect(await modal.locator('.usa-error-message').count()).toBe(0);
    await page.context().close();
  });

  it('clears the provider list filter: emptied fields let Filter show the whole list again, then Filter waits for a value', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'fiona.forms@clinic.example');
    const table = page.getByRole('table', { name: text('providerList.caption') });
    // What the table last told screen readers ("Showing 1–10 of 23").
    const status = table.locator('xpath=ancestor::div[@role="region"]/following-sibling::p[@role="status"]');
    const identifier = page.getByLabel(new RegExp(`^${text('caption.identifier')}`));
    const filter = page.getByRole('button', { name: text('action.filter') });
    // The header row counts too: more than one is the first page drawn.
    await expect.poll(async () => Number(await table.getAttribute('aria-rowcount'))).toBeGreaterThan(1);
    const total = await table.getAttribute('aria-rowcount');
    expect(await filter.isDisabled()).toBe(true);
    await identifier.fill('55500010');
    await expect.poll(() => filter.isDisabled()).toBe(false);
    await filter.click();
    await expect.poll(() => table.getAttribute('aria-rowcount')).not.toBe(total);
    const filtered = await status.innerText();
    // Emptied, the fields differ from the filter applied: Filter shows the whole list again.
    await identifier.fill('');
    await expect.poll(() => filter.isDisabled()).toBe(false);
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await filter.click();
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe(total);
    expect(await status.innerText()).not.toBe(filtered);
    // Nothing applied and nothing typed: Filter waits for a value again (spec).
    await expect.poll(() => filter.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the plan ticks and PINs of the first identifier when a second identifier row is added and checked', async () => {
    const { page } = await openPortal(browser(), plansUrl, '/user/login');
    await signInWithForm(page, 'fiona.forms@clinic.example');
    await openAddIdentifiers(page);
    const evergreen = pinPlan(106);
    await typeIdentifier(page, 0, 'caption.npi', DEMO_NPI.ordering);
    const box = page.getByRole('checkbox', { name: evergreen.name });
    await box.waitFor({ state: 'attached' });
    await tick(box);
    const pin = page.getByLabel(text('planChecklist.pin', { plan: evergreen.name }));
    await pin.fill(evergreen.pin);
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: text('action.addRow'), exact: true }).click();
    // The second identifier's check answers the plans of both identifiers: a new list.
    await typeIdentifier(page, 1, 'caption.taxIdTin', '123456789');
    await page.waitForTimeout(formBehaviour.asyncCheckDebounceMs + 1_000);
    expect(await box.isChecked()).toBe(true);
    expect(await pin.inputValue()).toBe(evergreen.pin);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('marks an identifier the account holds at its check, and lets Save go again once the plans mend what the server refused', async () => {
    const { page } = await openPortal(browser(), plansUrl, '/user/login');
    await signInWithForm(page, 'olivia.ordering@clinic.example');
    await openAddIdentifiers(page);
    const identifier = (row: number) => page.getByLabel(new RegExp(`^${text('caption.identifier')} \\*`)).nth(row);
    // Her own NPI: said at once, where it is typed.
    await typeIdentifier(page, 0, 'caption.npi', DEMO_NPI.ordering);
    await expect.poll(async () => (await errorLines(identifier(0))).join('|')).toContain(text('providerManagement.identifierHeld', { type: text('caption.npi') }));
    expect(await axeViolations(page)).toEqual([]);
    // Two new ones: an NPI of Blue Valley and a group id of Summit Care (which asks for a PIN).
    const summit = pinPlan(102);
    await typeIdentifier(page, 0, 'caption.npi', DEMO_NPI.orderingOnly);
    const blueValley = page.getByRole('checkbox', { name: plan(101).name });
    await blueValley.waitFor({ state: 'attached' });
    await page.getByRole('button', { name: text('action.addRow'), exact: true }).click();
    await typeIdentifier(page, 1, 'caption.groupId', 'G100');
    const summitBox = page.getByRole('checkbox', { name: summit.name });
    await summitBox.waitFor({ state: 'attached' });
    await tick(blueValley);
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    const save = page.getByRole('button', { name: text('providerUpdate.save') });
    await save.click();
    // The group id matches none of the ticked plans: the server says so on it.
    await expect.poll(async () => (await errorLines(identifier(1))).join('|')).toContain(text('providerManagement.noMatchingPlan', { type: text('caption.groupId') }));
    // The refusal moves the focus to the field it names (a moment later, as a keyboard user
    // meets it): the tick comes after, or the focus move would take its key press.
    await expect.poll(() => identifier(1).evaluate((input) => input === document.activeElement)).toBe(true);
    // Mended by ticking its plan (with its PIN), not by retyping: Save goes through.
    await tick(summitBox);
    await page.getByLabel(text('planChecklist.pin', { plan: summit.name })).fill(summit.pin);
    await page.keyboard.press('Tab');
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await save.click();
    await page.getByText(text('providerManagement.identifiersAdded')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('adds a health plan that asks for a PIN: the refusal shows on the plans, the PIN is offered, checked and the plan saved', async () => {
    const { page, errors } = await openPortal(browser(), plansUrl, '/user/login');
    await signInWithForm(page, 'gwen.genes@genetics.example');
    await page.getByRole('button', { name: text('caption.addHealthPlans') }).click();
    await page.getByRole('heading', { name: text('caption.addHealthPlans'), level: 1 }).waitFor();
    const evergreen = pinPlan(106);
    await tick(page.getByRole('checkbox', { name: evergreen.name }));
    const pin = page.getByLabel(text('planChecklist.pin', { plan: evergreen.name }));
    await pin.waitFor();
    // Saved without its PIN: the server's refusal stands where the plans are.
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    const save = page.getByRole('button', { name: text('addHealthPlans.save'), exact: true });
    await save.click();
    const plans = page.locator('[data-field="/plans"]');
    await plans.getByText(text('providerManagement.healthPlanNeedsPin', { name: evergreen.name })).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A wrong PIN is said on the PIN as it is left; the right one, and Save goes through.
    await pin.fill(`${evergreen.pin}9`);
    await page.keyboard.press('Tab');
    await page.getByText(text('clients.pinMismatch')).first().waitFor();
    await pin.fill(evergreen.pin);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByText(text('clients.pinMismatch')).count()).toBe(0);
    await page.waitForTimeout(formBehaviour.asyncCheckDebounceMs + 500);
    await save.click();
    await page.getByText(text('providerManagement.healthPlansAdded')).waitFor();
    expect(await page.getByRole('list', { name: text('registration.section.healthPlanDetails') }).innerText()).toContain(evergreen.name);
    // The browser logs each refused call (the 422s asked for above); nothing else went wrong.
    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('shows each error line once in a field\'s alert', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/');
    const username = page.getByLabel(new RegExp(`^${text('caption.username')}`));
    await username.fill(`${'a'.repeat(usernameRule.maxLength)}@x.example`);
    await page.keyboard.press('Tab');
    // The field's caption differs by form: the rule's own words after it.
    const tooLong = text('field.maxLength', { caption: '', maxLength: usernameRule.maxLength }).trim();
    await expect.poll(async () => (await errorLines(username)).filter((line) => line.endsWith(tooLong)).length).toBe(1);
    const lines = await errorLines(username);
    expect(lines).toEqual([...new Set(lines)]);

    await signInWithForm(page, 'fiona.forms@clinic.example');
    await openAddIdentifiers(page);
    const identifier = page.getByLabel(new RegExp(`^${text('caption.identifier')} \\*`)).first();
    // Too short: the browser and the server's check say the same; it is shown once.
    await typeIdentifier(page, 0, 'caption.npi', '12345');
    await page.waitForTimeout(formBehaviour.asyncCheckDebounceMs + 500);
    let shown = await errorLines(identifier);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual([...new Set(shown)]);
    // Ten digits with a wrong check digit: "Is not a valid NPI" once.
    const wrong = `${DEMO_NPI.ordering.slice(0, 9)}${(Number(DEMO_NPI.ordering[9]) + 1) % 10}`;
    await typeIdentifier(page, 0, 'caption.npi', wrong);
    await page.waitForTimeout(formBehaviour.asyncCheckDebounceMs + 500);
    shown = await errorLines(identifier);
    expect(shown).toContain(text('providerIdentifier.npiCheckDigit'));
    expect(shown).toEqual([...new Set(shown)]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a success notice once however often it is earned on the page', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'olivia.ordering@clinic.example');
    const table = page.getByRole('table', { name: text('providerList.caption') });
    await table.locator('tbody tr').first().waitFor();
    const removed = () => page.getByText(text('providerManagement.deleted')).filter({ visible: true });
    // Two of her three rows, one after the other (the last one stays: it cannot be deleted).
    for (const [identifier, id] of [['123456789', 101], [DEMO_NPI.ordering, 102]] as const) {
      const rows = await removed().count();
      await table.getByRole('button', { name: `${text('action.delete')} ${identifier} ${plan(id).name}` }).click();
      const confirm = page.getByRole('dialog', { name: text('providerList.confirmTitle') });
      await confirm.getByRole('button', { name: text('action.delete') }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => table.getByRole('button', { name: `${text('action.delete')} ${identifier} ${plan(id).name}` }).count()).toBe(0);
      expect(rows).toBeLessThanOrEqual(1);
      await expect.poll(() => removed().count()).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the logged-out text once, in the User Log Out modal, and on the page once the modal is closed', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'hannah.plan@bluevalley.example');
    await page.getByRole('navigation', { name: text('layout.primaryNavigation') }).getByRole('button', { name: text('action.logOut') }).click();
    const modal = page.getByRole('dialog', { name: text('loggedOut.title') });
    await modal.waitFor();
    const shown = () => page.getByText(text('loggedOut.success')).filter({ visible: true });
    await expect.poll(() => shown().count()).toBe(1);
    await expect.poll(() => modal.getByText(text('loggedOut.success')).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: text('action.close') }).click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => shown().count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
