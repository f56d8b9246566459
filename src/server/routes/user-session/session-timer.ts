import type { FastifyPluginAsync } from 'fastify';
import { errorsBodySchema } from '../../http/api-errors.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * The inactivity timer's calls. `GET /api/timeout` answers `{ duration }`, the server's
 * inactivity limit in seconds (the browser counts down from it), and never extends a session.
 * `GET /api/keepalive` needs a live session, which it extends like any successful call, and answers the
 * session's CSRF token, so a reloaded page can learn it again.
 */
const sessionTimerRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/timeout',
    // It needs no session, so it never extends one: a page left open that asks for the limit
    // must still time out.
    { config: { extendsSession: false }, schema: { response: { 200: answerSchema('session-timeout') } } },
    async () => ({ duration: app.sessionOptions.inactivitySeconds }),
  );

  app.get(
    '/keepalive',
    {
      config: { access: { who: 'session' } },
      schema: {
        response: { 200: answerSchema('session-kept-alive') },
      },
    },
    async (request) => ({ success: true as const, csrfToken: request.sessionKey?.csrfToken ?? '' }),
  );
};

export default sessionTimerRoutes;
