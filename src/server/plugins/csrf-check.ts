import { isApiRequest } from '../http/request-path.js';
import { timingSafeEqual } from 'node:crypto';
import { requestError } from '../http/api-errors.js';
import { appPlugin } from './app-plugin.js';

/** The header state-changing calls carry the session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the one write that may come with a stale session and no token: sign-in. */
    csrf?: boolean;
  }
}

/**
 * Synchronizer-token CSRF protection: every state-changing /api call (POST, PUT, PATCH,
 * DELETE) made with a live session must send `X-CSRF-Token` equal to that session's token
 * (answered at sign-in, by GET /api/keepalive and with the user configuration), else 403 JSON.
 * The token is derived from the raw session id the cookie carries (security/csrf-token.ts),
 * never stored, so a database dump yields none.
 * A cookie rides along with a forged cross-site request; a header value the attacker cannot
 * read does not.
 *
 * Calls without a live session carry no authority to abuse and are left to the Origin check.
 * An onRequest hook, so a forged call is refused before its body is even validated; it
 * must be registered after the sessions plugin (it reads `request.sessionKey`).
 */
export const csrfCheck = appPlugin('csrf-check', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const key = request.sessionKey;
    if (!key || SAFE_METHODS.has(request.method)) return;
    if (!isApiRequest(request.url)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !sameToken(sent, key.csrfToken)) {
      request.log.info({ reason: 'csrf' }, 'request refused');
      return reply.code(403).send(requestError(app.content, 'security.csrfRefused'));
    }
  });
  // Every API answer to a request with a live session names its token, so a page that was
  // reloaded (its copy of the token was in memory only) learns it again from any answer, a
  // refusal included. Only the portal's own scripts can read it: no other origin may read
  // these answers, and the cookie is not sent cross-site at all (SameSite=Strict).
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.sessionKey;
    if (key && isApiRequest(request.url)) reply.header(CSRF_HEADER, key.csrfToken);
    return payload;
  });
});

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
