import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { DEMO_CLIENTS } from '../../src/server/demo/demo-data.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { descriptionOf } from './support/description.js';
import { keepScreen } from './support/screens.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signInWithForm } from './support/signed-in.js';
import { text } from '../support/rules.js';

const JOURNEY_MS = 120_000;
const plan = (id: number) => DEMO_CLIENTS.find((client) => client.id === id) as (typeof DEMO_CLIENTS)[number];

const planPicker = (page: Page) => page.getByRole('combobox', { name: new RegExp(`^${text('caption.healthPlan')}`) });
const pinField = (page: Page) => page.getByRole('textbox', { name: new RegExp(`^${text('caption.pin')}`) });
const save = (page: Page) => page.getByRole('button', { name: text('addHealthPlans.save'), exact: true });
const chosen = (picker: Locator) => picker.locator('option:checked').innerText();
const saved = (page: Page) => page.getByText(text('healthPlanDetails.saved')).filter({ visible: true });

/** Chooses a plan by its name and lets the choice check answer. */
async function choose(page: Page, name: string) {
  await planPicker(page).selectOption({ label: name });
  await page.waitForTimeout(formBehaviour.asyncCheckDebounceMs + 300);
}

/** How far the page scrolls sideways (0 on a phone that fits). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Reloads the page, agreeing to the browser's own "leave with unsaved changes?" if it asks. */
async function reload(page: Page) {
  const accept = (dialog: { accept(): Promise<void> }) => void dialog.accept();
  page.on('dialog', accept);
  await page.reload();
  page.off('dialog', accept);
  await page.getByRole('heading', { name: text('registration.section.healthPlanDetails'), level: 1 }).waitFor();
  await planPicker(page).waitFor();
}

/**
 * Health plan roles (4 and 5) on /user/provider-management: the spec's Health Plan Details
 * form (choose or change the one plan), not a list with an Add button. Each journey signs in
 * with a demo account of its own (the plan it changes is nobody else's).
 */
describe('the Health Plan Details form of health plan roles', { timeout: JOURNEY_MS }, () => {
  // The server whose switch turns security questions off: every browser reaches the servers
  // from one loopback address, and wrong security answers and PINs share a per-address budget
  // (rateLimits.codes) there; no other spec spends it on this server, so a wrong PIN here
  // never meets another spec's answers (the plan form is the same in every switch setting).
  const baseUrl = inject('settingUrls').questionsOff;
  const browser = sharedBrowser();

  it('lets a health plan representative (role 5) change her plan at 1280 px: unsupported and single-sign-on plans are refused at the picker on choice, Back asks, a reload keeps the saved plan', async () => {
    const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithForm(page, 'rhea.rep@bluevalley.example', { opened: true });
    await page.getByRole('heading', { name: text('registration.section.healthPlanDetails'), level: 1 }).waitFor();
    const picker = planPicker(page);
    // Her plan is the one chosen; no identifier table, no Add button.
    expect(await chosen(picker)).toBe(plan(101).name);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: text('caption.addHealthPlans') }).count()).toBe(0);
    expect(await pinField(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreen(page, 'health-plan-details');

    // Wrong input: each plan the role may not choose is refused where it is chosen, before Save.
    for (const id of [104, 103, 107]) {
      await choose(page, plan(id).name);
      await expect.poll(() => descriptionOf(picker)).toContain(text('registration.healthPlanUnsupported'));
    }
    expect(await axeViolations(page)).toEqual([]);
    await choose(page, plan(104).name);
    await keepScreen(page, 'health-plan-details-unsupported');
    // Saved anyway, the server says the same at the same field, and nothing changes.
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await save(page).click();
    await expect.poll(() => descriptionOf(picker)).toContain(text('registration.healthPlanUnsupported'));
    expect(await saved(page).count()).toBe(0);

    // A supported plan clears the refusal. Leaving with the change unsaved asks first: Go Back
    // keeps it; Don't Save leaves, and the browser's Back finds the plan she holds, not the abandoned one.
    await choose(page, plan(108).name);
    await expect.poll(() => descriptionOf(picker)).not.toContain(text('registration.healthPlanUnsupported'));
    const ask = page.getByRole('dialog', { name: text('unsaved.title') });
    const contactUs = page.getByRole('contentinfo').getByText(text('footer.support'), { exact: true });
    await contactUs.click();
    await ask.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: text('unsaved.goBack') }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/user/provider-management');
    expect(await chosen(picker)).toBe(plan(108).name);
    await contactUs.click();
    await ask.getByRole('button', { name: text('unsaved.leave') }).click();
    await page.getByRole('heading', { name: text('contactUs.title'), level: 1 }).waitFor();
    await page.goBack();
    await picker.waitFor();
    expect(await chosen(picker)).toBe(plan(101).name);
    // A reload in the middle of a change: the account still holds its plan.
    await choose(page, plan(108).name);
    await reload(page);
    const afterReload = await chosen(planPicker(page));
    expect([plan(101).name, plan(108).name]).toContain(afterReload);
    if (afterReload !== plan(108).name) await choose(page, plan(108).name);

    // Saved: the notice, the new plan chosen, and a reload shows it from the server.
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await save(page).click();
    await saved(page).waitFor();
    expect(await chosen(planPicker(page))).toBe(plan(108).name);
    await reload(page);
    expect(await chosen(planPicker(page))).toBe(plan(108).name);
    expect(await axeViolations(page)).toEqual([]);
    // The same page on a phone: nothing scrolls sideways, still axe clean.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sideways(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    // The browser logs each refused call (the 422s asked for above); nothing else went wrong.
    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('lets health plan operations (role 4) keep or change a plan that asks for a PIN at 375 px: the PIN is asked only for a new plan, required, and checked', async () => {
    const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithForm(page, 'otto.ops@summitcare.example', { opened: true });
    await page.getByRole('heading', { name: text('registration.section.healthPlanDetails'), level: 1 }).waitFor();
    const picker = planPicker(page);
    const summit = plan(102);
    const evergreen = plan(106);
    expect(await chosen(picker)).toBe(summit.name);
    // Add Health Plans is no page of a health plan role: by its address it returns here.
    await page.goto('/user/add-health-plans');
    await picker.waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/provider-management');
    expect(await sideways(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreen(page, 'health-plan-details');
    // Saving the plan he holds asks no PIN again.
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await save(page).click();
    await saved(page).waitFor();

    // A new plan that asks for a PIN: the PIN field appears and is required.
    await choose(page, evergreen.name);
    const pin = pinField(page);
    await pin.waitFor();
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await save(page).click();
    await expect.poll(() => descriptionOf(pin)).toContain(text('field.required', { caption: text('caption.pin') }));
    expect(await axeViolations(page)).toEqual([]);
    await keepScreen(page, 'health-plan-details-pin');
    // A wrong PIN is refused at the PIN as it is left, before Save; the right one saves.
    await pin.fill(`${evergreen.pin}9`);
    await pin.press('Tab');
    await expect.poll(() => descriptionOf(pin)).toContain(text('clients.pinMismatch'));
    await pin.fill(evergreen.pin as string);
    await pin.press('Tab');
    await expect.poll(() => descriptionOf(pin)).not.toContain(text('clients.pinMismatch'));
    await save(page).click();
    await pinField(page).waitFor({ state: 'detached' });
    expect(await chosen(planPicker(page))).toBe(evergreen.name);
    // The server holds it: a reload shows Evergreen, with no PIN asked.
    await reload(page);
    expect(await chosen(planPicker(page))).toBe(evergreen.name);
    expect(await pinField(page).count()).toBe(0);
    // Back to the plan he left: it asks for its PIN again (he no longer holds it).
    await choose(page, summit.name);
    await pinField(page).waitFor();
    expect(await sideways(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // And at a desk.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await page.context().close();
  });
});
