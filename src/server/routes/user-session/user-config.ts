import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { selectSessionAccount, usernameOf } from '../../db/acting-accounts.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { recordActingChange } from '../../security/acting-audit.js';
import type { SessionUser } from '../../security/session-user.js';
import { loadUserInfo } from './user-info.js';
import { answerSchema } from '../../http/answer-schemas.js';

/** The cookie the contact page reads to link back to the portal (not a secret: the portal's address). */
const CONTACT_COOKIE = 'portal_return';
/** Where the portal's contact page lives, relative to the portal address. */
const CONTACT_PATH = '/contact-us';
/** The page a user's own profile is managed on in this portal. */
const PROFILE_PATH = '/user/provider-management';

/**
 * The spec's `/api/userconfig/*` calls (management-session-shared.md section 7):
 *
 * - `GET userconfiguration`: the user info for the banner, plus the session's CSRF token;
 * - `GET redirecturl`: `{ url }`, the portal's home (configured address, never the Host header);
 * - `GET userprofileredirecturl`: `{ url }`, the profile page of the account acted on;
 * - `GET contactUs`: `{ url, cookie }`, the contact page and the name of a cookie it gets
 *   holding the portal address, so a contact page hosted elsewhere can link back;
 * - `POST selecteduser { selectedUserId }` (ours): an administrator picks the account to act
 *   on for the rest of the session (null or their own id returns to their own).
 */
const userConfigRoutes: FastifyPluginAsync = async (app) => {
  const sessionUser = (request: FastifyRequest) => request.sessionUser as SessionUser;
  const answerUserInfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const info = await loadUserInfo(app.db, sessionUser(request));
    if (!info) return reply.code(401).send(requestError(app.content, 'session.expired'));
    return { ...info, csrfToken: request.sessionKey?.csrfToken ?? '' };
  };

  app.get(
    '/userconfig/userconfiguration',
    { config: { access: { who: 'session' } }, schema: { response: { 200: answerSchema('signed-in-user') } } },
    answerUserInfo,
  );

  app.get('/userconfig/redirecturl', { schema: { response: { 200: answerSchema('url') } } }, async () => ({ url: `${app.portalUrl}/` }));

  app.get(
    '/userconfig/userprofileredirecturl',
    { config: { access: { who: 'session' } }, schema: { response: { 200: answerSchema('url') } } },
    async () => ({ url: `${app.portalUrl}${PROFILE_PATH}` }),
  );

  app.get(
    '/userconfig/contactUs',
    {
      schema: {
        response: { 200: answerSchema('contact-us-link') },
      },
    },
    async (_request, reply) => {
      // Readable by the contact page's script (no HttpOnly): it holds only the public address.
      reply.setCookie(CONTACT_COOKIE, app.portalUrl, {
        path: '/',
        sameSite: 'lax',
        secure: app.sessionOptions.secureCookie,
        maxAge: app.accountRules.inactivityLimitSeconds,
      });
      return { url: `${app.portalUrl}${CONTACT_PATH}`, cookie: CONTACT_COOKIE };
    },
  );

  app.post<{ Body: { selectedUserId: number | null } }>(
    '/userconfig/selecteduser',
    {
      config: { access: { who: 'admin', refusal: 'userConfig.notAdmin' } },
      schema: {
        body: app.content.models.get('api-user-session-selected-user'),
        response: { 200: answerSchema('signed-in-user'), 400: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const target = request.body.selectedUserId ?? user.userId;
      const username = await usernameOf(app.db, target);
      if (username === undefined) {
        const error = requestError(app.content, 'userConfig.unknownUser');
        return reply.code(400).send({ errors: error.errors.map((entry) => ({ ...entry, path: '/selectedUserId' })) });
      }
      const selected = target === user.userId ? null : target;
      // The act-for session's start and end are the audit trail's (staff.actFor), written with the change.
      await app.db.transaction(async (tx) => {
        await selectSessionAccount(tx, request.sessionKey?.idHash, selected);
        await recordActingChange(tx, { staff: user, from: user.selectedUserId, to: { userId: target, username }, clientAddress: request.ip, via: 'selectUser' });
      });
      request.sessionUser = { ...user, selectedUserId: target };
      return answerUserInfo(request, reply);
    },
  );
};

export default userConfigRoutes;
