import '@fastify/cookie';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACTING_EXPIRY_SWEEP_MS, endExpiredActing } from '../security/acting-expiry.js';
import { csrfTokenFor } from '../security/csrf-token.js';
import { hashToken } from '../security/tokens.js';
import { sessionLeftIdle } from '../security/session-store.js';
import type { SessionUser } from '../security/session-user.js';
import { requestError } from '../http/api-errors.js';
import { appPlugin } from './app-plugin.js';
import { CODES, sqlCodes } from '../rules/codes.js';

/** The session cookie's name. HttpOnly and SameSite, set at sign-in by the session area. */
export const SESSION_COOKIE = 'portal_session';

/** How sessions behave: their inactivity limit and whether the cookie is HTTPS-only. */
export interface SessionOptions {
  /** How long a session lives without a successful call (account-rules.json inactivityLimitSeconds). */
  inactivitySeconds: number;
  /** Secure cookie flag: on when the portal is served over https. */
  secureCookie: boolean;
}

/** The live session of a request, beside the user it acts for. */
export interface SessionKey {
  /** SHA-256 of the cookie value: the sessions row's key. */
  idHash: string;
  /** The value state-changing calls must send in the X-CSRF-Token header (derived from the cookie, never stored). */
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set with `sessionUser` for a request with a live session. */
    sessionKey?: SessionKey;
    /** True when the request's cookie names a session that ended by inactivity (its 401 says so). */
    sessionLeftIdle?: boolean;
  }
  interface FastifyInstance {
    /** The session settings in force (GET /api/timeout answers `inactivitySeconds`). */
    sessionOptions: SessionOptions;
  }
  interface FastifyContextConfig {
    /** false for calls that must not extend the session (logout). */
    extendsSession?: boolean;
  }
}

interface SessionRow {
  id_hash: string;
  user_id: string;
  username: string;
  role_id: number | null;
  is_sso: boolean;
  is_admin: boolean;
  selected_user_id: string | null;
}

/** The cookie's flags: not readable by script, never sent cross-site, on every path. */
export function sessionCookieOptions(options: SessionOptions): CookieSerializeOptions {
  // No Max-Age: a browser session cookie; the server's inactivity limit decides its life.
  return { httpOnly: true, sameSite: 'strict', secure: options.secureCookie, path: '/' };
}

/**
 * Reads the session cookie on every request and attaches `request.sessionUser` while the
 * session is live: not revoked, its account active, and used within the inactivity limit,
 * enforced here on the server whatever the browser's timer says. `app.requireSession`
 * answers 401 otherwise.
 *
 * Every successful (2xx) answer to a request with a live session extends it, except calls
 * whose route config says `extendsSession: false` (logout). Done in `onSend`, before the
 * answer leaves, so the next call always sees the new time (an `onResponse` hook would race
 * with it).
 *
 * Needs @fastify/cookie registered before it.
 */
export const sessions = appPlugin<{ options: SessionOptions }>('sessions', async (app, { options }) => {
  app.decorate('sessionOptions', options);
  app.decorateRequest('sessionUser', undefined);
  app.decorateRequest('sessionKey', undefined);
  app.decorateRequest('sessionLeftIdle', undefined);

  // An act-for session that runs out with its session gets its "ended" row in the audit trail
  // (acting-expiry.ts). Unref'd: the sweep never keeps the process alive.
  const sweep = () =>
    endExpiredActing(app.db, options.inactivitySeconds).catch((error: unknown) => app.log.warn({ err: error }, 'act-for expiry sweep failed'));
  const sweeper = setInterval(sweep, ACTING_EXPIRY_SWEEP_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    // Only a session left idle past the limit ended "due to inactivity"; without one (logged
    // out, never signed in, revoked) the visitor is told they are logged out.
    if (!request.sessionUser) await reply.code(401).send(requestError(app.content, request.sessionLeftIdle ? 'session.expired' : 'session.loggedOut'));
  });

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const rows = await app.db.query<SessionRow>(
      `SELECT s.id_hash, s.user_id, s.selected_user_id, u.username, u.role_id, u.is_sso, u.is_admin
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id_hash = $1 AND s.revoked_at IS NULL AND u.account_status = ${sqlCodes(CODES.accountStatus.active)}
          AND s.last_seen_at > now() - make_interval(secs => $2)`,
      [hashToken(token), options.inactivitySeconds],
    );
    const row = rows[0];
    if (!row) {
      request.sessionLeftIdle = await sessionLeftIdle(app.db, hashToken(token), options.inactivitySeconds);
      return;
    }
    const user: SessionUser = {
      userId: Number(row.user_id),
      username: row.username,
      roleId: row.role_id,
      isSso: row.is_sso,
      isAdmin: row.is_admin,
      // Only an administrator's session can hold a selection (set by POST /api/userconfig/selecteduser).
      selectedUserId: Number(row.is_admin && row.selected_user_id !== null ? row.selected_user_id : row.user_id),
    };
    request.sessionUser = user;
    request.sessionKey = { idHash: row.id_hash, csrfToken: csrfTokenFor(token) };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.sessionKey;
    if (!key || reply.statusCode < 200 || reply.statusCode > 299) return payload;
    if (request.routeOptions.config?.extendsSession === false) return payload;
    await app.db.query('UPDATE sessions SET last_seen_at = now() WHERE id_hash = $1 AND revoked_at IS NULL', [key.idHash]);
    return payload;
  });
});
