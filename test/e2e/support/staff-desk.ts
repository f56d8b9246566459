import type { Page } from 'playwright-core';
import { startingWith, text } from '../../support/rules.js';

/** The demo's staff administrator and the demo password. */
const ADMIN = { username: 'admin@carelon.example', password: 'Portal#Demo24' };

/**
 * Signs the demo administrator in on the sign-in page `page` shows, at `width` px, and opens
 * the verification queue, its heading drawn.
 */
export async function openVerificationQueue(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.getByLabel(startingWith('caption.username')).fill(ADMIN.username);
  await page.getByLabel(startingWith('caption.password')).fill(ADMIN.password);
  await page.getByRole('button', { name: text('action.logIn') }).click();
  await page.getByRole('button', { name: text('home.verificationQueue') }).click();
  await page.getByRole('heading', { name: text('staffQueue.title'), level: 1 }).waitFor();
}
