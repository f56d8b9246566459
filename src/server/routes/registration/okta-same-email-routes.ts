import type { FastifyInstance } from 'fastify';
import type { ApiRegistrationOktaSameEmail } from '../../../generated/types/api-registration-okta-same-email.js';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';
import { deletePendingAccount, deletePendingUnlinkedAccount, lockPendingUnlinkedAccount } from '../../db/registrations.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { IdentityProviderError } from '../../identity/identity-provider-error.js';
import { startMultiFactorRegistration } from '../../identity/multi-factor-registration.js';
import { consumeToken, findLiveToken } from '../../db/flow-tokens.js';
import { codeRequestCaller } from '../identity-provider/code-challenge.js';
import { sendIdentityRefusal } from '../identity-provider/identity-errors.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * `POST /api/user/okta-registration/same-email` { email, token, register } (ours): the
 * answer to the spec's same-e-mail step. A multi-factor registration whose address the
 * identity provider knows already creates the portal account and changes nothing at the
 * provider until the person answers: Yes (`register: true`) adds the existing provider user
 * to the group, persists its id, sets migration status S and mails the code, as a new
 * registration does; No removes the pending account, so the address is free again and no
 * code is mailed. The token is single-use and names the account; a spent, expired or
 * foreign one (or an address that is not its account's) is refused alike.
 */
export function oktaSameEmailRoutes(app: FastifyInstance, deps: { body: SchemaNode }) {
  const flow = { db: app.db, provider: app.identityProvider };
  app.post<{ Body: ApiRegistrationOktaSameEmail }>(
    '/user/okta-registration/same-email',
    {
      schema: {
        body: deps.body,
        response: { 200: answerSchema('okta-same-email'), 400: errorsBodySchema, 404: errorsBodySchema, 423: errorsBodySchema, 429: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const { email, token, register } = request.body;
      const expired = () => reply.code(400).send(requestError(app.content, 'registration.sameEmailExpired'));
      const live = await findLiveToken(app.db, token, ['same-email']);
      if (!live) return expired();
      // One answer per question: the token is spent with the account's removal, or before
      // the provider is asked (two Yes at once must not stage twice).
      const answered = await app.db.transaction(async (tx) => {
        const account = await lockPendingUnlinkedAccount(tx, live.userId, email);
        if (!account || !(await consumeToken(tx, live.id))) return undefined;
        if (!register) await deletePendingUnlinkedAccount(tx, account.id);
        return account;
      });
      if (!answered) return expired();
      if (!register) return { success: true as const, email: answered.username };
      try {
        const started = await startMultiFactorRegistration(flow, { username: answered.username, joinExisting: true, caller: codeRequestCaller(app, request, reply) });
        return { success: true as const, email: answered.username, ...(started.identityUserId ? { oktaUserId: started.identityUserId } : {}) };
      } catch (error) {
        // As for a new registration: the flow stops, and the address is free to try again.
        await deletePendingAccount(app.db, answered.id);
        if (error instanceof IdentityProviderError) {
          request.log.info({ status: error.status, issues: error.issues.map((issue) => issue.messageId) }, 'same-e-mail registration refused');
          return sendIdentityRefusal(reply, app.content, error);
        }
        throw error;
      }
    },
  );
}
