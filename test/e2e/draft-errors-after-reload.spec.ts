import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { DEMO_SECURITY_QUESTIONS, DEMO_USERS } from '../../src/server/demo/demo-data.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { descriptionOf } from './support/description.js';
import { errorTexts, field } from './support/registration-form.js';
import { sharedBrowser } from './support/shared-browser.js';
import { text } from '../support/rules.js';

const JOURNEY_MS = 90_000;
const WIDTHS = [1280, 375] as const;
/** The US Domain ID of the demo's internal staff member, Ivan Internal. */
const INTERNAL_DOMAIN_ID = (DEMO_USERS.find((account) => account.domainId && !account.isAdmin) as { domainId: string }).domainId;
const CHECK_MS = formBehaviour.asyncCheckDebounceMs + 5000;

/** Reloads the registration form and waits for it to be drawn again. */
async function reload(page: Page) {
  await page.reload();
  await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
}

/** After a reload, a registration draft shows the errors it showed before, at their fields, without Next. */
describe('errors of a registration draft after a reload', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  const open = async (width: number) => {
    const opened = await openPortal(browser(), baseUrl, '/');
    await opened.page.setViewportSize({ width, height: 900 });
    await opened.page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    return opened;
  };

  for (const width of WIDTHS) {
    it(`shows the same security question and emptied-field refusals again at ${width} px, a field never touched still quiet`, async () => {
      const { page, errors } = await open(width);
      await page.getByLabel(text('caption.firstName')).fill('Rhea');
      await page.getByLabel(text('caption.firstName')).press('Tab');
      // A last name typed then emptied: required, said at the field.
      await page.getByLabel(text('caption.lastName')).fill('Reload');
      await page.getByLabel(text('caption.lastName')).fill('');
      await page.getByLabel(text('caption.lastName')).press('Tab');
      await page.getByLabel(text('caption.usernameEmailAddress')).fill('rhea.reload@clinic.example');
      await page.getByLabel(text('caption.usernameEmailAddress')).press('Tab');
      const question = DEMO_SECURITY_QUESTIONS[0]?.text ?? '';
      await field(page, 'securityAnswers.0.QuestionId').selectOption({ label: question });
      await field(page, 'securityAnswers.1.QuestionId').selectOption({ label: question });
      await field(page, 'securityAnswers.1.QuestionId').press('Tab');
      await expect.poll(() => errorTexts(page)).toContain(text('securityQuestion.duplicate'));
      const before = await errorTexts(page);
      expect(before.some((line) => line.includes(text('field.required', { caption: text('caption.lastName') })))).toBe(true);

      await reload(page);
      expect(await page.getByLabel(text('caption.firstName')).inputValue()).toBe('Rhea');
      // The same errors in the same places, and none more: no Next pressed, the phone never touched is not scolded.
      await expect.poll(() => errorTexts(page)).toEqual(before);
      expect(await descriptionOf(page.getByLabel(text('caption.lastName')))).toContain(text('field.required', { caption: text('caption.lastName') }));
      expect(await descriptionOf(field(page, 'phone.number'))).not.toContain(text('field.required', { caption: text('caption.phone') }));
      expect(await axeViolations(page)).toEqual([]);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/registration-errors-restored-${width}.png`, fullPage: true });

      // Mended where it is, the refusal goes as it did before the reload.
      await field(page, 'securityAnswers.1.QuestionId').selectOption({ label: DEMO_SECURITY_QUESTIONS[1]?.text ?? '' });
      await expect.poll(() => errorTexts(page)).not.toContain(text('securityQuestion.duplicate'));
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`shows a taken US Domain ID again at its field after a reload at ${width} px`, async () => {
      const { page, errors } = await open(width);
      await page.getByLabel(text('caption.usernameEmailAddress')).fill(`reload.staff.${width}@carelon.example`);
      const domain = page.getByLabel(text('caption.usDomainId'));
      await domain.waitFor();
      await domain.fill(INTERNAL_DOMAIN_ID.toLowerCase());
      await domain.press('Tab');
      await expect.poll(() => descriptionOf(domain), { timeout: CHECK_MS }).toContain(text('registration.domainIdTaken'));

      await reload(page);
      await expect.poll(() => descriptionOf(page.getByLabel(text('caption.usDomainId')))).toContain(text('registration.domainIdTaken'));
      expect(await page.getByLabel(text('caption.usDomainId')).getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
