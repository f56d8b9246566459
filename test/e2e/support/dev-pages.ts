import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { devPageLink } from '../../../src/server/http/dev-pages-key.js';

/**
 * The link to a dev page (`/dev/mailbox`, the screen gallery) of the server at `origin`, with
 * that server's key, as `npm start` prints it: opening it sets the dev-pages cookie and lands
 * on `path` without the key.
 */
export function devLink(origin: string, path: string): string {
  const key = inject('devPagesKeys')[origin];
  if (!key) throw new Error(`no dev-pages key for ${origin}: is it one of the e2e servers?`);
  return devPageLink(origin, key, path);
}

/** {@link devLink} on the server the portal page `page` shows. */
export function devLinkBeside(page: Page, path: string): string {
  return devLink(new URL(page.url()).origin, path);
}
