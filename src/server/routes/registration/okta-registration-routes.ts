import type { FastifyInstance } from 'fastify';
import type { ApiRegistrationOktaConfirmation } from '../../../generated/types/api-registration-okta-confirmation.js';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';
import { confirmPendingAccount, deletePendingAccount, stagedProviderAccount } from '../../db/registrations.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { userRoleAsId } from '../../http/user-role.js';
import type { CodeCheck } from '../../identity/identity-provider.js';
import { IdentityProviderError } from '../../identity/identity-provider-error.js';
import { completeMultiFactorRegistration, startMultiFactorRegistration } from '../../identity/multi-factor-registration.js';
import { issueToken } from '../../db/flow-tokens.js';
import { codeRequestCaller, codeTryCaller } from '../identity-provider/code-challenge.js';
import { sendIdentityRefusal } from '../identity-provider/identity-errors.js';
import { checkRegistration, type RegistrationBody } from './check-registration.js';
import { createRegistration, RegistrationTakenError } from './create-registration.js';
import { fieldError } from './field-error.js';
import type { ZipPrefixTable } from './zip-prefixes.js';
import { answerSchema } from '../../http/answer-schemas.js';

/** Account status once the e-mail is proved: under review by staff (spec section 4). */
const STATUS_UNDER_REVIEW = 3;

const CODE_MESSAGES: Record<Exclude<CodeCheck, 'verified'>, string> = {
  mismatch: 'identityProvider.code.mismatch',
  expired: 'identityProvider.code.expired',
  locked: 'identityProvider.code.locked',
};

const refusals = { 400: errorsBodySchema, 404: errorsBodySchema, 409: errorsBodySchema, 423: errorsBodySchema, 429: errorsBodySchema };

/**
 * The multi-factor registration calls ("okta-registration create and
 * oktaRegistration/confirmation"), on the spec's flow in identity/multi-factor-registration.ts:
 *
 * - POST /api/user/okta-registration: the server rules of the direct variant (no security
 *   questions), the portal account in one transaction (status 2, no password or link token
 *   here), then the provider user (group Staged, code pending), migration status S and the
 *   e-mailed code. An address the provider knows answers `sameEmail` and a token instead,
 *   and waits for the person's answer (okta-same-email-routes.ts). If the provider refuses (its password policy, say), the account is removed again:
 *   the provider call cannot share our transaction, so this is its compensation.
 * - PUT /api/user/oktaRegistration/confirmation { email, oktaPasscode }: a right code makes
 *   migration status A, account status N, and the account goes under review (3).
 */
export function oktaRegistrationRoutes(app: FastifyInstance, deps: { okta: SchemaNode; confirmation: SchemaNode; zipPrefixes: ZipPrefixTable }) {
  // The app-wide provider (plugins/identity-provider.ts), the one /api/authentication uses.
  const provider = app.identityProvider;
  const flow = { db: app.db, provider };

  app.post<{ Body: RegistrationBody }>(
    '/user/okta-registration',
    {
      // The direct registration's limit (routes/registration/index.ts): Submit says whether a
      // name is taken and mails the address. Then the spec's { name } role becomes its id.
      preHandler: [app.rateLimited('availability'), userRoleAsId(app.content, deps.okta)],
      schema: {
        body: deps.okta,
        response: { 201: answerSchema('okta-registration-created'), ...refusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const check = await checkRegistration(
        { db: app.db, content: app.content, model: deps.okta, zipPrefixes: deps.zipPrefixes, rules: app.accountRules, securityQuestions: false },
        body,
      );
      if (!check.ok) return reply.code(check.conflict ? 409 : 400).send({ errors: check.errors });
      let userId: number;
      try {
        ({ userId } = await createRegistration(app.db, body, check.plan, { kind: 'identityProvider' }));
      } catch (error) {
        if (!(error instanceof RegistrationTakenError)) throw error;
        const taken =
          error.field === 'username'
            ? fieldError(app.content, deps.okta, '/username', 'username.taken')
            : fieldError(app.content, deps.okta, '/domainId', 'registration.domainIdTaken');
        return reply.code(409).send({ errors: [taken] });
      }
      try {
        const started = await startMultiFactorRegistration(flow, { username: body.username, password: body.password, caller: codeRequestCaller(app, request, reply) });
        // Counted once the provider took it: a refusal below removes the account again.
        app.portalMetrics.registered('identityProvider');
        if (started.identityUserId === undefined) {
          // The provider knows the address: nothing changes there until the person says Yes.
          const sameEmailToken = await issueToken(app.db, userId, 'same-email', app.accountRules.tokenLifetimeMinutes.sameEmail);
          return reply.code(201).send({ success: true as const, email: body.username, sameEmail: true, sameEmailToken });
        }
        return reply.code(201).send({ success: true as const, email: body.username, oktaUserId: started.identityUserId, sameEmail: started.sameEmail });
      } catch (error) {
        // The spec: failures are logged and the flow stops. Ours also removes the account,
        // so the same person can try again with a password the provider accepts.
        await deletePendingAccount(app.db, userId);
        if (error instanceof IdentityProviderError) {
          request.log.info({ status: error.status, issues: error.issues.map((issue) => issue.messageId) }, 'multi-factor registration refused');
          return sendIdentityRefusal(reply, app.content, error);
        }
        throw error;
      }
    },
  );

  app.put<{ Body: ApiRegistrationOktaConfirmation }>(
    '/user/oktaRegistration/confirmation',
    { schema: { body: deps.confirmation, response: { 200: answerSchema('success'), ...refusals } } },
    async (request, reply) => {
      const account = await stagedProviderAccount(app.db, request.body.email);
      // An address with no pending multi-factor registration hears what a wrong code hears.
      if (!account) return reply.code(400).send(requestError(app.content, CODE_MESSAGES.mismatch));
      let outcome: CodeCheck;
      try {
        outcome = await completeMultiFactorRegistration(flow, { identityUserId: account.okta_user_id, code: request.body.oktaPasscode, caller: codeTryCaller(request) });
      } catch (error) {
        if (error instanceof IdentityProviderError) return sendIdentityRefusal(reply, app.content, error);
        throw error;
      }
      if (outcome !== 'verified') return reply.code(400).send(requestError(app.content, CODE_MESSAGES[outcome]));
      await confirmPendingAccount(app.db, account.id, STATUS_UNDER_REVIEW);
      return { success: true as const };
    },
  );
}
