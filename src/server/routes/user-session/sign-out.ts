import type { FastifyPluginAsync } from 'fastify';
import { errorsBodySchema } from '../../http/api-errors.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/sessions.js';
import { recordActingChange } from '../../security/acting-audit.js';
import { recordAudit } from '../../security/audit.js';
import { revokeSession } from '../../security/session-store.js';
import { hashToken } from '../../security/tokens.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * `POST /api/userconfig/logout` and `POST /api/user/logout` (the spec names both): revoke the
 * session and clear the cookie. Answers `{ success: true }` even without a live session, so
 * a client whose session already expired still ends up logged out; the only call that does
 * not extend the session (management-session-shared.md section 4).
 */
const signOutRoutes: FastifyPluginAsync = async (app) => {
  for (const path of ['/userconfig/logout', '/user/logout']) {
    app.post(
      path,
      {
        config: { extendsSession: false },
        schema: {
          response: { 200: answerSchema('success'), 403: errorsBodySchema },
        },
      },
      async (request, reply) => {
        const cookie = request.cookies[SESSION_COOKIE];
        if (cookie) {
          await app.db.transaction(async (tx) => {
            // By the cookie's hash, live or not: an idle session is closed for good too.
            await revokeSession(tx, hashToken(cookie));
            const user = request.sessionUser;
            if (!user) return;
            await recordAudit(tx, { event: 'signOut', outcome: 'success', userId: user.userId, username: user.username, clientAddress: request.ip });
            // Signing out while acting for someone ends that act-for session in the audit trail.
            await recordActingChange(tx, { staff: user, from: user.selectedUserId, to: { userId: user.userId, username: user.username }, clientAddress: request.ip, via: 'signOut' });
          });
        }
        reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(app.sessionOptions));
        return { success: true as const };
      },
    );
  }
};

export default signOutRoutes;
