import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import portal from '../../schemas/config/portal.json';
import { continueFromAccessChanged } from './support/account-access-changed.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signedInAs } from './support/signed-in.js';
import { descriptionOf } from './support/description.js';
import { inOrder, rule, startingWith, text } from '../support/rules.js';
import { signInFrom } from './support/stranger.js';
import { expectCaptchaAtField } from './support/captcha.js';
import accountRules from '../../schemas/config/account-rules.json';
import inactivity from '../../schemas/config/inactivity.json';
import sessionCallsFile from '../../flows/calls/session.json';

const PASSWORD = 'Portal#Demo24';
/** The spec's static header, which every API call carries. */
const STATIC_HEADER = { [portal.staticHeader.name]: portal.staticHeader.value };
const JOURNEY_MS = 60_000;
/** The inactivity notice's sentence with `seconds` left, as the portal words it. */
const countdownText = (seconds: number) => text('session.countdownText', { countdown: text('session.countdown.other', { seconds }) });

/**
 * Signs in on the sign-in page as a visitor does: the two fields, then Log In. A refusal
 * shown before is answered by the change (it goes), and a form ignores a second submit
 * within its debounce window (the spec's double-click guard), so a retry waits that out.
 */
async function signIn(page: Page, userName: string, password: string) {
  const before = page.locator('.portal-group-errors');
  const retry = (await before.count()) > 0;
  await page.getByLabel(startingWith('caption.username')).fill(userName);
  await page.getByLabel(startingWith('caption.password')).fill(password);
  if (retry) {
    await before.waitFor({ state: 'detached' });
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
  }
  await page.getByRole('button', { name: text('action.logIn') }).click();
}

/** The form-level refusal shown above the form, as text. */
async function refusal(page: Page): Promise<string> {
  const alert = page.locator('.portal-group-errors .usa-error-message');
  await alert.waitFor();
  return alert.innerText();
}

/** Sign-in, the signed-in page and Log Out, against the real server and its demo accounts. */
describe('sign-in in Chromium', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const urls = inject('settingUrls');
  const browser = sharedBrowser();

  it('signs in, shows who is signed in in the banner, logs out from the header, and a signed-in page then says the user is logged out', async () => {
    const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
    await page.getByRole('heading', { name: text('signIn.heading') }).waitFor();
    // The global message the portal is configured with (demo data: message 1), above the form and on every signed-in page.
    const notice = 'This is the demonstration portal: every account, health plan and identifier in it is fictitious.';
    await page.getByRole('region', { name: text('notices.label') }).getByText(notice).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, 'olivia.ordering@clinic.example', PASSWORD);
    await signedInAs(page, /^Olivia /);
    // A provider's signed-in home is the provider list.
    await page.getByRole('heading', { name: text('providerList.title'), level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/provider-management');
    await page.getByRole('region', { name: text('notices.label') }).getByText(notice).waitFor();
    const banner = page.getByRole('region', { name: text('banner.label') });
    expect(await banner.innerText()).toMatch(
      inOrder(text('caption.name'), 'Olivia Ordering', text('caption.role'), text('caption.role.1'), text('banner.organization'), 'Demo Clinic Group', text('banner.access'), text('banner.access.direct')),
    );
    expect(await axeViolations(page)).toEqual([]);
    // A reload keeps the session and makes no failed call: the page's first write waits for
    // the answer that names the session's CSRF token instead of being refused and sent again.
    const failed: string[] = [];
    page.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${new URL(response.url()).pathname}`)));
    // The loads are held back a little, as a slow network does, so the write starts first.
    const slowLoads = (route: Route) => (route.request().method() === 'GET' ? setTimeout(() => void route.continue(), 300) : void route.continue());
    await page.route('**/api/**', slowLoads);
    await page.reload();
    await signedInAs(page, /^Olivia /);
    await page.getByRole('table').locator('tbody tr td').nth(1).waitFor();
    await page.unroute('**/api/**', slowLoads);
    expect(failed).toEqual([]);
    // After Log Out nothing keeps a session alive or asks for its length.
    const named = sessionCallsFile.calls as Record<string, { path: string }>;
    const sessionCalls = [inactivity.keepAliveCall, inactivity.durationCall].map((name) => {
      const call = named[name];
      if (!call) throw new Error(`flows/calls/session.json names no call "${name}"`);
      return call.path;
    });
    let loggedOut = false;
    const afterLogOut: string[] = [];
    page.on('request', (request) => void (loggedOut && sessionCalls.includes(new URL(request.url()).pathname) && afterLogOut.push(new URL(request.url()).pathname)));
    // Log Out is a write with a session: it only succeeds with the session's CSRF token.
    await page.getByRole('navigation', { name: text('layout.primaryNavigation') }).getByRole('button', { name: text('action.logOut') }).click();
    loggedOut = true;
    const modal = page.getByRole('dialog', { name: text('loggedOut.title') });
    await modal.waitFor();
    await modal.getByText(text('loggedOut.success')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/logged-out/loggedOut');
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: text('action.close') }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: text('loggedOut.title'), level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: text('banner.label') }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // A signed-in page opened after Log Out says so, on the sign-in page, and says nothing of inactivity.
    await page.goto('/user/home');
    await page.getByText(text('session.loggedOut')).waitFor();
    await page.getByRole('heading', { name: text('signIn.heading') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/login');
    expect(await page.getByText(text('inactivity.warning')).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(afterLogOut).toEqual([]);
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('warns of inactivity a minute before the end, keeps the session when asked, and logs out at zero (fake clock)', async () => {
    const { page, errors } = await openPortal(browser(), baseUrl, '/user/login');
    await signIn(page, 'olivia.ordering@clinic.example', PASSWORD);
    await signedInAs(page, /^Olivia /);
    await page.getByRole('table').locator('tbody tr td').nth(1).waitFor();
    // From here the page's clock is the test's. Any answer to the session restarts the
    // countdown, so one is asked for now (a sort of the list) to start it on the fake clock.
    await page.clock.install();
    const sorted = page.waitForResponse((response) => response.url().includes('/api/providers/ProviderList') && response.status() === 200);
    await page.getByRole('columnheader', { name: startingWith('providerList.column.type') }).getByRole('button').click();
    await sorted;
    // The installed clock also runs with real time: what passes until the jump is jumped less.
    const answeredAt = Date.now();
    // Drawn sorted: the client has taken the answer (and restarted the countdown) before the clock moves.
    await expect.poll(() => page.getByRole('columnheader', { name: startingWith('providerList.column.type') }).getAttribute('aria-sort')).toBe('ascending');
    const { duration } = (await (await page.context().request.get('/api/timeout', { headers: STATIC_HEADER })).json()) as { duration: number };
    const countdown = duration - 20;
    await page.clock.fastForward((countdown - 61) * 1000 - (Date.now() - answeredAt));
    const notice = page.getByRole('dialog', { name: text('session.noticeTitle') });
    expect(await notice.isVisible()).toBe(false);
    await page.clock.fastForward(1000);
    await notice.waitFor();
    await notice.getByText(countdownText(60)).first().waitFor();
    await page.clock.fastForward(5000);
    // Polled from here: the page's own timers are the fake clock's (which also runs on with real
    // time: the slow axe check comes after the figures are read).
    await expect.poll(() => notice.innerText()).toContain(countdownText(55));
    // Screen readers were told at 60 and are not told again before 45.
    expect(await notice.getByRole('status').innerText()).toBe(countdownText(60));
    expect(await axeViolations(page)).toEqual([]);
    // Staying keeps the session (GET /api/keepalive) and starts the countdown again.
    const keptAlive = page.waitForResponse((response) => response.url().endsWith('/api/keepalive') && response.status() === 200);
    await notice.getByRole('button', { name: text('session.stayLoggedIn') }).click();
    await keptAlive;
    await notice.waitFor({ state: 'hidden' });
    await page.clock.fastForward((countdown - 61) * 1000 - (Date.now() - answeredAt));
    expect(await notice.isVisible()).toBe(false);
    // From the countdown's end on, the portal asks nothing of the session it logs out.
    const keepAlivePath = (sessionCallsFile.calls as Record<string, { path: string }>)[inactivity.keepAliveCall]?.path;
    const askedAfterEnd: string[] = [];
    const failedAfterEnd: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname === keepAlivePath && askedAfterEnd.push(request.url())));
    page.on('response', (response) => void (response.status() >= 400 && failedAfterEnd.push(`${response.status()} ${new URL(response.url()).pathname}`)));
    await page.clock.fastForward(61_000);
    await page.getByText(text('inactivity.warning')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/logged-out/inactivity');
    // The countdown's end logged the session out on the server too (the page's heading and
    // warning show before its log-out call has answered, so the answer is waited for).
    await expect.poll(async () => (await page.context().request.get('/api/userconfig/userconfiguration', { headers: STATIC_HEADER })).status()).toBe(401);
    expect(askedAfterEnd).toEqual([]);
    expect(failedAfterEnd).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('interrupts with the System Error modal when the server fails, and Close returns to the page as it was', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    // The one fault the real server will not make on demand: an internal error, injected on the wire.
    await page.route('**/api/user/login', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await signIn(page, 'olivia.ordering@clinic.example', PASSWORD);
    const modal = page.getByRole('dialog', { name: text('systemError.title.500') });
    await modal.waitFor();
    await modal.getByText(text('load.failed')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: text('action.close') }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(startingWith('caption.username')).inputValue()).toBe('olivia.ordering@clinic.example');
    await page.unroute('**/api/user/login');
    // A submit repeated within the debounce is ignored (spec): try again after it.
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await signedInAs(page, /^Olivia /);
    await page.context().close();
  });

  it('shows the error page with each System Error modal when the server refuses a page, and Close returns to the page before', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signIn(page, 'olivia.ordering@clinic.example', PASSWORD);
    await signedInAs(page, /^Olivia /);
    const titles: [number, string][] = [
      [400, text('systemError.title.400')],
      [403, text('systemError.title.403')],
      [404, text('systemError.title.404')],
      [500, text('systemError.title.500')],
    ];
    const home = page.getByRole('navigation', { name: text('layout.primaryNavigation') }).getByRole('button', { name: text('layout.home') });
    const before = page.getByRole('heading', { name: text('providerUpdate.title'), level: 1 });
    await page.getByRole('button', { name: text('providerUpdate.title') }).click();
    await before.waitFor();
    for (const [status, title] of titles) {
      // A fresh start of the app on the page before: the list's health plans, cached for the
      // session once loaded, are asked of the server again by the move below.
      await page.reload();
      await before.waitFor();
      // The real server refuses none of these to a signed-in user on demand: injected on the wire.
      await page.route('**/api/clients/getHealthPlan', (route) => route.fulfill({ status, contentType: 'application/json', body: '{}' }));
      await home.click();
      const modal = page.getByRole('dialog', { name: title });
      await modal.waitFor();
      await page.locator('main').getByText(text('load.failed')).waitFor();
      expect(await page.getByRole('table', { name: text('providerList.caption') }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute('**/api/clients/getHealthPlan');
      await modal.getByRole('button', { name: text('action.close') }).click();
      // Back on the page before, drawn again.
      await before.waitFor();
      expect(await modal.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/user/user-healthplan-update');
    }
    await page.context().close();
  });

  it("offers the footer's Terms of Use as a modal, its Support link as the contact page with the mailing address, phone and e-mail as tel: and mailto: links (in the footer too), and Privacy Policy and Newsletter/Blog as pages", async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: text('caption.termsOfUse') }).click();
    const terms = page.getByRole('dialog', { name: text('caption.termsOfUse') });
    await terms.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await terms.getByRole('button', { name: text('action.close') }).click();
    await footer.getByRole('button', { name: text('footer.support') }).click();
    await page.getByRole('heading', { name: text('contactUs.title') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    await page.getByText(text('contactUs.phone')).waitFor();
    // Customer service's phone and e-mail call and write at a tap, on the page and in every footer.
    const main = page.getByRole('main');
    const footerPhone = footer.getByRole('link', { name: text('footer.phone') });
    const footerEmail = footer.getByRole('link', { name: text('footer.email') });
    const phone = rule<string>('schemas/config/portal.json', '/phone');
    const email = rule<string>('schemas/config/portal.json', '/email');
    for (const link of [main.getByRole('link', { name: text('contactUs.phone') }), footerPhone]) {
      expect(await link.getAttribute('href')).toBe(`tel:${phone.replace(/\D/g, '')}`);
    }
    for (const link of [main.getByRole('link', { name: text('contactUs.email') }), footerEmail]) expect(await link.getAttribute('href')).toBe(`mailto:${email}`);
    // The spec's mailing-address block.
    await page.getByRole('heading', { name: text('contactUs.mailingAddress.heading'), level: 2 }).waitFor();
    for (const line of ['contactUs.mailingAddress.name', 'contactUs.mailingAddress.street', 'contactUs.mailingAddress.city']) {
      await page.getByText(text(line)).waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    // Privacy Policy and Newsletter/Blog are pages of their own, never the registration form.
    for (const [link, first] of [['footer.privacyPolicy', 'privacyPolicy.intro'], ['footer.newsletter', 'newsletter.intro']] as const) {
      await footer.getByRole('link', { name: text(link) }).click();
      await page.getByRole('heading', { name: text(link), level: 1 }).waitFor();
      await page.getByText(text(first)).waitFor();
      expect(await page.getByRole('group', { name: `1 ${text('registration.section.login')}` }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.context().close();
  });

  it('says a wrong password is wrong without saying which part, and takes the right one next', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    // Submitted with Enter from the password field at once, as a keyboard user or a password manager does: the
    // password is still held by its field (the typing pause) while the server answers, and its refusal must show.
    await page.getByLabel(startingWith('caption.username')).fill('oscar.ops@summitcare.example');
    await page.getByLabel(startingWith('caption.password')).fill('Wrong#Pass1');
    await page.getByLabel(startingWith('caption.password')).press('Enter');
    expect(await refusal(page)).toBe(text('signIn.invalid'));
    // The refusal is the whole form's, at no one field: focus goes to the form's first field, not back to the page's start.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root.userName');
    // Typing again answers the refusal, and its message goes: the field keeps focus and every key typed.
    await page.getByLabel(startingWith('caption.password')).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Still#Wrong2');
    expect(await page.getByLabel(startingWith('caption.password')).inputValue()).toBe('Still#Wrong2');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root.password');
    await signIn(page, 'nobody.here@clinic.example', 'Wrong#Pass1');
    expect(await refusal(page)).toBe(text('signIn.invalid'));
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, 'oscar.ops@summitcare.example', PASSWORD);
    await signedInAs(page);
    await page.context().close();
  });

  it('asks the owner for the captcha at its field once strangers elsewhere tried wrong passwords, with a way round it, and says when its text does not match', async () => {
    // Strangers, each from an address of its own, reach the lock-out threshold: none of them
    // is locked out, and neither is the owner; the account now asks every source for the captcha.
    for (let attempt = 0; attempt < accountRules.bruteForce.failureFactor; attempt += 1) {
      expect(await signInFrom(baseUrl, `127.0.0.${attempt + 2}`, 'dupfirst', `Wrong#Pass${attempt}`)).toBe(400);
    }
    for (const width of [1280, 375]) {
      const { page } = await openPortal(browser(), baseUrl, '/user/login');
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'dupfirst', PASSWORD);
      const captcha = page.locator('[data-widget="captcha"]');
      const image = captcha.getByRole('img', { name: text('accountAccess.captcha.image') });
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await page.locator('.usa-error-message').getByText(text('signIn.captchaRequired')).waitFor();
      await captcha.getByText(text('signIn.captcha.alternative')).waitFor();
      const field = page.getByLabel(startingWith('caption.captchaText'));
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);

      const before = await image.getAttribute('src');
      await field.fill('ZZZZZ');
      await page.getByLabel(startingWith('caption.password')).fill(PASSWORD);
      await page.waitForTimeout(formBehaviour.submitDebounceMs);
      await page.getByRole('button', { name: text('action.logIn') }).click();
      await page.locator('.usa-error-message').getByText(text('accountAccess.captcha.mismatch')).waitFor();
      // The text was spent: a new image is shown for the next try.
      await expect.poll(() => image.getAttribute('src')).not.toBe(before);
      await page.context().close();
    }
  });

  it("tells a pending, disabled, locked or support account the spec's message for it", async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    const expected: [string, RegExp][] = [
      ['pending2', startingWith('signIn.pendingEmail')],
      ['review3', startingWith('signIn.pendingReview')],
      ['disabled5', startingWith('signIn.disabled')],
      ['support4', startingWith('signIn.contactSupport')],
      // locked1 is account access's to unlock (account-access.spec.ts); this one stays locked.
      ['idp.lockedout@clinic.example', startingWith('identityProvider.lockedOut')],
    ];
    for (const [userName, message] of expected) {
      await page.goto('/user/login');
      await signIn(page, userName, PASSWORD);
      expect(await refusal(page)).toMatch(message);
    }
    await page.context().close();
  });

  it('asks internal staff for their US Domain ID while multi-factor is on, and signs them in with it', async () => {
    const { page } = await openPortal(browser(), urls.multiFactor, '/user/login');
    await page.getByText(text('signIn.domainIdHelp')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, 'AADMIN01', PASSWORD);
    await signedInAs(page);
    await page.context().close();
  });

  it('signs identity-provider users in through the same page', async () => {
    const { page } = await openPortal(browser(), urls.multiFactor, '/user/login');
    await signIn(page, 'idp.active@clinic.example', PASSWORD);
    await signedInAs(page, 'Ada Idpactive');
    await page.context().close();
  });

  it('takes an expired identity-provider password to Change Password, asks the current one, and signs in with the new one', async () => {
    const { page } = await openPortal(browser(), urls.multiFactor, '/user/login');
    await signIn(page, 'idp.expired@clinic.example', PASSWORD);
    await page.getByRole('heading', { name: text('caption.changePassword') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/okta-change-password');
    await page.getByText(text('signIn.expiredChange')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(startingWith('caption.currentPassword')).fill('Not#TheOne1');
    await page.getByLabel(startingWith('caption.password')).first().fill('Fresh#Start7');
    await page.getByLabel(startingWith('caption.confirmPassword')).fill('Fresh#Start7');
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await page.locator('.usa-error-message').first().waitFor();
    await page.getByLabel(startingWith('caption.currentPassword')).fill(PASSWORD);
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await page.getByRole('dialog', { name: text('accountAccess.changed.title') }).getByRole('button', { name: text('action.continue') }).click();
    await signIn(page, 'idp.expired@clinic.example', 'Fresh#Start7');
    await signedInAs(page, 'Ezra Idpexpired');
    await page.context().close();
  });

  it("asks for the captcha on the identity provider's Change Password once strangers elsewhere tried wrong passwords, and says when its text does not match", async () => {
    const { page } = await openPortal(browser(), urls.multiFactor, '/user/login');
    await signIn(page, 'idp.expired2@clinic.example', PASSWORD);
    await page.getByRole('heading', { name: text('caption.changePassword') }).waitFor();
    // Strangers, each from an address of its own, reach the lock-out threshold on the provider's
    // user: none of them is locked out, and neither is the owner, who is asked for the captcha.
    for (let attempt = 0; attempt < accountRules.bruteForce.failureFactor; attempt += 1) {
      expect(await signInFrom(urls.multiFactor, `127.0.0.${attempt + 20}`, 'idp.expired2@clinic.example', `Wrong#Pass${attempt}`)).toBe(400);
    }
    await page.getByLabel(startingWith('caption.currentPassword')).fill(PASSWORD);
    await page.getByLabel(startingWith('caption.password')).first().fill('Fresh#Start7');
    await page.getByLabel(startingWith('caption.confirmPassword')).fill('Fresh#Start7');
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    const image = await expectCaptchaAtField(page, 'identityProvider.captchaRequired', 'accountAccess.okta.captchaAlternative', async (width) => {
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/okta-change-captcha-${width}.png`, fullPage: true });
    });

    const before = await image.getAttribute('src');
    await page.getByLabel(startingWith('caption.currentPassword')).fill(PASSWORD);
    await page.getByLabel(startingWith('caption.password')).first().fill('Fresh#Start7');
    await page.getByLabel(startingWith('caption.confirmPassword')).fill('Fresh#Start7');
    await page.getByLabel(startingWith('caption.captchaText')).fill('ZZZZZ');
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await page.locator('.usa-error-message').getByText(text('accountAccess.captcha.mismatch')).waitFor();
    // The text was spent: a new image is shown for the next try.
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    await page.context().close();
  });

  it('takes an expired direct password to Change Password, asks the current one, and signs in with the new one only', async () => {
    const { page, errors } = await openPortal(browser(), baseUrl, '/user/login');
    await signIn(page, 'expired1', PASSWORD);
    await page.getByRole('heading', { name: text('caption.changePassword'), level: 1 }).waitFor();
    const address = new URL(page.url());
    expect([address.pathname, address.search]).toEqual(['/user/change-password', '?passwordOption=3']);
    await page.getByText(text('signIn.expiredChange'), { exact: true }).waitFor();
    const current = page.getByLabel(startingWith('caption.currentPassword'));
    await current.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const fresh = 'Nw7pQz2wLp9rTx';
    await current.fill('Not1TheOne');
    await page.getByLabel(startingWith('caption.password')).first().fill(fresh);
    await page.getByLabel(startingWith('caption.confirmPassword')).fill(fresh);
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    // The refusal lands on the Current Password field (its description), not on the page.
    await page.locator('.usa-error-message').getByText(text('identityProvider.currentPasswordWrong')).waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(current)).toContain(text('identityProvider.currentPasswordWrong'));
    await current.fill(PASSWORD);
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await page.getByRole('button', { name: text('action.saveAndContinue') }).click();
    await continueFromAccessChanged(page);

    await signIn(page, 'expired1', PASSWORD);
    expect(await refusal(page)).toBe(text('signIn.invalid'));
    await signIn(page, 'expired1', fresh);
    await signedInAs(page, /^Ellis /);
    // The refusals the journey meets (403 expired, 400 wrong) are logged by the browser as failed loads; nothing else may be.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });
});
