import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { DEMO_PASSWORD as PASSWORD } from '../../src/server/demo/demo-data.js';
import { axeViolations } from './support/axe.js';
import { openPortal } from './support/browser.js';
import { mailCount, newestMail } from './support/mailbox.js';
import { sharedBrowser } from './support/shared-browser.js';
import { signInWithForm, signedInAs } from './support/signed-in.js';
import { inOrder, rule, startingWith, text } from '../support/rules.js';

const JOURNEY_MS = 90_000;

/** The page's title as the portal writes it for a screen title id, acting for `name` when given. */
function pageTitle(screenTitle: string, acting?: { name: string; staff: string }): string {
  const title = text('page.title', { title: text(screenTitle) });
  return acting ? text('banner.actingTitle', { ...acting, title }) : title;
}

/** Photographs the page at 1280 and 375 px into $SCREENSHOTS (docs/screens/ when run for the record). */
async function photograph(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(size);
}

/** The queue's card of one applicant. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });

/** Staff verification against the real server, its mail and its demo registrations under review. */
describe('staff verification in Chromium', { timeout: JOURNEY_MS }, () => {
  const baseUrl = inject('baseUrl');
  const browser = sharedBrowser();

  it('approves a registration under review only once confirmed: the applicant gets the activation e-mail and signs in through its link', async () => {
    const { page, errors, cspViolations } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'admin@carelon.example');
    await page.getByRole('button', { name: startingWith('staffQueue.title') }).click();
    await page.getByRole('heading', { name: text('staffQueue.title'), level: 1 }).waitFor();
    const quinn = card(page, 'Quinn Queue');
    expect(await quinn.innerText()).toMatch(inOrder('Riverside Cardiology Associates', 'NPI: 1987654328', text('staffQueue.healthPlan', { name: 'Blue Valley Health Plan' })));
    expect(await quinn.innerText()).toMatch(new RegExp(`${text('staffQueue.registered')}\\s+\\d{2}/\\d{2}/\\d{4}`));
    // Phone numbers are shown formatted, as everywhere else.
    expect(await quinn.innerText()).toMatch(new RegExp(`${text('caption.phone')}\\s+\\d{3}-\\d{3}-\\d{4}\\n`));
    expect(await axeViolations(page)).toEqual([]);
    const seen = await mailCount(page, 'quinn.queue@clinic.example');
    // Each card's buttons name its applicant, so a list of buttons read out is not ten "Approve"s.
    await expect.poll(() => quinn.getByRole('button', { name: text('staffQueue.rejectName', { name: 'Quinn Queue' }), exact: true }).count()).toBe(1);
    const approve = quinn.getByRole('button', { name: text('staffQueue.approveName', { name: 'Quinn Queue' }), exact: true });
    const confirm = page.getByRole('dialog', { name: text('staffQueue.approveTitle') });
    // Approving asks first, naming the applicant, and a Cancel leaves the registration waiting.
    await approve.click();
    await confirm.getByText(text('staffQueue.approveConfirm', { name: 'Quinn Queue' })).waitFor();
    // Not on Approve: a slip of Enter must not decide.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await axeViolations(page)).toEqual([]);
    await photograph(page, 'staff-approve-confirmation', false);
    await confirm.getByRole('button', { name: text('action.cancel') }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => card(page, 'Quinn Queue').count()).toBe(1);
    await approve.click();
    await confirm.getByRole('button', { name: text('staffQueue.approve') }).click();
    await page.getByText(text('staffQueue.approved', { name: 'Quinn Queue' })).waitFor();
    expect(await card(page, 'Quinn Queue').count()).toBe(0);
    const mail = await newestMail(page, 'quinn.queue@clinic.example', seen);
    expect(mail.text).toContain('your {product} account is now active'.replace('{product}', text('product.name')));
    const link = mail.links.find((href) => new URL(href).pathname === '/user/login');
    expect(link).toBeTruthy();
    await page.getByRole('navigation', { name: text('layout.primaryNavigation') }).getByRole('button', { name: text('action.logOut') }).click();
    await page.getByRole('dialog', { name: text('loggedOut.title') }).waitFor();
    await page.goto(new URL(link as string).pathname);
    await page.getByLabel(startingWith('caption.username')).fill('quinn.queue@clinic.example');
    await page.getByLabel(startingWith('caption.password')).fill(PASSWORD);
    await page.getByRole('button', { name: text('action.logIn') }).click();
    await signedInAs(page, /^Quinn /);
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('rejects a registration only with a reason in a fresh, limited textarea, mails the reason, and the applicant is then refused at sign-in', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'admin@carelon.example');
    await page.getByRole('button', { name: startingWith('staffQueue.title') }).click();
    const vera = card(page, 'Vera Verify');
    await vera.waitFor();
    const modal = page.getByRole('dialog', { name: text('staffQueue.rejectTitle') });
    const reason = modal.getByRole('textbox', { name: new RegExp(`^${text('caption.rejectionReason')}`) });
    // A reason typed for one applicant and cancelled never reaches the next one's modal.
    await card(page, 'Rory Reviewer').getByRole('button', { name: text('staffQueue.rejectName', { name: 'Rory Reviewer' }), exact: true }).click();
    await reason.fill('Meant for Rory only.');
    await modal.getByRole('button', { name: text('action.cancel') }).click();
    await modal.waitFor({ state: 'hidden' });
    await vera.getByRole('button', { name: text('staffQueue.rejectName', { name: 'Vera Verify' }), exact: true }).click();
    await modal.waitFor();
    expect(await modal.innerText()).toContain(text('staffQueue.rejectIntro', { name: 'Vera Verify' }));
    expect(await reason.inputValue()).toBe('');
    // A labelled textarea that stops at the rule's limit and says it, starting with the focus.
    const maxLength = rule<number>('schemas/models/api-staff-reject.json', '/properties/reason/maxLength');
    expect(await reason.evaluate((field) => field.tagName)).toBe('TEXTAREA');
    expect(await reason.getAttribute('maxlength')).toBe(String(maxLength));
    expect(await reason.evaluate((field) => field === document.activeElement)).toBe(true);
    await modal.getByText(text('staffQueue.reasonHint', { maxLength })).waitFor();
    await modal.getByRole('button', { name: text('staffQueue.reject') }).click();
    await modal.getByText(text('field.required', { caption: text('caption.rejectionReason') })).first().waitFor();
    // The page scrolled to the error carries no part of the dialog out of view.
    expect((await modal.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await photograph(page, 'staff-reject-reason', false);
    const seen = await mailCount(page, 'vera.verify@clinic.example');
    await modal.getByLabel(startingWith('caption.rejectionReason')).fill('The TIN belongs to another practice.');
    // A submit repeated within the debounce is ignored (spec).
    await page.waitForTimeout(formBehaviour.submitDebounceMs);
    await modal.getByRole('button', { name: text('staffQueue.reject') }).click();
    await page.getByText(text('staffQueue.rejected', { name: 'Vera Verify' })).waitFor();
    expect(await card(page, 'Vera Verify').count()).toBe(0);
    const mail = await newestMail(page, 'vera.verify@clinic.example', seen);
    expect(mail.text).toContain('The TIN belongs to another practice.');
    await page.context().clearCookies();
    await signInWithForm(page, 'vera.verify@clinic.example');
    await page.locator('.usa-error-message').getByText(text('signIn.disabled')).waitFor();
    await page.context().close();
  });

  it('finds a user and acts for them, every page saying "Acting for" them with the staff member\'s own name, then goes back to the own profile', async () => {
    const { page } = await openPortal(browser(), baseUrl, '/user/login');
    await signInWithForm(page, 'admin@carelon.example');
    await page.getByRole('button', { name: startingWith('home.findUsers') }).click();
    await page.getByRole('heading', { name: text('staffUsers.title'), level: 1 }).waitFor();
    await page.getByLabel(startingWith('caption.searchText')).fill('olivia');
    await page.getByRole('button', { name: text('action.filter') }).click();
    const actFor = page.getByRole('button', { name: text('table.rowAction', { label: text('staffUsers.actFor'), name: 'Olivia Ordering' }), exact: true });
    await actFor.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await actFor.click();
    await signedInAs(page, /^Olivia /);
    const banner = page.getByRole('region', { name: text('banner.label') });
    expect(await banner.innerText()).toMatch(/User name\s+olivia.ordering@clinic.example/);
    // Every signed-in page says whom the staff member acts for, and who they are, in the banner and the title.
    const acting = { name: 'Olivia Ordering', staff: 'Avery Admin' };
    const actingNotice = page.getByText(text('banner.acting', acting), { exact: true });
    await actingNotice.waitFor();
    await expect.poll(() => page.title()).toBe(pageTitle('providerList.title', acting));
    expect(await axeViolations(page)).toEqual([]);
    await photograph(page, 'staff-acting-for');
    const nav = page.getByRole('navigation', { name: text('layout.primaryNavigation') });
    for (const [open, title] of [
      [() => nav.getByText(text('layout.home'), { exact: true }).click(), 'home.title'],
      [() => page.getByRole('button', { name: startingWith('staffQueue.title') }).click(), 'staffQueue.title'],
      [() => page.goto('/staff/users'), 'staffUsers.title'],
    ] as const) {
      await open();
      await expect.poll(() => page.title()).toBe(pageTitle(title, acting));
      await actingNotice.waitFor();
    }
    await page.getByRole('button', { name: text('banner.backToProfile') }).click();
    await signedInAs(page, /^Avery /);
    expect(await banner.innerText()).toMatch(/User name\s+admin@carelon.example/);
    expect(await page.getByRole('button', { name: text('banner.backToProfile') }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe(pageTitle('home.title'));
    expect(await actingNotice.count()).toBe(0);
    await page.context().close();
  });
});
