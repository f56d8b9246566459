import type { Browser, Page, Response } from 'playwright-core';
import accountRules from '../../schemas/config/account-rules.json';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_NPI } from '../../src/server/demo/demo-data.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser, openPortal } from './support/browser.js';
import { agreeAndReview, enterIdentifier, errorTexts, field, fillLoginAndDetails, followMailedLink, tick } from './support/registration-form.js';
import { descriptionOf } from './support/description.js';
import { focusedGroup } from './support/layout.js';
import { callFrom } from './support/stranger.js';
import { startingWith, text } from '../support/rules.js';

const PASSWORD = 'Kb7mQz2wLp9';

/** The value the summary shows for a caption. */
const reviewed = (page: Page, caption: string) =>
  page.locator('.portal-review__entry', { has: page.getByText(caption, { exact: true }) }).first().locator('dd');

/** The direct registration (spec section 2), journey by journey, against the real server, database and outbox. */
/** A journey fills four sections, submits, reads the outbox and opens the link twice, with axe on each screen. */
/** The focused element as a user meets it: its tag and text. */
const focusedElement = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName ?? '', text: document.activeElement?.textContent ?? '' }));

const JOURNEY_MS = 120_000;

describe('direct registration in Chromium', { timeout: JOURNEY_MS }, () => {
  const urls = inject('settingUrls');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const open = async (base: string = urls.default) => {
    const opened = await openPortal(browser, base, '/');
    await opened.page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    return opened;
  };

  /** Submits from the summary, checks Check Your Email, then opens the mailed link twice. */
  const submitAndValidate = async (page: Page, address: string) => {
    await page.getByRole('button', { name: text('action.submitRegistration') }).click();
    await page.getByRole('heading', { name: text('emailSent.title'), level: 1 }).waitFor();
    await page.getByRole('heading', { name: text('emailSent.sentHeading') }).waitFor();
    // Focus follows the step change to the new page's heading.
    await expect.poll(() => focusedElement(page)).toEqual({ tag: 'H1', text: text('emailSent.title') });
    expect(new URL(page.url()).pathname).toBe('/user/registration-email-sent');
    expect(await page.getByText(address).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    const link = await followMailedLink(page, address);
    await page.getByRole('heading', { name: text('emailValidation.validated'), level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The second opening (the person's, after a mail scanner's) asks the server once and is a success again.
    const confirmations: number[] = [];
    const counting = (response: Response) => void (new URL(response.url()).pathname.endsWith('/registration/confirmation') && confirmations.push(response.status()));
    page.on('response', counting);
    await page.goto(link);
    await page.getByRole('heading', { name: text('emailValidation.validated'), level: 1 }).waitFor();
    expect(await page.getByText(text('registration.linkInvalid')).count()).toBe(0);
    page.off('response', counting);
    expect(confirmations).toEqual([200]);
    // The same link with its token changed is refused, with the spec's text once.
    const { pathname } = new URL(link);
    const token = pathname.split('/').pop() ?? '';
    await page.goto(link.replace(`/${token}`, `/${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`));
    await page.getByRole('heading', { name: text('emailValidation.failed'), level: 1 }).waitFor();
    await expect.poll(() => page.getByText(text('registration.linkInvalid')).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  };

  it('registers an ordering provider: identifier, its plans, summary, e-mail and link', async () => {
    const { page, errors, cspViolations } = await open();
    const address = 'pat.ordering@clinic.example';
    await fillLoginAndDetails(page, { username: address, password: PASSWORD, role: text('caption.role.1') });
    // Phone and fax as the hint writes them, or with the area code in brackets: the same ten digits.
    await field(page, 'phone.number').fill('(555) 555-0100');
    await field(page, 'fax').fill('555-555-0101');
    await page.getByText(text('username.available')).waitFor();
    await expect.poll(() => page.getByText(text('role.description.1')).count()).toBe(1);
    // The plans come with the identifier: before it, no plan list (never a box without a plan's name).
    const plans = page.getByRole('group', { name: text('caption.associatedHealthPlans') });
    expect(await plans.count()).toBe(0);
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    await plans.getByRole('checkbox', { name: 'Blue Valley Health Plan' }).waitFor();
    expect(await plans.getByRole('checkbox', { name: '' , exact: true }).count()).toBe(0);
    await tick(page, 'Blue Valley Health Plan');
    // No application chosen: Next says so on the form, before any submit.
    await page.getByRole('button', { name: text('action.next') }).click();
    await page.locator('.usa-error-message').getByText(text('registration.applicationRequired')).waitFor();
    expect(await descriptionOf(page.getByRole('checkbox', { name: text('caption.commercialUtilizationReview') }))).toContain(text('registration.applicationRequired'));
    await tick(page, text('caption.commercialUtilizationReview'));
    expect(await page.getByText(text('registration.applicationRequired')).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await agreeAndReview(page);
    // Next moved to the summary: focus is on its heading, not left on the page body.
    await expect.poll(() => focusedElement(page)).toEqual({ tag: 'H1', text: text('registrationReview.title') });

    expect(await reviewed(page, text('caption.phone')).innerText()).toContain('555-555-0100');
    expect(await reviewed(page, text('caption.fax')).innerText()).toBe('555-555-0101');
    expect(await reviewed(page, text('caption.password')).innerText()).not.toContain(PASSWORD);
    await tick(page, text('review.show', { caption: 'caption.password' }));
    expect(await reviewed(page, text('caption.password')).innerText()).toContain(PASSWORD);
    expect(await reviewed(page, text('caption.associatedHealthPlans')).innerText()).toBe('Blue Valley Health Plan');
    expect(await reviewed(page, text('caption.userRole')).innerText()).toBe(text('caption.role.1'));
    // "Use Same Email" was ticked: the contact e-mail is the username.
    expect(await reviewed(page, text('caption.contactEmail')).innerText()).toBe(address);
    expect(await axeViolations(page)).toEqual([]);

    // Edit goes back with everything kept.
    await page.getByText(text('action.edit'), { exact: true }).click();
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/register');
    await expect.poll(() => focusedElement(page)).toMatchObject({ tag: 'H1' });
    expect(await page.getByLabel(text('caption.organizationName')).inputValue()).toBe('Lee Family Clinic');
    await page.getByRole('button', { name: text('action.next') }).click();
    await page.getByRole('heading', { name: text('registrationReview.title'), level: 1 }).waitFor();

    await submitAndValidate(page, address);
    // The refused forged link (400, once) and the mailbox page's missing icon are expected.
    expect(errors.filter((error) => !/favicon\.ico/.test(error))).toEqual([expect.stringMatching(/status of 400.*registration\/confirmation/)]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('registers a servicing provider on a PIN plan, refusing a wrong PIN on the field as it is left', async () => {
    const { page } = await open();
    const address = 'sam.pin@clinic.example';
    await fillLoginAndDetails(page, { username: address, password: PASSWORD, role: text('caption.role.2') });
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    await tick(page, 'Summit Care Alliance');
    const pin = page.getByLabel(text('planChecklist.pin', { plan: 'Summit Care Alliance' }));
    await pin.fill('0000');
    await pin.blur();
    // The server's PIN check answers on leaving the field, tied to it, before any Next.
    await expect.poll(() => errorTexts(page)).toContainEqual(expect.stringMatching(startingWith('clients.pinMismatch')));
    expect(await descriptionOf(pin)).toContain(text('clients.pinMismatch'));
    expect(await axeViolations(page)).toEqual([]);
    await pin.fill('4821');
    await pin.blur();
    await expect.poll(() => errorTexts(page)).not.toContainEqual(expect.stringMatching(startingWith('clients.pinMismatch')));
    await tick(page, text('caption.commercialUtilizationReview'));
    await agreeAndReview(page);
    await submitAndValidate(page, address);
    await page.context().close();
  });

  it('registers a health plan representative, with the own-site notes for unsupported and single sign-on plans', async () => {
    const { page } = await open();
    const address = 'hana.rep@bluevalley.example';
    await fillLoginAndDetails(page, { username: address, password: PASSWORD, role: text('caption.role.5') });
    await field(page, 'healthPlan.id').selectOption({ label: 'Prairie State Medicaid' });
    const note = page.getByRole('link', { name: /Prairie State Medicaid is not supported here/ });
    expect(await note.getAttribute('href')).toBe('https://prairie-medicaid.example/register');
    await field(page, 'healthPlan.id').selectOption({ label: 'Northwind Employee Health' });
    await page.getByText('Northwind Employee Health employees request access through the company\'s identity system').waitFor();
    await field(page, 'healthPlan.id').selectOption({ label: 'Harbor Health Partners' });
    await page.getByRole('link', { name: /Harbor Health Partners providers register through the plan's provider portal/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await field(page, 'healthPlan.id').selectOption({ label: 'Blue Valley Health Plan' });
    await agreeAndReview(page);
    expect(await reviewed(page, text('caption.healthPlan')).innerText()).toBe('Blue Valley Health Plan');
    await submitAndValidate(page, address);
    await page.context().close();
  });

  it('registers a genetic counselor with an identifier and its plans, after a failed submit says "Error Completing Registration"', async () => {
    const { page } = await open();
    const address = 'gene.counselor@genetics.example';
    await fillLoginAndDetails(page, { username: address, password: PASSWORD, role: text('caption.role.10') });
    expect(await page.getByText(text('caption.commercialUtilizationReview')).count()).toBe(0);
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.counselor);
    await tick(page, 'Coastal Family Health');
    await agreeAndReview(page);
    // The server fails once: the summary stays, with everything, and says so.
    await page.route('**/api/user/registration', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' }) : route.fallback(),
    );
    await page.getByRole('button', { name: text('action.submitRegistration') }).click();
    await page.getByText(text('registration.completionFailed')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/registration-review');
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/user/registration');
    await submitAndValidate(page, address);
    await page.context().close();
  });

  it('registers internal staff with a US Domain ID instead of a password, refusing a taken one at Next, before Submit', async () => {
    const { page } = await open();
    const address = 'new.staff@carelon.example';
    await fillLoginAndDetails(page, { username: address, role: text('caption.role.1'), questions: false });
    expect(await page.getByLabel(text('caption.confirmPassword')).count()).toBe(0);
    expect(await page.getByText(text('caption.securityQuestions'), { exact: true }).count()).toBe(0);
    // Required by the rules for internal staff: the label carries the marker and the control the flag, as First Name's do.
    const marker = (id: string) => page.locator(`label[for="root.${id}"]`).getByTitle(text('form.requiredMarker'));
    await expect.poll(() => marker('firstName').count()).toBe(1);
    await expect.poll(() => marker('domainId').count()).toBe(1);
    expect(await field(page, 'domainId').getAttribute('aria-required')).toBe('true');
    await field(page, 'domainId').fill('AADMIN01');
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    await tick(page, 'Blue Valley Health Plan');
    await tick(page, text('caption.commercialUtilizationReview'));
    await tick(page, text('caption.agreeTermsOfUse'));
    // The server's refusal comes at Next, on the form, at its field: not after Submit.
    await page.getByRole('button', { name: text('action.next') }).click();
    await expect.poll(() => errorTexts(page)).toContain(text('registration.domainIdTaken'));
    // Listed above the form as well, and the refused field has focus with its label in view.
    await page.getByRole('alert').filter({ hasText: text('form.errorSummary.title') }).getByRole('link', { name: text('registration.domainIdTaken') }).waitFor();
    await expect.poll(async () => (await focusedGroup(page)).id).toBe('root.domainId');
    expect((await focusedGroup(page)).labelTop).toBeGreaterThanOrEqual(0);
    expect(await page.getByRole('heading', { name: text('registrationReview.title'), level: 1 }).count()).toBe(0);
    await field(page, 'domainId').fill('NSTAFF77');
    // A second press within the submit pause is taken for a double click and dropped.
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await page.getByRole('button', { name: text('action.next') }).click();
    await page.getByRole('heading', { name: text('registrationReview.title'), level: 1 }).waitFor();
    // The summary's entries may follow its heading (heading-before-form.md): wait for the one wanted.
    await page.getByText(text('caption.usDomainId')).first().waitFor();
    await submitAndValidate(page, address);
    await page.context().close();
  });

  it('says "Email is taken" for a registered username, "Zip Code is invalid" for a zip of another state, and the directory\'s refusal of an identifier', async () => {
    const { page } = await open();
    await fillLoginAndDetails(page, { username: 'olivia.ordering@clinic.example', password: PASSWORD, role: text('caption.role.1'), state: text('caption.texas'), zip: '62701' });
    await expect.poll(() => errorTexts(page)).toContain(text('username.taken'));
    await expect.poll(() => errorTexts(page)).toContain(text('registration.zipInvalid'));
    await enterIdentifier(page, text('caption.npi'), '1234567890');
    await expect.poll(() => errorTexts(page)).toContain(text('providerIdentifier.npiCheckDigit'));
    await enterIdentifier(page, text('caption.taxIdTin'), '111222333');
    await expect.poll(() => errorTexts(page)).toContainEqual(text('registration.identifierMismatch', { type: text('caption.taxIdTin') }));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('leaves the security questions out when the switch disables them, and registers without them', async () => {
    const { page } = await open(urls.questionsOff);
    const address = 'no.questions@clinic.example';
    await fillLoginAndDetails(page, { username: address, password: PASSWORD, role: text('caption.role.1'), questions: false });
    expect(await page.getByText(text('caption.securityQuestions'), { exact: true }).count()).toBe(0);
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    await tick(page, 'Blue Valley Health Plan');
    await tick(page, text('caption.commercialUtilizationReview'));
    expect(await axeViolations(page)).toEqual([]);
    await agreeAndReview(page);
    expect(await page.getByText(text('caption.securityQuestion'), { exact: true }).count()).toBe(0);
    await submitAndValidate(page, address);
    await page.context().close();
  });

  it('offers the Medicare decision support program only while CDS is on, which then suffices as the application', async () => {
    const { page } = await open(urls.cds);
    const address = 'cds.provider@clinic.example';
    await fillLoginAndDetails(page, { username: address, password: PASSWORD, role: text('caption.role.1') });
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    await tick(page, 'Blue Valley Health Plan');
    await tick(page, text('caption.medicareDecisionSupport'));
    await agreeAndReview(page);
    await submitAndValidate(page, address);
    await page.context().close();
    const other = await open();
    expect(await other.page.getByText(text('caption.medicareDecisionSupport')).count()).toBe(0);
    await other.page.context().close();
  });

  it('opens the Terms of Use modal from the form and closes it by keyboard, and asks before Cancel clears the form, with no axe violations while either is open', async () => {
    const { page } = await open();
    await page.getByRole('button', { name: text('registration.readTermsOfUse') }).click();
    const dialog = page.getByRole('dialog', { name: text('caption.termsOfUse') });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Cancel on a filled form asks first: keeping on keeps what was typed, clearing clears it.
    await page.getByLabel(text('caption.firstName')).fill('Pat');
    const cancel = page.getByRole('dialog', { name: text('registration.cancel.title') });
    await page.getByRole('button', { name: text('action.cancel'), exact: true }).click();
    await cancel.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await cancel.getByRole('button', { name: text('registration.cancel.keep') }).click();
    await cancel.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(text('caption.firstName')).inputValue()).toBe('Pat');
    await page.getByRole('button', { name: text('action.cancel'), exact: true }).click();
    await cancel.getByRole('button', { name: text('registration.cancel.confirm') }).click();
    await cancel.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByLabel(text('caption.firstName')).inputValue()).toBe('');
    await page.context().close();
  });

  it('refuses Next at Contact Email, on a phone, once strangers on other machines spent the registration mails of that address', async () => {
    const { page } = await open();
    await page.setViewportSize({ width: 375, height: 800 });
    const office = 'front.desk@inbox.example';
    await fillLoginAndDetails(page, { username: 'desk.owner@clinic.example', password: PASSWORD, role: text('caption.role.1') });
    // The office's own contact address, not the username: Use Same Email (ticked by the helper) off.
    await tick(page, text('caption.useSameEmail'));
    await field(page, 'email').fill(office);
    await enterIdentifier(page, text('caption.npi'), DEMO_NPI.ordering);
    await tick(page, 'Blue Valley Health Plan');
    await tick(page, text('caption.commercialUtilizationReview'));
    await tick(page, text('caption.agreeTermsOfUse'));
    // Just before this Next, strangers submit the same form with names of their own, each from
    // another machine (so no one address's budget stops them), to the same contact address.
    const { max } = accountRules.rateLimits.registrationMail;
    let flooded = false;
    await page.route('**/api/user/registration/validation', async (route) => {
      if (route.request().method() !== 'POST' || flooded) return route.fallback();
      flooded = true;
      const form = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      for (let stranger = 0; stranger < max; stranger += 1) {
        const source = `127.0.${2 + Math.floor(stranger / 200)}.${1 + (stranger % 200)}`;
        expect(await callFrom(urls.default, source, 'POST', '/api/user/registration', { ...form, username: `stranger${stranger}@flood.example` })).toBe(201);
      }
      await route.fallback();
    });
    await page.getByRole('button', { name: text('action.next') }).click();
    // On the form, before any Submit: at the field the address was typed in, listed above the form, focused.
    const contact = field(page, 'email');
    await expect.poll(() => descriptionOf(contact)).toMatch(/\d/);
    const minutes = Number(/\d+/.exec(await descriptionOf(contact))?.[0]);
    expect(await descriptionOf(contact)).toContain(text('registration.mailLimit', { minutes }));
    await page.getByRole('alert').filter({ hasText: text('form.errorSummary.title') }).getByRole('link', { name: new RegExp(text('caption.contactEmail')) }).waitFor();
    await expect.poll(async () => (await focusedGroup(page)).id).toBe('root.email');
    expect(await page.getByRole('heading', { name: text('registrationReview.title'), level: 1 }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('sends a visit to Check Your Email with nothing registered back to the form', async () => {
    const { page } = await open();
    await page.goto('/user/registration-email-sent');
    await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/register');
    await page.context().close();
  });
});
