import type { FastifyInstance } from 'fastify';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';
import type { FieldError } from '../../../engine/validation/field-error.js';
import { errorsBodySchema } from '../../http/api-errors.js';
import { userRoleAsId } from '../../http/user-role.js';
import { createMfaPasswordPolicy } from '../../identity/password-policy.js';
import { identityErrors } from '../identity-provider/identity-errors.js';
import { checkRegistration, type RegistrationBody } from './check-registration.js';
import type { ZipPrefixTable } from './zip-prefixes.js';
import { fieldError } from './field-error.js';
import { registrationMailBudget } from './registration-mail-budget.js';
import { rateLimitLeft } from '../../security/rate-counter.js';
import { waitMinutes } from '../../security/too-many-requests.js';
import { answerSchema } from '../../http/answer-schemas.js';

/** The registration models each draft check validates against, and what the rules need. */
export interface DraftCheckDeps {
  direct: SchemaNode;
  okta: SchemaNode;
  zipPrefixes: ZipPrefixTable;
}

/**
 * `POST /api/user/registration/validation` and `POST /api/user/okta-registration/validation`
 * (ours: docs/decisions/registration-draft-check.md): Next sends the whole draft here and
 * hears every refusal Submit could give, each at its field, with nothing written. The same
 * body schema, the same database rules (checkRegistration: a taken username or domain ID,
 * a health plan the role cannot choose, zip against state...) and, for the multi-factor
 * variant, the identity provider's password policy against the username and names. So
 * Submit brings no new error unless the world changed in between (someone took the name).
 */
export function draftCheckRoutes(app: FastifyInstance, deps: DraftCheckDeps): void {
  const policy = createMfaPasswordPolicy(app.content.catalogue);
  const schema = (body: SchemaNode) => ({ body, response: { 200: answerSchema('form-valid'), 400: errorsBodySchema } });
  // Like availability/username, a draft check says whether a name is taken: the same limit.
  const limited = app.rateLimited('availability');

  const check = async (model: SchemaNode, body: RegistrationBody, securityQuestions: boolean) =>
    checkRegistration({ db: app.db, content: app.content, model, zipPrefixes: deps.zipPrefixes, rules: app.accountRules, securityQuestions }, body);

  app.post<{ Body: RegistrationBody }>(
    '/user/registration/validation',
    { preHandler: [limited, userRoleAsId(app.content, deps.direct)], schema: schema(deps.direct) },
    async (request, reply) => {
      const found = await check(deps.direct, request.body, true);
      if (!found.ok) return reply.code(400).send({ errors: found.errors });
      // Submit would mail its contact address: when that address's budget is spent, say so
      // now, at its field, rather than after Submit. Counting nothing: the draft mails nothing.
      const budget = registrationMailBudget(request.body, found.plan);
      const left = await rateLimitLeft(app.db, 'registrationMail', budget.key, app.accountRules.rateLimits.registrationMail);
      if (!left.allowed) {
        return reply.code(400).send({ errors: [fieldError(app.content, deps.direct, budget.path, 'registration.mailLimit', { minutes: waitMinutes(left.retryAfterSeconds) })] });
      }
      return { valid: true as const };
    },
  );

  app.post<{ Body: RegistrationBody }>(
    '/user/okta-registration/validation',
    { preHandler: [limited, userRoleAsId(app.content, deps.okta)], schema: schema(deps.okta) },
    async (request, reply) => {
      const body = request.body;
      const found = await check(deps.okta, body, false);
      const errors: FieldError[] = found.ok ? [] : found.errors;
      // Staff sign in with their domain ID and set no password here (okta registration).
      if (!errors.some((error) => error.path === '/password') && typeof body.password === 'string' && body.password.length > 0) {
        const owner = { login: body.username, email: body.username, firstName: body.firstName, lastName: body.lastName };
        errors.push(...identityErrors(app.content, policy(body.password, owner, '/password')).errors);
      }
      return errors.length > 0 ? reply.code(400).send({ errors }) : { valid: true as const };
    },
  );
}
