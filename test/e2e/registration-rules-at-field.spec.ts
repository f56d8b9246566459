import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { DEMO_USERS, DEMO_CLIENTS } from '../../src/server/demo/demo-data.js';
import { text } from '../support/rules.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser, openPortal } from './support/browser.js';
import { descriptionOf } from './support/description.js';
import { field, tick } from './support/registration-form.js';

const JOURNEY_MS = 120_000;
/** The US Domain ID of the demo's internal staff member, Ivan Internal. */
const INTERNAL_DOMAIN_ID = (DEMO_USERS.find((account) => account.domainId && !account.isAdmin) as { domainId: string }).domainId;
const plan = (id: number) => DEMO_CLIENTS.find((client) => client.id === id) as (typeof DEMO_CLIENTS)[number];
/** The plans a health plan representative may not register for: unsupported, and the two single sign-on plans. */
const REFUSED_PLANS = DEMO_CLIENTS.filter((client) => client.isUnsupported || client.isSso);

const MODES = [
  { name: 'direct', setting: 'default' },
  { name: 'multi-factor', setting: 'multiFactor' },
] as const;

/** Issue 24 point 1: a rule that needs the server is said where its field is, not first at Next or Submit. */
describe.each(MODES)('the $name registration form says server rules at their field', { timeout: JOURNEY_MS }, (mode) => {
  const urls = inject('settingUrls');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const open = async (): Promise<Page> => {
    const { page } = await openPortal(browser, urls[mode.setting], '/');
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    return page;
  };

  it('refuses an unsupported or single sign-on health plan at the plan picker as it is chosen, before Next', async () => {
    const page = await open();
    await tick(page, text('caption.role.5'));
    const picker = field(page, 'healthPlan.id');
    await picker.waitFor();
    expect(REFUSED_PLANS.map((client) => client.name)).toEqual(expect.arrayContaining([plan(104).name, plan(103).name, plan(107).name]));
    for (const client of REFUSED_PLANS) {
      await picker.focus();
      await picker.selectOption({ label: client.name });
      // Nothing else is touched: the picker keeps the focus, and the refusal is already said there.
      await expect.poll(() => descriptionOf(picker), { timeout: formBehaviour.asyncCheckDebounceMs + 5000 }).toContain(text('registration.healthPlanUnsupported'));
      expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await picker.selectOption({ label: plan(101).name });
    await expect.poll(() => descriptionOf(picker), { timeout: formBehaviour.asyncCheckDebounceMs + 5000 }).not.toContain(text('registration.healthPlanUnsupported'));
    await page.context().close();
  });

  it('says a taken US Domain ID at its field as the field is left, before Next', async () => {
    const page = await open();
    await page.getByLabel(text('caption.usernameEmailAddress')).fill(`new.staff.${mode.name}@carelon.example`);
    const domain = page.getByLabel(text('caption.usDomainId'));
    await domain.waitFor();
    // Ivan Internal's ID (demo data), typed in other letter case: registration compares without it.
    await domain.fill(INTERNAL_DOMAIN_ID.toLowerCase());
    await domain.press('Tab');
    await expect.poll(() => descriptionOf(domain), { timeout: formBehaviour.asyncCheckDebounceMs + 5000 }).toContain(text('registration.domainIdTaken'));
    expect(await domain.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await domain.fill('FreshDomain77');
    await domain.press('Tab');
    await expect.poll(() => descriptionOf(domain), { timeout: formBehaviour.asyncCheckDebounceMs + 5000 }).not.toContain(text('registration.domainIdTaken'));
    await page.context().close();
  });

  if (mode.name === 'multi-factor') {
    it("shows the name, username, e-mail local part and domain rules in the requirement list, met or not as the password is typed", async () => {
      const page = await open();
      await page.getByLabel(text('caption.firstName')).fill('Rhea');
      await page.getByLabel(text('caption.lastName')).fill('Representative');
      await page.getByLabel(text('caption.usernameEmailAddress')).fill('rhea.rep@bluevalley.example');
      const line = (id: string) => page.locator('.portal-requirements li', { hasText: text(id) });
      const met = (id: string) => line(id).getAttribute('data-met');
      const password = field(page, 'password');
      for (const id of [text('caption.username'), 'EmailLocalPart', 'EmailDomain', 'FirstName', 'LastName']) await expect.poll(() => line(`identityProvider.password.notContain${id}`).count()).toBe(1);
      await password.fill('Bluevalley#9x');
      await expect.poll(() => met('identityProvider.password.notContainEmailDomain')).toBe('false');
      expect(await met('identityProvider.password.notContainEmailLocalPart')).toBe('true');
      await password.fill('Rhea.rep#9xyz');
      await expect.poll(() => met('identityProvider.password.notContainEmailLocalPart')).toBe('false');
      expect(await met('identityProvider.password.notContainFirstName')).toBe('false');
      expect(await met('identityProvider.password.notContainEmailDomain')).toBe('true');
      await password.fill('Xk#92mqpLz');
      for (const id of [text('caption.username'), 'EmailLocalPart', 'EmailDomain', 'FirstName', 'LastName']) {
        await expect.poll(() => met(`identityProvider.password.notContain${id}`)).toBe('true');
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
