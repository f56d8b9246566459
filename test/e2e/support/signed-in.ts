import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../src/server/demo/demo-data.js';
import { text } from '../../support/rules.js';

/**
 * Waits until the portal shows a signed-in page: the user info banner, naming `name` (the
 * account acted on) when given. Every signed-in page has the banner, whichever page a role
 * lands on.
 */
export async function signedInAs(page: Page, name?: string | RegExp): Promise<void> {
  const banner = page.getByRole('region', { name: text('banner.label') });
  await (name === undefined ? banner : banner.getByText(name, { exact: typeof name === 'string' })).waitFor();
}

/**
 * Signs in through the Log In form, as a user does: from the login page (opened first unless
 * `opened` says the page shows it already), with the demo accounts' password unless another
 * is given. Waiting for the page a role lands on is the caller's.
 */
export async function signInWithForm(page: Page, userName: string, options: { password?: string; opened?: boolean } = {}): Promise<void> {
  if (!options.opened) await page.goto('/user/login');
  await page.getByLabel(new RegExp(`^${text('caption.username')}`)).fill(userName);
  await page.getByLabel(new RegExp(`^${text('caption.password')}`)).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: text('action.logIn') }).click();
}
