import type { ApiRegistrationCreate } from '../../../generated/types/api-registration-create.js';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';
import { schemaAtDataPath } from '../../../engine/schema/schema-at-path.js';
import type { FieldError } from '../../../engine/validation/field-error.js';
import type { Queryable } from '../../db/database.js';
import { directoryPlansForRole } from '../../db/provider-directory.js';
import { isInternalDomain, registrationPlan, registrationPlans, roleForRegistration, securityQuestionIds } from '../../db/registration-choices.js';
import { domainIdTaken, usernameTaken } from '../../db/registrations.js';
import type { PortalContent } from '../../plugins/portal-content.js';
import type { AccountRules } from '../../security/account-rules.js';
import { verifySecret } from '../../security/secret-hash.js';
import { fieldError } from './field-error.js';
import { zipFitsState, type ZipPrefixTable } from './zip-prefixes.js';

/**
 * A registration body of either variant: the multi-factor one (api-registration-okta-create)
 * is the direct one without security answers and with another password policy, so the
 * direct model's type describes both.
 */
export type RegistrationBody = ApiRegistrationCreate;

/** What the server rules need beside the body. */
export interface RegistrationCheckContext {
  db: Queryable;
  content: PortalContent;
  /** The bundled api-registration-create model (captions, identifier type titles). */
  model: SchemaNode;
  zipPrefixes: ZipPrefixTable;
  rules: Pick<AccountRules, 'securityQuestionsRequired' | 'credentialExpiryDays'>;
  /** False for the multi-factor variant, which has no security questions. */
  securityQuestions: boolean;
}

/** A provider identifier as it will be stored. */
export interface CheckedIdentifier {
  type: number;
  value: string;
}

/** What a valid registration writes, decided by the checks. */
export interface RegistrationPlan {
  internal: boolean;
  identifier?: CheckedIdentifier;
  /** Health plans tied to the account (selected providerClients, or the one healthPlan). */
  clientIds: number[];
  /** Security answers to keep, by position (1-based), or none when they are not asked. */
  answers: { position: number; questionId: number; answer: string }[];
  /** A provider chose the Medicare decision support program (offered only while CDS is on). */
  decisionSupport: boolean;
  /** Days after which a registration never confirmed holds no name: one holding this one's is removed as it is written. */
  credentialExpiryDays: number;
}

/** The outcome: field errors (and whether one is a conflict with an existing account), or the plan. */
export type RegistrationCheck =
  | { ok: false; errors: FieldError[]; conflict: boolean }
  | { ok: true; plan: RegistrationPlan };

/**
 * The rules of POST /api/user/registration that need the database or configuration,
 * run after the body passed its schema. Every rule runs, so the client gets all errors at
 * once, each on its field with the spec's text.
 */
export async function checkRegistration(ctx: RegistrationCheckContext, body: RegistrationBody): Promise<RegistrationCheck> {
  const { db, content, model } = ctx;
  const errors: FieldError[] = [];
  let conflict = false;
  const error = (path: string, messageId: string, params = {}) => errors.push(fieldError(content, model, path, messageId, params));

  // Internal users are told by the username's e-mail domain (reference data), not by the
  // client's flag; a flag that disagrees would register staff without a domain ID or
  // outsiders with one.
  const domain = body.username.slice(body.username.lastIndexOf('@') + 1);
  const internal = await isInternalDomain(db, domain);
  if (internal !== (body.isInternalUser === true)) error('/username', 'registration.internalDomainMismatch');

  if (await usernameTaken(db, body.username, ctx.rules.credentialExpiryDays)) {
    error('/username', 'username.taken');
    conflict = true;
  }
  if (internal && body.domainId) {
    if (await domainIdTaken(db, body.domainId, ctx.rules.credentialExpiryDays)) {
      error('/domainId', 'registration.domainIdTaken');
      conflict = true;
    }
  }

  if (!zipFitsState(ctx.zipPrefixes, body.address.zipCode, body.address.state)) error('/address/zipCode', 'registration.zipInvalid');

  const answers = await checkSecurityAnswers(ctx, body, internal, error);

  // userRoleAsId replaced the role by its id before the rules run.
  const role = await roleForRegistration(db, body.userRole as unknown as number);
  let identifier: CheckedIdentifier | undefined;
  let clientIds: number[] = [];
  let decisionSupport = false;
  if (!role || !role.registrable) {
    error('/userRole', 'field.invalid');
  } else if (role.kind === 'health_plan') {
    clientIds = await checkHealthPlan(ctx, body, error);
  } else {
    ({ identifier, clientIds } = await checkIdentifierAndPlans(ctx, body, error));
    decisionSupport = role.kind === 'provider' && content.config.switches.cdsEnabled && body.decisionSupportSelected === true;
    if (role.kind === 'provider' && body.commercialHealthplanSelected !== true && !decisionSupport) {
      // A provider registers for at least one application: commercial utilization review,
      // or (while the CDS switch is on) the Medicare decision support program.
      error('/commercialHealthplanSelected', 'registration.applicationRequired');
    }
  }

  if (errors.length > 0) return { ok: false, errors, conflict };
  return { ok: true, plan: { internal, identifier, clientIds, answers, decisionSupport, credentialExpiryDays: ctx.rules.credentialExpiryDays } };
}

type AddError = (path: string, messageId: string, params?: Record<string, string | number>) => void;

async function checkSecurityAnswers(ctx: RegistrationCheckContext, body: RegistrationBody, internal: boolean, error: AddError) {
  // Internal users set no password or questions (their password lives in the company's
  // directory), and the switch turns the questions off for everyone.
  if (internal || !ctx.securityQuestions || ctx.content.config.switches.securityQuestionsDisabled) return [];
  const rows = body.securityAnswers ?? [];
  const known = new Set(
    (await securityQuestionIds(ctx.db)).map((row) => Number(row.id)),
  );
  const answers: RegistrationPlan['answers'] = [];
  rows.forEach((row, index) => {
    const hasQuestion = typeof row.QuestionId === 'number';
    const hasAnswer = typeof row.Answer === 'string' && row.Answer !== '';
    if (hasQuestion && !known.has(row.QuestionId as number)) error(`/securityAnswers/${index}/QuestionId`, 'field.invalid');
    if (hasQuestion && hasAnswer) answers.push({ position: index + 1, questionId: row.QuestionId as number, answer: row.Answer as string });
  });
  for (let index = 0; index < ctx.rules.securityQuestionsRequired; index += 1) {
    const row = rows[index] ?? {};
    if (typeof row.QuestionId !== 'number') error(`/securityAnswers/${index}/QuestionId`, 'field.required');
    if (typeof row.Answer !== 'string' || row.Answer === '') error(`/securityAnswers/${index}/Answer`, 'field.required');
  }
  return answers;
}

async function checkHealthPlan(ctx: RegistrationCheckContext, body: RegistrationBody, error: AddError): Promise<number[]> {
  const id = body.healthPlan?.id;
  if (typeof id !== 'number') {
    error('/healthPlan', 'registration.healthPlanRequired');
    return [];
  }
  const client = await registrationPlan(ctx.db, id);
  if (!client) error('/healthPlan/id', 'field.invalid');
  else if (client.is_unsupported || client.is_sso) error('/healthPlan', 'registration.healthPlanUnsupported');
  return [id];
}

async function checkIdentifierAndPlans(
  ctx: RegistrationCheckContext,
  body: RegistrationBody,
  error: AddError,
): Promise<{ identifier?: CheckedIdentifier; clientIds: number[] }> {
  const identifiers = (body.providerIdentifiers ?? []).map((item) => ({ type: item.type as number, value: (item.value as string).trim() }));
  if (identifiers.length === 0) {
    error('/providerIdentifiers', 'field.required');
    return { clientIds: [] };
  }
  let duplicates = false;
  identifiers.forEach((item, index) => {
    if (identifiers.slice(0, index).some((earlier) => earlier.type === item.type && earlier.value === item.value)) {
      error(`/providerIdentifiers/${index}/value`, 'registration.identifierDuplicate');
      duplicates = true;
    }
  });
  if (duplicates) return { clientIds: [] };
  // The spec allows one identifier at registration; more are added after sign-in.
  if (identifiers.length > 1) {
    error('/providerIdentifiers/1', 'registration.identifierOnlyOne');
    return { clientIds: [] };
  }
  const identifier = identifiers[0] as CheckedIdentifier;
  const mapped = await directoryPlansForRole(ctx.db, identifier.type, identifier.value, body.userRole as unknown as number);
  if (mapped.length === 0) {
    error('/providerIdentifiers/0/value', 'registration.identifierMismatch', { type: identifierTypeTitle(ctx.model, identifier.type) });
    return { identifier, clientIds: [] };
  }
  const plansOfIdentifier = new Set(mapped.map((row) => Number(row.client_id)));

  const clients = body.providerClients ?? [];
  const selected = clients.map((client, index) => ({ client, index })).filter(({ client }) => client.selected === true);
  if (selected.length === 0) {
    error('/providerClients', 'registration.healthPlanRequired');
    return { identifier, clientIds: [] };
  }
  const ids = selected.map(({ client }) => client.id as number);
  const rows = await registrationPlans(ctx.db, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  for (const { client, index } of selected) {
    const row = byId.get(client.id as number);
    if (!row) error(`/providerClients/${index}/id`, 'field.invalid');
    else if (row.is_unsupported || row.is_sso) error(`/providerClients/${index}`, 'registration.healthPlanUnsupported');
    else if (!plansOfIdentifier.has(Number(row.id))) error(`/providerClients/${index}`, 'registration.healthPlanNotLinked', { healthPlan: row.name });
    else if (row.pin_hash && typeof client.pin === 'string' && client.pin !== '' && !(await verifySecret(client.pin, row.pin_hash)).ok) {
      error(`/providerClients/${index}/pin`, 'clients.pinMismatch');
    }
  }
  return { identifier, clientIds: [...new Set(ids)] };
}

/** "NPI", "Tax ID (TIN)"...: the identifier type's title in the model, as the form shows it. */
function identifierTypeTitle(model: SchemaNode, type: number): string {
  const typeSchema = schemaAtDataPath(model, '/providerIdentifiers/0/type');
  const options = Array.isArray(typeSchema?.oneOf) ? (typeSchema.oneOf as { const?: unknown; title?: string }[]) : [];
  return options.find((option) => option.const === type)?.title ?? 'Identifier';
}
