import type { FastifyPluginAsync } from 'fastify';
import type { ApiRegistrationAddressValidity } from '../../../generated/types/api-registration-address-validity.js';
import type { ApiRegistrationConfirmation } from '../../../generated/types/api-registration-confirmation.js';
import type { ApiRegistrationCreate } from '../../../generated/types/api-registration-create.js';
import type { ApiRegistrationUsernameAvailability } from '../../../generated/types/api-registration-username-availability.js';
import type { ApiRegistrationDomainAvailability } from '../../../generated/types/api-registration-domain-availability.js';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';
import { emailDomains, registrableRoles as registrableRoleRows, securityQuestions } from '../../db/registration-choices.js';
import { confirmRegistration } from '../../db/registration-tokens.js';
import { domainIdTaken, usernameTaken } from '../../db/registrations.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { userRoleAsId } from '../../http/user-role.js';
import { checkRegistration } from './check-registration.js';
import { createRegistration, RegistrationTakenError } from './create-registration.js';
import { registrationMailBudget } from './registration-mail-budget.js';
import { mfaPasswordRequirements } from './mfa-password-requirements.js';
import { oktaSameEmailRoutes } from './okta-same-email-routes.js';
import { oktaRegistrationRoutes } from './okta-registration-routes.js';
import { draftCheckRoutes } from './draft-check-routes.js';
import { fieldError } from './field-error.js';
import { decodeLinkBody, encodeLinkBody, registrationLink } from './registration-link.js';
import { loadZipPrefixes, zipFitsState } from './zip-prefixes.js';
import { answerSchema } from '../../http/answer-schemas.js';

/** What the registration routes need beside the app's decorators. */
export interface RegistrationRoutesOptions {
  /** The portal's public address from configuration: links and the cancel answer are built on it. */
  portalUrl: string;
}

/**
 * Registration (spec registration-and-access.md section 7): defaults, e-mail domains,
 * create, cancel and confirm a registration, username availability and address validity.
 * The identity-provider variants (okta-registration create and confirmation) are in
 * okta-registration-routes.ts. Bodies are validated by the models schemas/models/api-registration-*.json before
 * any handler runs; the rules that need the database follow in check-registration.ts.
 */
const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (app, { portalUrl }) => {
  const model = (name: string): SchemaNode => {
    const schema = app.content.models.get(name);
    if (!schema) throw new Error(`model ${name} is missing from schemas/models`);
    return schema;
  };
  const createModel = model('api-registration-create');
  // schemas/config/account-rules.json as the app was built with (tests may pass their own).
  const rules = app.accountRules;
  const zipPrefixes = loadZipPrefixes();
  const passwordRequirements = mfaPasswordRequirements(app.content);

  const registrableRoles = async () =>
    (await registrableRoleRows(app.db)).map((row) => ({
      id: Number(row.id),
      name: row.name,
    }));

  app.get(
    '/user/registration/defaults',
    {
      schema: {
        response: { 200: answerSchema('registration-defaults') },
      },
    },
    async () => ({
      roles: await registrableRoles(),
      securityQuestions: (await securityQuestions(app.db)).map(
        (row) => ({ id: Number(row.id), questionText: row.question_text }),
      ),
    }),
  );

  // Not shown by the spec. Ours: the same roles, plus the multi-factor password policy as
  // requirement lines (from schemas/defs/password-mfa.json), since that variant has no
  // security questions and its password rules differ from the direct ones.
  app.get(
    '/user/okta-registration/defaults',
    {
      schema: {
        response: { 200: answerSchema('okta-registration-defaults') },
      },
    },
    async () => ({ roles: await registrableRoles(), passwordRequirements }),
  );

  app.get(
    '/user/registration/emailDomain',
    {
      schema: {
        response: { 200: answerSchema('email-domains') },
      },
    },
    async () =>
      (await emailDomains(app.db)).map(
        (row) => ({ emailDomainCode: row.code, emailDomain: row.domain, internal: row.internal }),
      ),
  );

  app.post<{ Body: ApiRegistrationCreate }>(
    '/user/registration',
    {
      // Like availability/username, Submit says whether a name is taken ("Email is taken"),
      // and it mails whatever address it is given: the same limit, so it is no unlimited way
      // round the look-up's budget. Then the spec's { name } role becomes its id before the
      // server rules read it.
      preHandler: [app.rateLimited('availability'), userRoleAsId(app.content, createModel)],
      schema: {
        body: createModel,
        response: { 201: answerSchema('registration-created'), 400: errorsBodySchema, 409: errorsBodySchema, 429: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const check = await checkRegistration({ db: app.db, content: app.content, model: createModel, zipPrefixes, rules, securityQuestions: true }, body);
      if (!check.ok) return reply.code(check.conflict ? 409 : 400).send({ errors: check.errors });
      // Each Submit mails its contact address, which anyone may type: per recipient, so the
      // portal is no way to flood a stranger's mailbox from many client addresses. The refusal
      // stands at the field the address was typed in.
      const mailBudget = registrationMailBudget(body, check.plan);
      if (!(await app.rateLimit(request, reply, 'registrationMail', mailBudget.key, 'registration.mailLimit', mailBudget.path))) return reply;
      let created;
      try {
        created = await createRegistration(
          app.db,
          body,
          check.plan,
          { kind: 'direct', tokenLifetimeMinutes: rules.tokenLifetimeMinutes.registration as number },
          // In the registration's transaction: the account and its link's mail, or neither.
          (tx, made) =>
            app.mailer.enqueue(tx, {
              to: made.contactEmail,
              template: 'registrationLink',
              params: { firstName: body.firstName, link: registrationLink(portalUrl, encodeLinkBody(made.userId), made.token as string) },
            }),
        );
      } catch (error) {
        if (!(error instanceof RegistrationTakenError)) throw error;
        // Nothing was mailed.
        await app.refundRateLimit(request, 'registrationMail', mailBudget.key);
        const taken =
          error.field === 'username'
            ? fieldError(app.content, createModel, '/username', 'username.taken')
            : fieldError(app.content, createModel, '/domainId', 'registration.domainIdTaken');
        return reply.code(409).send({ errors: [taken] });
      }
      app.portalMetrics.registered('direct');
      return reply.code(201).send({ success: true as const, email: created.contactEmail });
    },
  );

  // Cancel: nothing is stored before submit, so cancelling only tells the client where to
  // go. Not shown by the spec beyond "url"; ours is the portal root.
  app.delete(
    '/user/registration',
    { schema: { response: { 200: answerSchema('url') } } },
    async () => ({ url: `${portalUrl.replace(/\/+$/, '')}/` }),
  );

  app.put<{ Body: ApiRegistrationConfirmation }>(
    '/user/registration/confirmation',
    {
      schema: {
        body: model('api-registration-confirmation'),
        response: { 200: answerSchema('success-flag'), 400: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const userId = decodeLinkBody(request.body.body);
      const confirmed = userId !== undefined && (await confirmRegistration(app.db, userId, request.body.token));
      // One answer for every failure (expired, tampered, superseded, or used and no longer
      // live): which one it was is no business of whoever holds the link. The link that
      // confirmed the account answers success again while it lives (registration-tokens.ts).
      if (!confirmed) return reply.code(400).send(requestError(app.content, 'registration.linkInvalid'));
      return { success: true };
    },
  );

  app.post<{ Body: ApiRegistrationUsernameAvailability }>(
    '/user/availability/username',
    {
      schema: {
        body: model('api-registration-username-availability'),
        response: { 200: answerSchema('success-flag'), 400: errorsBodySchema, 429: errorsBodySchema },
      },
      // Per client address: the call tells whether an account exists, so it must not
      // serve as a fast way to harvest usernames.
      preHandler: app.rateLimited('availability'),
    },
    async (request) => {
      return { success: !(await usernameTaken(app.db, request.body.userName, rules.credentialExpiryDays)) };
    },
  );

  app.post<{ Body: ApiRegistrationDomainAvailability }>(
    '/user/availability/domain',
    {
      schema: {
        body: model('api-registration-domain-availability'),
        response: { 200: answerSchema('success-flag'), 400: errorsBodySchema, 429: errorsBodySchema },
      },
      // Ours, the US Domain ID's twin of availability/username (checked as the field is
      // left), with its limit: it tells whether an internal account holds the ID.
      preHandler: app.rateLimited('availability'),
    },
    async (request) => ({ success: !(await domainIdTaken(app.db, request.body.domainId, rules.credentialExpiryDays)) }),
  );

  app.post<{ Body: ApiRegistrationAddressValidity }>(
    '/address/validity',
    {
      schema: {
        body: model('api-registration-address-validity'),
        response: { 200: answerSchema('address-validity'), 400: errorsBodySchema },
      },
    },
    async (request) => ({ validity: zipFitsState(zipPrefixes, request.body.zipCode, request.body.state) }),
  );

  oktaRegistrationRoutes(app, {
    okta: model('api-registration-okta-create'),
    confirmation: model('api-registration-okta-confirmation'),
    zipPrefixes,
  });
  oktaSameEmailRoutes(app, { body: model('api-registration-okta-same-email') });
  draftCheckRoutes(app, { direct: createModel, okta: model('api-registration-okta-create'), zipPrefixes });
};

export default registrationRoutes;
