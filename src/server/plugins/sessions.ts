import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../security/tokens.js';
import type { SessionUser } from '../security/session-user.js';
import { requestError } from '../http/api-errors.js';
import { appPlugin } from './app-plugin.js';

/** The session cookie's name. HttpOnly and SameSite, set at sign-in by the session area. */
export const SESSION_COOKIE = 'portal_session';

/** How long a session lives without a successful call (the spec's default 1200 s). */
export interface SessionOptions {
  inactivitySeconds: number;
}

interface SessionRow {
  user_id: string;
  username: string;
  role_id: number | null;
  is_sso: boolean;
  is_admin: boolean;
}

/**
 * Reads the session cookie on every request and attaches `request.sessionUser` while the
 * session is live: not revoked and used within the inactivity limit, enforced here on the
 * server whatever the browser's timer says. `app.requireSession` answers 401 otherwise.
 * Needs @fastify/cookie registered before it.
 */
export const sessions = appPlugin<{ options: SessionOptions }>('sessions', async (app, { options }) => {
  app.decorateRequest('sessionUser', undefined);
  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.sessionUser) await reply.code(401).send(requestError(app.content, 'session.expired'));
  });
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const rows = await app.db.query<SessionRow>(
      `SELECT s.user_id, u.username, u.role_id, u.is_sso, u.is_admin
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id_hash = $1 AND s.revoked_at IS NULL
          AND s.last_seen_at > now() - make_interval(secs => $2)`,
      [hashToken(token), options.inactivitySeconds],
    );
    const row = rows[0];
    if (!row) return;
    const user: SessionUser = {
      userId: Number(row.user_id),
      username: row.username,
      roleId: row.role_id,
      isSso: row.is_sso,
      isAdmin: row.is_admin,
      selectedUserId: Number(row.user_id),
    };
    request.sessionUser = user;
  });
});
