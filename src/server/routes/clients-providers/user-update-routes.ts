import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { captionText } from '../../../engine/messages/format-message.js';
import { addAccountHealthPlan, detachOtherHealthPlans, replaceAccountHealthPlan } from '../../db/account-health-plans.js';
import { attachIdentifier, countIdentifierRows, distinctIdentifiersOfAccount } from '../../db/account-identifiers.js';
import { lockAccountRow, setCommercialProgram } from '../../db/acting-accounts.js';
import { isUniqueViolation, type Queryable } from '../../db/database.js';
import { healthPlanChoice, healthPlansNeedingPin, healthPlansWithAttachment } from '../../db/health-plans.js';
import { provenPinPlans } from '../../db/session-plan-pins.js';
import { errorsBodySchema, requestError, type ErrorsBody } from '../../http/api-errors.js';
import { userRoleAsId } from '../../http/user-role.js';
import { verifySecret } from '../../security/secret-hash.js';
import { actingAccount, identifiersReadOnly, type ActingAccount } from './acting-account.js';
import { identifierKey, identifierKnownForRole, plansOfIdentifiers, type IdentifierValue } from './directory-match.js';
import { fieldError, messageText } from './field-error.js';
import { identifierTypeLabels } from './identifier-types.js';
import { planChoiceRefusal } from './plan-choice.js';
import { refusals } from './refusals.js';
import { answerSchema } from '../../http/answer-schemas.js';

/** A health plan as the update model's providerClients carry it (only these fields are read). */
interface ClientChoice {
  id: number;
  selected?: boolean | null;
  /** The PIN typed for a plan that asks for one (the client list's `pin: true`). */
  pin?: boolean | string | null;
}

/** The spec's user update model. */
interface UserUpdateBody {
  userId: number;
  userRole: number;
  userName?: string | null;
  providerClients?: ClientChoice[] | null;
  providerIdentifiers?: IdentifierValue[] | null;
  /** A health plan role's one plan, with the PIN typed when the plan asks for one. */
  healthPlan?: { id: number; pin?: string | null } | null;
  commercialHealthplanSelected?: boolean | null;
  geneticCounselor?: boolean | null;
}

/** A refusal found inside a transaction: thrown to roll it back, answered as is. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorsBody,
  ) {
    super('refused');
  }
}

/**
 * Changing what an account is tied to:
 *
 * - `POST /api/user/update`: adds provider identifiers (each checked against the directory
 *   for the account's role, no duplicates) to the selected health plans they map to; a
 *   health plan role's update sets its one health plan instead.
 * - `POST /api/user/update/updateuserhealthplan`: the selected health plans become the
 *   account's plans: identifiers are attached to each selected plan they map to and removed
 *   from the others, never down to no identifier at all.
 * - `POST /api/userconfig/addHealthPlan/`: adds plans (ids joined by semicolons), attaching
 *   the account's identifiers that map to them.
 *
 * Plans that ask for a PIN are attached only with their PIN (checked against its hash and
 * rate-limited), so the screens' PIN check cannot be skipped by calling these directly.
 */
const userUpdateRoutes: FastifyPluginAsync = async (app) => {
  const model = (name: string) => app.content.models.get(`api-clients-providers-${name}`) ?? {};
  const labels = identifierTypeLabels(app.content.models.get('api-clients-providers-provider-validity'), app.content.catalogue);
  const responses = { 200: answerSchema('success-message'), ...refusals, 409: errorsBodySchema, 429: errorsBodySchema };
  // Body typed after this: the spec's { name } role becomes its id.
  const roleAsId = userRoleAsId(app.content, model('user-update'));

  app.post<{ Body: UserUpdateBody }>(
    '/user/update',
    {
      schema: { summary: 'Add provider identifiers (or set the health plan) of the account', body: model('user-update'), response: responses },
      config: { access: { who: 'session' } },
      preHandler: roleAsId,
    },
    async (request, reply) => updateAccount(request, reply, false),
  );

  app.post<{ Body: UserUpdateBody }>(
    '/user/update/updateuserhealthplan',
    {
      schema: { summary: 'Make the selected health plans the account\'s plans', body: model('user-update'), response: responses },
      config: { access: { who: 'session' } },
      preHandler: roleAsId,
    },
    async (request, reply) => updateAccount(request, reply, true),
  );

  app.post<{ Body: { userId: number; clients: string } }>(
    '/userconfig/addHealthPlan/',
    { schema: { summary: 'Add health plans to the account', body: model('add-health-plan'), response: responses }, config: { access: { who: 'session' } } },
    async (request, reply) => {
      const account = await actingAccount(app.db, app.content, request, reply, request.body.userId);
      if (!account) return reply;
      if (identifiersReadOnly(request, account)) return reply.code(403).send(requestError(app.content, 'providerManagement.ssoReadOnly'));
      const ids = [...new Set(request.body.clients.split(';').filter(Boolean).map(Number))];
      const plans = await healthPlansNeedingPin(app.db, ids);
      if (plans.length !== ids.length) return reply.code(422).send(fieldError(app.content, '/clients', 'providerManagement.healthPlanUnknown'));
      // The payload carries no PIN (the spec's call): a plan that asks for one is added once this
      // session proved its PIN with POST /api/clients/pin/validity/, else refused naming it
      // rather than skipped (a silent skip would answer "added" for a plan that was not).
      const provenIds = await provenPinPlans(app.db, request.sessionKey?.idHash ?? '', ids);
      const pinPlan = plans.find((plan) => plan.has_pin && !provenIds.has(Number(plan.id)));
      if (pinPlan) return reply.code(422).send(fieldError(app.content, '/clients', 'providerManagement.healthPlanNeedsPin', { name: pinPlan.name }));
      await app.db.transaction(async (tx) => {
        for (const id of ids) await addAccountHealthPlan(tx, account.id, id);
        const existing = await accountIdentifiers(tx, account.id);
        const mapped = await plansOfIdentifiers(tx, existing, account.roleId);
        for (const identifier of existing) {
          for (const clientId of mapped.get(identifierKey(identifier.type, identifier.value)) ?? []) {
            if (ids.includes(clientId)) await attach(tx, account.id, identifier, clientId);
          }
        }
      });
      return { success: true as const, message: messageText(app.content, 'providerManagement.healthPlansAdded') };
    },
  );

  async function updateAccount(request: FastifyRequest<{ Body: UserUpdateBody }>, reply: FastifyReply, syncPlans: boolean) {
    const body = request.body;
    const account = await actingAccount(app.db, app.content, request, reply, body.userId);
    if (!account) return reply;
    const identifiers = body.providerIdentifiers ?? [];
    try {
      // Before any write, the health plan role's one included: a single sign-on account's ties are read-only.
      if (identifiersReadOnly(request, account)) throw new Refusal(403, requestError(app.content, 'providerManagement.ssoReadOnly'));
      if (body.healthPlan && identifiers.length === 0) {
        if (!(await setHealthPlan(request, reply, account, body.healthPlan))) return reply;
        return { success: true as const, message: messageText(app.content, 'providerManagement.healthPlansAdded') };
      }
      if (!syncPlans && identifiers.length === 0) {
        throw new Refusal(422, fieldError(app.content, '/providerIdentifiers', 'field.required', { caption: 'Provider Identifiers' }));
      }
      const selected = await selectedPlans(request, reply, account, body.providerClients ?? []);
      if (!selected) return reply;
      // The stored role is the authority: a payload cannot borrow another role's directory rights.
      const roleId = account.roleId ?? body.userRole;
      for (const [index, identifier] of identifiers.entries()) {
        if (!(await identifierKnownForRole(app.db, identifier, roleId))) {
          throw new Refusal(422, fieldError(app.content, `/providerIdentifiers/${index}/value`, 'registration.identifierMismatch', { type: labels.get(identifier.type) ?? '' }));
        }
      }
      await app.db.transaction(async (tx) => {
        await lockAccountRow(tx, account.id);
        await addIdentifiers(tx, account, roleId, identifiers, selected);
        if (syncPlans) await syncAccountPlans(tx, account, roleId, selected);
        if (typeof body.commercialHealthplanSelected === 'boolean') {
          await setCommercialProgram(tx, account.id, body.commercialHealthplanSelected);
        }
      });
      const done = syncPlans ? 'providerManagement.healthPlansAdded' : 'providerManagement.identifiersAdded';
      return { success: true as const, message: messageText(app.content, done) };
    } catch (error) {
      if (error instanceof Refusal) return reply.code(error.status).send(error.body);
      // Two saves adding one identifier at once: the unique index lets one through.
      if (isUniqueViolation(error)) return reply.code(422).send(fieldError(app.content, '/providerIdentifiers', 'registration.identifierDuplicate'));
      throw error;
    }
  }

  /**
   * A health plan role's one plan replaces whatever plan the account had. An unsupported or
   * single-sign-on plan is refused as registration refuses it; a plan that asks for a PIN is
   * taken only with its right PIN (rate-limited like the PIN validity call), unless the account
   * holds it already (Save without a change). False after a 429.
   */
  async function setHealthPlan(request: FastifyRequest, reply: FastifyReply, account: ActingAccount, choice: { id: number; pin?: string | null }): Promise<boolean> {
    const clientId = choice.id;
    const plan = await healthPlanChoice(app.db, clientId, account.id);
    const refusal = planChoiceRefusal(plan);
    if (!plan || refusal) throw new Refusal(422, fieldError(app.content, '/healthPlan/id', refusal ?? 'providerManagement.healthPlanUnknown'));
    const pinHash = plan.pin_hash;
    if (pinHash !== null && !plan.held) {
      if (typeof choice.pin !== 'string' || choice.pin === '') {
        throw new Refusal(422, fieldError(app.content, '/healthPlan/pin', 'field.required', { caption: captionText(app.content.catalogue, 'caption.pin') }));
      }
      if (!(await app.rateLimit(request, reply, 'codes'))) return false;
      const ok = (await verifySecret(choice.pin, pinHash)).ok;
      if (!ok) throw new Refusal(422, fieldError(app.content, '/healthPlan/pin', 'clients.pinMismatch'));
      await app.refundRateLimit(request, 'codes');
    }
    await app.db.transaction((tx) => replaceAccountHealthPlan(tx, account.id, clientId));
    return true;
  }

  /**
   * The plans chosen in providerClients (selected: true), each known, and each that asks for
   * a PIN and is not yet the account's sent with its right PIN. Undefined after a 429.
   * "The account's" means identifiers on it: a bare user_clients row proves no PIN was given.
   */
  async function selectedPlans(request: FastifyRequest, reply: FastifyReply, account: ActingAccount, choices: readonly ClientChoice[]): Promise<Set<number> | undefined> {
    const chosen = choices.map((choice, index) => ({ choice, index })).filter(({ choice }) => choice.selected === true);
    if (chosen.length === 0) throw new Refusal(422, fieldError(app.content, '/providerClients', 'providerManagement.healthPlanRequired'));
    const ids = [...new Set(chosen.map(({ choice }) => choice.id))];
    const plans = await healthPlansWithAttachment(app.db, ids, account.id);
    const byId = new Map(plans.map((plan) => [Number(plan.id), plan]));
    let rateCounted = false;
    for (const { choice, index } of chosen) {
      const plan = byId.get(choice.id);
      if (!plan) throw new Refusal(422, fieldError(app.content, `/providerClients/${index}/id`, 'providerManagement.healthPlanUnknown'));
      if (plan.pin_hash === null || plan.attached) continue;
      if (!rateCounted) {
        if (!(await app.rateLimit(request, reply, 'codes'))) return undefined;
        rateCounted = true;
      }
      const ok = typeof choice.pin === 'string' && (await verifySecret(choice.pin, plan.pin_hash)).ok;
      if (!ok) throw new Refusal(422, fieldError(app.content, `/providerClients/${index}/pin`, 'clients.pinMismatch'));
    }
    // Every PIN was right: the try was no guess, so it gives its place back (as a single plan's PIN does).
    if (rateCounted) await app.refundRateLimit(request, 'codes');
    return new Set(ids);
  }

  /** New identifiers, each attached to the selected plans it maps to; none may be on the account already. */
  async function addIdentifiers(tx: Queryable, account: ActingAccount, roleId: number, identifiers: readonly IdentifierValue[], selected: ReadonlySet<number>) {
    if (identifiers.length === 0) return;
    const existing = new Set((await accountIdentifiers(tx, account.id)).map((identifier) => identifierKey(identifier.type, identifier.value)));
    const mapped = await plansOfIdentifiers(tx, identifiers, roleId);
    for (const [index, identifier] of identifiers.entries()) {
      const key = identifierKey(identifier.type, identifier.value);
      const path = `/providerIdentifiers/${index}/value`;
      if (existing.has(key)) throw new Refusal(422, fieldError(app.content, path, 'registration.identifierDuplicate'));
      const targets = [...(mapped.get(key) ?? [])].filter((clientId) => selected.has(clientId));
      if (targets.length === 0) throw new Refusal(422, fieldError(app.content, path, 'providerManagement.noMatchingPlan', { type: labels.get(identifier.type) ?? '' }));
      for (const clientId of targets) await attach(tx, account.id, identifier, clientId);
    }
  }

  /** The selected plans become the account's: attach to each, detach from the rest, keep one identifier. */
  async function syncAccountPlans(tx: Queryable, account: ActingAccount, roleId: number, selected: ReadonlySet<number>) {
    const kept = [...selected];
    const existing = await accountIdentifiers(tx, account.id);
    const mapped = await plansOfIdentifiers(tx, existing, roleId);
    for (const identifier of existing) {
      for (const clientId of mapped.get(identifierKey(identifier.type, identifier.value)) ?? []) {
        if (selected.has(clientId)) await attach(tx, account.id, identifier, clientId);
      }
    }
    await detachOtherHealthPlans(tx, account.id, kept);
    for (const clientId of kept) await addAccountHealthPlan(tx, account.id, clientId);
    if (existing.length > 0 && (await countIdentifierRows(tx, account.id)) === 0) throw new Refusal(409, requestError(app.content, 'providerManagement.lastIdentifier'));
  }
};

/** The account's distinct identifiers (type and value), whatever plans they are attached to. */
async function accountIdentifiers(db: Queryable, userId: number): Promise<IdentifierValue[]> {
  const rows = await distinctIdentifiersOfAccount(db, userId);
  return rows.map((row) => ({ type: Number(row.identifier_type), value: row.identifier_value }));
}

/** Attaches an identifier to a plan; already attached is fine. */
async function attach(db: Queryable, userId: number, identifier: IdentifierValue, clientId: number) {
  await attachIdentifier(db, userId, identifier.type, identifier.value, clientId);
}

export default userUpdateRoutes;
