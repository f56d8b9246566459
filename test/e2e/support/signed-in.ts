import type { Page } from 'playwright-core';
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
