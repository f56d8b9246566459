import type { FastifyInstance } from 'fastify';
import { errorsBodySchema } from '../../http/api-errors.js';
import { IdentityProviderError } from '../../identity/identity-provider-error.js';
import { recordAudit } from '../../security/audit.js';
import { sendIdentityRefusal } from '../identity-provider/identity-errors.js';
import { providerUserOf } from '../../db/account-status.js';
import { accountById, identityProviderAccounts } from '../../db/recovery-accounts.js';
import { passwordResetRefusal } from './password-reset-refusal.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf, RATE_LIMITED } from './area-errors.js';
import { usernameMailKey } from './username-routes.js';
import { answerLookUp } from './find-route.js';
import { consumeToken, findLiveToken } from '../../db/flow-tokens.js';
import { answerSchema } from '../../http/answer-schemas.js';
import { sourceOf } from '../../db/sign-in-sources.js';

interface FindOktaUserBody {
  username: string;
  emailaddress: string;
  oktaUserId?: string;
}

interface ResetOktaPasswordBody {
  firstName?: string;
  lastName?: string;
  email: string;
  userName: string;
  recoveryToken: string;
  passwordOption: 1 | 2;
}

/** One answer for every token failure (guessed, replayed, expired, another account's): which one is no caller's business. */
const TOKEN_INVALID = ['/recoveryToken', 'accountAccess.token.invalid'] as const;

/**
 * Account access for identity provider users (spec section 7):
 * - `POST /api/user/findOktaUser` {username, emailaddress, oktaUserId}: step 1, the look-up of
 *   POST /api/user/find restricted to accounts linked to the identity provider. It answers
 *   exactly what that call answers (same texts, same per-address budget, so the two together
 *   tell no more than either), and a wrong oktaUserId is a no-match like any other.
 * - `POST /api/user/resetoktapassword`: step 3 with a portal flow token (`recoveryToken`):
 *   option 1 has the identity provider e-mail its recovery link (its token is never answered),
 *   option 2 e-mails the username. The token is spent, so one look-up sends one mail.
 */
export function registerOktaRecoveryRoutes(app: FastifyInstance, _context: AreaContext): void {
  app.post<{ Body: FindOktaUserBody }>(
    '/user/findOktaUser',
    {
      schema: {
        summary: 'Step 1 of account access for an identity provider user: look-up by username and e-mail',
        body: model(app, 'api-account-access-find-okta-user'),
        response: { 200: answerSchema('account-matches'), ...errorResponses },
      },
    },
    async (request, reply) => {
      // The same counter as /user/find: a second door must not double the guesses per address.
      if (!(await app.rateLimit(request, reply, 'lookup', `find:${sourceOf(request.ip)}`, RATE_LIMITED))) {
        await recordAudit(app.db, { event: 'access.lookup', outcome: 'rate-limited', clientAddress: request.ip });
        return reply;
      }
      const { username, emailaddress, oktaUserId } = request.body;
      const accounts = await identityProviderAccounts(app.db, { username, email: emailaddress, oktaUserId });
      return answerLookUp(app, request, reply, accounts, true, '/emailaddress');
    },
  );

  app.post<{ Body: ResetOktaPasswordBody }>(
    '/user/resetoktapassword',
    {
      // Each call sends a mail: limited per address like the other mail-sending recovery calls.
      preHandler: app.rateLimited('codes'),
      schema: {
        summary: 'Step 3 for an identity provider user: e-mail the provider\'s password recovery link (1) or the username (2)',
        body: model(app, 'api-account-access-reset-okta-password'),
        response: { 200: answerSchema('success-flag'), ...errorResponses, 423: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const live = await findLiveToken(app.db, body.recoveryToken, ['lookup', 'recovery']);
      const account = live && (await accountById(app.db, live.userId));
      const link = account ? await providerUserOf(app.db, account.id) : undefined;
      // The token proves who the caller identified; the names typed must be that account's.
      const matches =
        account !== undefined &&
        account.username.toLowerCase() === body.userName.trim().toLowerCase() &&
        account.email.toLowerCase() === body.email.trim().toLowerCase();
      if (!live || !account || !matches || !link?.okta_user_id) return reply.code(400).send(errorsOf(app.content, TOKEN_INVALID));
      const refusal = body.passwordOption === 1 ? passwordResetRefusal(account) : undefined;
      if (refusal) {
        await recordAudit(app.db, { event: 'access.oktaReset', outcome: 'refused', userId: account.id, clientAddress: request.ip });
        return reply.code(403).send(errorsOf(app.content, ['', refusal]));
      }
      // A reminder spends the account's reminder budget, whichever door mails it: fresh look-ups
      // from many addresses must not mail the owner without end. Checked before the token is
      // spent, so a refused call leaves it for later.
      if (body.passwordOption === 2 && !(await app.rateLimit(request, reply, 'recoveryMail', usernameMailKey(account.id), RATE_LIMITED))) return reply;
      // Spent before the mail: of parallel replays only one gets here.
      if (!(await app.db.transaction((tx) => consumeToken(tx, live.id)))) return reply.code(400).send(errorsOf(app.content, TOKEN_INVALID));
      if (body.passwordOption === 2) {
        await app.mailer.send({ to: account.email, template: 'usernameReminder', params: { firstName: account.firstName, username: account.username } });
        await recordAudit(app.db, { event: 'access.oktaReset', outcome: 'username-mailed', userId: account.id, clientAddress: request.ip });
        return { success: true };
      }
      try {
        await app.identityProvider.sendPasswordRecovery(link.okta_user_id);
      } catch (error) {
        if (!(error instanceof IdentityProviderError)) throw error;
        await recordAudit(app.db, { event: 'access.oktaReset', outcome: 'provider-refused', userId: account.id, clientAddress: request.ip, detail: { status: error.status } });
        return sendIdentityRefusal(reply, app.content, error);
      }
      await recordAudit(app.db, { event: 'access.oktaReset', outcome: 'link-sent', userId: account.id, clientAddress: request.ip });
      return { success: true };
    },
  );
}
