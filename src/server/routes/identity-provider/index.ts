import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';
import { emailDomain } from '../../../engine/rules/derive-context.js';
import { isLinkedToProviderUser } from '../../db/provider-links.js';
import { isInternalDomain } from '../../db/registration-choices.js';
import { errorsBodySchema, errorsOf, requestError } from '../../http/api-errors.js';
import type { CodeCheck, NewIdentityUser, UserDetailsChange } from '../../identity/identity-provider.js';
import { IdentityProviderError } from '../../identity/identity-provider-error.js';
import { STAGED_GROUP } from '../../identity/multi-factor-registration.js';
import { captchaImageRoute, PROVIDER_CAPTCHA, refusedWithoutCaptcha } from '../user-session/sign-in-captcha.js';
import { codeRequestCaller, codeTryCaller } from './code-challenge.js';
import { sendIdentityRefusal } from './identity-errors.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * Provider ids are opaque but plain: ours are "00u" and 20 hex digits; dots, dashes and
 * underscores are allowed too, for ids other providers (and the demo data) hand out.
 */
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', title: 'id', pattern: '^[A-Za-z0-9._-]{1,64}$' } },
} as const;

/** Every refusal a provider call can give. */
const refusals = { 400: errorsBodySchema, 403: errorsBodySchema, 404: errorsBodySchema, 409: errorsBodySchema, 423: errorsBodySchema, 429: errorsBodySchema };

/** Whether a provider refusal was a wrong (or locked-out) current password: a guess that stays counted. */
const isWrongPassword = (error: unknown) =>
  error instanceof IdentityProviderError &&
  error.issues.some((issue) => issue.messageId === 'identityProvider.currentPasswordWrong' || issue.messageId === 'identityProvider.lockedOut');

const CODE_MESSAGES: Record<Exclude<CodeCheck, 'verified'>, string> = {
  mismatch: 'identityProvider.code.mismatch',
  expired: 'identityProvider.code.expired',
  locked: 'identityProvider.code.locked',
};

/**
 * The identity provider calls of the multi-factor variant under /api/authentication (spec
 * registration-and-access.md section 7), backed by `app.identityProvider`: the local
 * provider on our database (plugins/identity-provider.ts); an external one passed to buildApp
 * can take its place without touching the routes.
 *
 * Bodies are validated by schemas/models/api-identity-provider-*.json before a handler
 * runs; refusals of the provider become `{ errors }` answers with catalogue texts.
 */
const identityProviderRoutes: FastifyPluginAsync = async (app) => {
  const model = (name: string): SchemaNode => {
    const schema = app.content.models.get(`api-identity-provider-${name}`);
    if (!schema) throw new Error(`model api-identity-provider-${name} is missing from schemas/models`);
    return schema;
  };

  const provider = app.identityProvider;

  /** Runs a provider call; a refusal becomes its 4xx answer, anything else stays a fault. */
  const answer = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof IdentityProviderError) return sendIdentityRefusal(reply, app.content, error);
      throw error;
    }
  };

  /**
   * Answers 403 unless the session may act on provider user `id`: an administrator may act
   * on anyone, anyone else only on the provider user their own (or selected) portal account
   * is linked to. Ids are not secret (lookupuser hands them out), so knowing one must never
   * be enough to read or change that user: changing the e-mail and then asking for a
   * recovery link to it would take the account over. Answers true once it has refused.
   *
   * It answers a boolean, never the reply: a sent reply is thenable, so an async function
   * answering it would resolve to undefined and the caller would go on to do the work.
   */
  const refusedUnlessOwnerOrAdmin = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<boolean> => {
    const user = request.sessionUser;
    if (!user) {
      reply.code(401).send(requestError(app.content, 'session.expired'));
      return true;
    }
    if (user.isAdmin) return false;
    if (await isLinkedToProviderUser(app.db, user.selectedUserId, request.params.id)) return false;
    reply.code(403).send(requestError(app.content, 'identityProvider.notYourAccount'));
    return true;
  };

  /**
   * Answers 403 when an owner (not staff) asks to move the e-mail, which an external user signs
   * in with: nothing proves the new address is theirs, and a login moved onto someone else's
   * address holds it against its owner, whose own registration of it is then refused as taken.
   * Names stay the owner's to change; staff move an e-mail for a person they have verified.
   */
  const refusedMoveByOwner = async (request: FastifyRequest<{ Params: { id: string }; Body: UserDetailsChange }>, reply: FastifyReply): Promise<boolean> => {
    const email = request.body.email;
    if (email === undefined || request.sessionUser?.isAdmin) return false;
    const user = await provider.getUser(request.params.id);
    if (user && user.email.toLowerCase() === email.toLowerCase()) return false;
    reply.code(403).send(errorsOf(app.content, ['/email', 'identityProvider.emailByStaff']));
    return true;
  };

  app.post<{ Body: { email: string; internal: boolean } }>(
    '/lookupuser',
    {
      // Look-ups tell whether an address is registered: limited per client like the others.
      preHandler: app.rateLimited('lookup'),
      schema: {
        body: model('lookup-user'),
        response: { 200: answerSchema('identity-lookup'), ...refusals },
      },
    },
    async (request) => {
      const found = await provider.lookupUser(request.body);
      return { userExist: found !== null, user: found };
    },
  );

  app.post<{ Body: NewIdentityUser }>(
    '/register',
    {
      // Public, and its "Email is taken" says whether an address is registered: the budget of
      // the portal's own registration Submits, so it is no unlimited look-up (nor store of rows).
      preHandler: app.rateLimited('availability'),
      schema: { body: model('register'), response: { 201: answerSchema('identity-user'), ...refusals } },
    },
    async (request, reply) =>
      answer(reply, async () => {
        // An internal user's login is a domain ID, which nothing a stranger is asked proves is
        // theirs; its code goes to a company address, which does. A stranger's internal user
        // then never proves itself, and the owner's registration of the domain ID removes it.
        const domain = emailDomain(request.body.email) ?? '';
        if (request.body.userType === 'Internal' && !(await isInternalDomain(app.db, domain))) {
          throw IdentityProviderError.of(400, 'registration.internalDomainMismatch', '/email');
        }
        // Over HTTP a new user always starts unverified (STAGED) in the Staged group: taking
        // the caller's 'verified' or group would make an ACTIVE user without any code.
        const user = await provider.register({ ...request.body, emailOtpVerificationStatus: 'pending', userGroupType: STAGED_GROUP });
        return reply.code(201).send(user);
      }),
  );

  app.get<{ Params: { id: string } }>(
    '/:id/user',
    { config: { access: { who: 'session' } }, schema: { params: idParams, response: { 200: answerSchema('identity-user'), ...refusals } } },
    async (request, reply) => {
      if (await refusedUnlessOwnerOrAdmin(request, reply)) return reply;
      return answer(reply, async () => {
        const user = await provider.getUser(request.params.id);
        if (!user) throw IdentityProviderError.of(404, 'accountAccess.find.noMatch');
        return user;
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/:id/passwordrecoverytoken',
    {
      schema: {
        params: idParams,
        response: { 200: answerSchema('identity-recovery-sent'), ...refusals },
      },
    },
    async (request, reply) =>
      answer(reply, async () => {
        // The token goes only into the e-mailed link: answering it would let anyone who
        // knows an id (lookupuser hands them out) reset that user's password.
        const { expiresAt } = await provider.sendPasswordRecovery(request.params.id);
        return { recoveryEmailSent: true as const, expiresAt: expiresAt.toISOString() };
      }),
  );

  /**
   * Judges the captcha a call carries when it carries one (`captchaText`): answers whether it
   * was solved, or undefined once it has sent the refusal ("Text does not match"). A call
   * without one goes on unsolved, and the provider says when it needs one.
   */
  const captchaOf = async (request: FastifyRequest, reply: FastifyReply, typed: string | undefined): Promise<boolean | undefined> => {
    if (!typed) return false;
    return (await refusedWithoutCaptcha(app, request, reply, typed, PROVIDER_CAPTCHA)) ? undefined : true;
  };

  // `GET /api/authentication/captcha` (ours): the captcha of a password change or a code
  // request to a user under attack; its challenge cookie is sent back to /api/authentication only.
  captchaImageRoute(app, '/captcha', PROVIDER_CAPTCHA);

  app.get<{ Params: { id: string }; Querystring: { captchaText?: string } }>(
    '/:id/emailotp',
    {
      // Per client address across users here; per user from one source and per user from
      // every source inside the provider (past the latter, a captcha: `captchaText`).
      preHandler: app.rateLimited('codeAddress'),
      schema: {
        params: idParams,
        querystring: { type: 'object', properties: { captchaText: { type: 'string', title: 'captchaText', maxLength: 64 } } },
        response: { 200: answerSchema('identity-email-code-sent'), ...refusals },
      },
    },
    async (request, reply) => {
      const captchaSolved = await captchaOf(request, reply, request.query.captchaText);
      if (captchaSolved === undefined) return reply;
      return answer(reply, async () => {
        const { expiresAt } = await provider.sendEmailOtp(request.params.id, codeRequestCaller(app, request, reply, captchaSolved));
        return { emailOtpSent: true as const, expiresAt: expiresAt.toISOString() };
      });
    },
  );

  app.get<{ Params: { id: string; code: string } }>(
    '/:id/verifyemailotp/:code',
    {
      preHandler: app.rateLimited('codeAddress'),
      schema: {
        // Any text is taken as a try (and a wrong one): a malformed code gets the same
        // message as a wrong one, and counts towards the limit just the same.
        params: { type: 'object', required: ['id', 'code'], properties: { ...idParams.properties, code: { type: 'string', maxLength: 64 } } },
        response: { 200: answerSchema('identity-email-verified'), ...refusals },
      },
    },
    async (request, reply) =>
      answer(reply, async () => {
        const outcome = await provider.verifyEmailOtp(request.params.id, request.params.code, codeTryCaller(request));
        if (outcome !== 'verified') throw IdentityProviderError.of(400, CODE_MESSAGES[outcome]);
        return { emailOtpVerificationStatus: 'verified' as const };
      }),
  );

  app.put<{ Params: { id: string }; Body: UserDetailsChange }>(
    '/:id/updateuserdetails',
    { config: { access: { who: 'session' } }, schema: { params: idParams, body: model('update-user-details'), response: { 200: answerSchema('identity-user'), ...refusals } } },
    async (request, reply) => {
      if (await refusedUnlessOwnerOrAdmin(request, reply)) return reply;
      if (await refusedMoveByOwner(request, reply)) return reply;
      return answer(reply, () => provider.updateUserDetails(request.params.id, request.body));
    },
  );

  app.put<{ Params: { id: string }; Body: { groupType: string; action: 'add' | 'remove' } }>(
    '/:id/usergroup',
    { config: { access: { who: 'admin', refusal: 'identityProvider.adminOnly' } }, schema: { params: idParams, body: model('user-group'), response: { 200: answerSchema('identity-user'), ...refusals } } },
    async (request, reply) => {
      return answer(reply, () => provider.changeGroup(request.params.id, request.body.groupType, request.body.action));
    },
  );

  app.put<{ Params: { id: string }; Body: { currentPassword: string; newPassword: string; revokeSessions?: boolean; captchaText?: string } }>(
    '/:id/changepassword',
    {
      schema: {
        params: idParams,
        body: model('change-password'),
        response: { 200: answerSchema('identity-password-changed'), ...refusals },
      },
    },
    async (request, reply) => {
      // A current password is a password guess: it spends the client address's budget of
      // wrong passwords (shared with sign-in), given back when it was right.
      if (!(await app.rateLimit(request, reply, 'signIn'))) return reply;
      const { currentPassword, newPassword, revokeSessions = false, captchaText } = request.body;
      const captchaSolved = await captchaOf(request, reply, captchaText);
      if (captchaSolved === undefined) {
        await app.refundRateLimit(request, 'signIn');
        return reply;
      }
      return answer(reply, async () => {
        try {
          await provider.changePassword(request.params.id, { currentPassword, newPassword, revokeSessions }, { address: request.ip, captchaSolved });
        } catch (error) {
          if (!isWrongPassword(error)) await app.refundRateLimit(request, 'signIn');
          throw error;
        }
        await app.refundRateLimit(request, 'signIn');
        return { passwordChanged: true as const };
      });
    },
  );

  app.put<{ Params: { id: string }; Body: { context?: string; recoveryToken: string; newPassword: string } }>(
    '/:id/resetpassword',
    {
      schema: {
        params: idParams,
        body: model('reset-password'),
        response: { 200: answerSchema('identity-password-reset'), ...refusals },
      },
    },
    async (request, reply) =>
      answer(reply, async () => {
        const { context = '', recoveryToken, newPassword } = request.body;
        await provider.resetPassword(request.params.id, { context, recoveryToken, newPassword });
        return { resetPasswordSuccessful: true };
      }),
  );
};

export default identityProviderRoutes;
