import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe.js';
import { text } from '../../support/rules.js';

/**
 * After Save and Continue on a Change Password page: waits for the "Account Access Changed"
 * modal, checks it with axe, and takes its Continue to the sign-in page.
 */
export async function continueFromAccessChanged(page: Page): Promise<void> {
  const changed = page.getByRole('dialog', { name: text('accountAccess.changed.title') });
  await changed.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await changed.getByRole('button', { name: text('action.continue') }).click();
  await page.getByRole('heading', { name: text('signIn.heading') }).waitFor();
}
