import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { devLinkBeside } from './dev-pages.js';

/** How many mails to `address` the dev mailbox (the server's real outbox) lists. */
export async function mailCount(page: Page, address: string): Promise<number> {
  const mailbox = await page.context().newPage();
  await mailbox.goto(devLinkBeside(page, '/dev/mailbox'));
  const count = await mailbox.locator('li', { hasText: address }).count();
  await mailbox.close();
  return count;
}

/**
 * The newest mail to `address`, once more than `seen` reached it, read in another tab as a
 * user reads mail beside the portal: its text and the addresses of its links.
 */
export async function newestMail(page: Page, address: string, seen: number): Promise<{ text: string; links: string[] }> {
  await expect.poll(() => mailCount(page, address), { timeout: 15_000 }).toBeGreaterThan(seen);
  const mailbox = await page.context().newPage();
  await mailbox.goto(devLinkBeside(page, '/dev/mailbox'));
  await mailbox.locator('li', { hasText: address }).first().locator('a').first().click();
  const text = await mailbox.locator('main').innerText();
  const links = await mailbox.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  await mailbox.close();
  return { text, links };
}
