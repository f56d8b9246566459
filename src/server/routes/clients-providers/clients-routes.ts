import type { FastifyPluginAsync } from 'fastify';
import { healthPlanChoice, healthPlanPin } from '../../db/health-plans.js';
import { rememberProvenPin } from '../../db/session-plan-pins.js';
import { errorsBodySchema } from '../../http/api-errors.js';
import { userRoleAsId } from '../../http/user-role.js';
import { verifySecret } from '../../security/secret-hash.js';
import { actingAccount } from './acting-account.js';
import { clientList, criteriaIdentifiers, type ProviderCriteria } from './client-list.js';
import { fieldError } from './field-error.js';
import { planChoiceRefusal } from './plan-choice.js';
import { refusals } from './refusals.js';
import { answerSchema } from '../../http/answer-schemas.js';

interface PinValidityBody {
  criteria?: ProviderCriteria | null;
  id: number;
  pin: string;
}

/**
 * Health plan lists and the PIN check:
 *
 * - `POST /api/clients/`: every plan (empty body), or the plans a provider's identifiers
 *   map to (criteria). Open to registration, so no session is needed; with one, `selected`
 *   and `isNew` say how the plans relate to the signed-in account.
 * - `POST /api/clients/pin/validity/`: whether a plan's PIN is right, compared with its
 *   scrypt hash; wrong PINs are rate-limited per client address (`codes`), since a PIN is
 *   short. A right PIN in a session is remembered for it (session_plan_pins), for the add-plans call.
 * - `POST /api/clients/getHealthPlan`: every plan, marked for the signed-in account (or an
 *   administrator's selected one); the management screens' health plan list, with the plan a
 *   health plan role holds as `healthPlanId` (its Health Plan Details form starts from it).
 * - `POST /api/clients/choice/validity` (ours): whether a health plan role may choose the plan
 *   (unsupported and single-sign-on plans are refused at the field, as Submit would), and
 *   whether it asks for its PIN (not when the signed-in account holds it already).
 */
const clientsRoutes: FastifyPluginAsync = async (app) => {
  const model = (name: string) => app.content.models.get(`api-clients-providers-${name}`) ?? {};

  app.post<{ Body: ProviderCriteria | undefined }>(
    '/clients/',
    {
      schema: {
        summary: 'Health plans: all of them, or those of a provider\'s identifiers',
        body: model('criteria'),
        response: { 200: answerSchema('client-list'), 400: errorsBodySchema },
      },
      // Body typed after this: the spec's { name } role becomes its id.
      preHandler: userRoleAsId(app.content, model('criteria')),
      // "None (all clients)": a call without a body is the same as an empty one.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request) => {
      const criteria = request.body ?? {};
      return {
        clientList: await clientList(app.db, {
          identifiers: criteriaIdentifiers(criteria),
          roleId: criteria.userRole ?? null,
          accountId: request.sessionUser?.selectedUserId,
        }),
      };
    },
  );

  app.post<{ Body: PinValidityBody }>(
    '/clients/pin/validity/',
    {
      schema: {
        summary: 'Whether the PIN of a health plan is right',
        body: model('pin-validity'),
        response: { 200: answerSchema('pin-validity'), 400: errorsBodySchema, 422: errorsBodySchema, 429: errorsBodySchema },
      },
      preHandler: userRoleAsId(app.content, model('pin-validity'), ['criteria']),
    },
    async (request, reply) => {
      if (!(await app.rateLimit(request, reply, 'codes'))) return reply;
      const { criteria, id, pin } = request.body;
      const client = await healthPlanPin(app.db, id);
      if (!client) return reply.code(422).send(fieldError(app.content, '/id', 'providerManagement.healthPlanUnknown'));
      // A plan without a PIN asks for none: there is nothing to get wrong.
      if (client.pin_hash === null) return { validity: true as const };
      const identifiers = criteriaIdentifiers(criteria);
      const ofProvider =
        identifiers.length === 0 ||
        (await clientList(app.db, { identifiers, roleId: criteria?.userRole ?? null, accountId: undefined })).some((plan) => plan.id === id);
      // Checked even when the plan is not the provider's, so both refusals take as long.
      const { ok } = await verifySecret(pin, client.pin_hash);
      if (!ok || !ofProvider) return reply.code(422).send(fieldError(app.content, '/pin', 'clients.pinMismatch'));
      // Only wrong guesses count: a provider registering several PIN plans is not a guesser.
      await app.refundRateLimit(request, 'codes');
      // Signed in, the proof is kept for the session: the spec's add-plans call carries no PIN.
      if (request.sessionKey) {
        await rememberProvenPin(app.db, request.sessionKey.idHash, id);
      }
      return { validity: true as const };
    },
  );

  app.post<{ Body: { id: number } }>(
    '/clients/choice/validity',
    {
      schema: {
        summary: 'Whether a health plan role may choose this plan, and whether it asks for its PIN',
        body: model('plan-choice'),
        response: { 200: answerSchema('plan-choice-validity'), 400: errorsBodySchema, 422: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const plan = await healthPlanChoice(app.db, request.body.id, request.sessionUser?.selectedUserId ?? null);
      const refusal = planChoiceRefusal(plan);
      if (refusal) return reply.code(422).send(fieldError(app.content, '/id', refusal));
      return { validity: true as const, pinRequired: plan?.pin_hash !== null && plan?.held !== true };
    },
  );

  app.post<{ Body: { userId?: number } | undefined }>(
    '/clients/getHealthPlan',
    {
      schema: {
        summary: 'Every health plan, marked for the signed-in account',
        body: model('health-plan'),
        response: { 200: answerSchema('account-client-list'), ...refusals },
      },
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      config: { access: { who: 'session' } },
    },
    async (request, reply) => {
      const account = await actingAccount(app.db, app.content, request, reply, request.body?.userId);
      if (!account) return reply;
      const plans = await clientList(app.db, { identifiers: [], roleId: null, accountId: account.id });
      const held = plans.find((plan) => plan.selected);
      return { clientList: plans, ...(held ? { healthPlanId: held.id } : {}) };
    },
  );
};

export default clientsRoutes;
