import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requestError } from './api-errors.js';

/** The cookie a developer's browser holds once it opened a dev link with the start's key. */
export const DEV_PAGES_COOKIE = 'portal_dev_key';

/** The query parameter of the links printed at start: traded for the cookie, then dropped. */
const KEY_PARAM = 'key';

/** Where the cookie is sent: the dev pages only, never the portal or its API. */
const DEV_PATH = '/dev';

declare module 'fastify' {
  interface FastifyInstance {
    /** Demo mode's per-start secret the dev pages ask for (undefined outside demo mode). */
    devPagesKey: string | undefined;
  }
}

/** Compares two secrets in constant time whatever their lengths (their digests are compared). */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Makes the routes of a demo-mode plugin answer only a browser that holds this start's key
 * (`app.devPagesKey`, random at every start and printed with the links at start): to anyone
 * else they are the plain 404 of every unknown /dev/ path. Loopback alone is not enough: any
 * local process or user could read the mailbox's live reset links, so the pages now need a
 * secret only whoever started the server saw.
 *
 * A link `/dev/<page>?key=<key>` trades the key for an HttpOnly, SameSite=Strict cookie
 * scoped to /dev and redirects (303) to the same address without it, so the key leaves the
 * address bar and is never sent on as a Referer; a wrong key is the same 404. Request logs
 * carry no query string and no cookie, so the key is never logged. Register it after
 * `answerLocalClientsOnly`.
 */
export function answerKeyHoldersOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const key = app.devPagesKey;
    const notFound = () => reply.code(404).send(requestError(app.content, 'api.notFound'));
    const url = new URL(request.url, 'http://dev.invalid');
    const offered = url.searchParams.get(KEY_PARAM);
    if (offered !== null) {
      if (key === undefined || !sameSecret(offered, key)) return notFound();
      url.searchParams.delete(KEY_PARAM);
      reply.setCookie(DEV_PAGES_COOKIE, key, { httpOnly: true, sameSite: 'strict', secure: app.sessionOptions.secureCookie, path: DEV_PATH });
      return reply.code(303).headers({ Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' }).send();
    }
    const held = request.cookies[DEV_PAGES_COOKIE];
    if (key === undefined || held === undefined || !sameSecret(held, key)) return notFound();
  });
}

/** A dev page's link with the start's key, as printed at start: `base` is the portal's address. */
export function devPageLink(base: string, key: string, path: string): string {
  const link = new URL(path, base);
  link.searchParams.set(KEY_PARAM, key);
  return link.href;
}
