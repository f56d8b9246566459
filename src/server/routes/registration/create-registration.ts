import { insertAccountHealthPlan } from '../../db/account-health-plans.js';
import { insertIdentifier } from '../../db/account-identifiers.js';
import { isUniqueViolation, type Database, type Queryable } from '../../db/database.js';
import { addPasswordHistory } from '../../db/password-history.js';
import { issueRegistrationToken } from '../../db/registration-tokens.js';
import { insertAccount, releaseExpiredRegistrations } from '../../db/registrations.js';
import { addSecurityAnswer } from '../../db/security-answers.js';
import { hashSecret, normalizeAnswer } from '../../security/secret-hash.js';
import type { RegistrationBody, RegistrationPlan } from './check-registration.js';

/** Account status of a new registration: pending e-mail verification (spec section 4). */
const STATUS_PENDING_EMAIL = 2;

/** Thrown when a concurrent registration took the username or domain ID first. */
export class RegistrationTakenError extends Error {
  constructor(readonly field: 'username' | 'domainId') {
    super(`${field} taken`);
  }
}

/**
 * How the account proves its e-mail: by a registration link (direct; the password is kept
 * here), or by the identity provider's one-time code (multi-factor; the password lives at
 * the provider, so neither it nor a link token is stored here).
 */
export type RegistrationVariant = { kind: 'direct'; tokenLifetimeMinutes: number } | { kind: 'identityProvider' };

/** The new account and the token its link carries (for the mail only). */
export interface CreatedRegistration {
  userId: number;
  /** The link token (direct variant only). */
  token?: string;
  /** Where the link goes: the contact e-mail, or the username when it is the same. */
  contactEmail: string;
}

/**
 * Writes the mail that reports a new registration in the registration's transaction
 * (`Mailer.enqueue`); answers what starts its delivery once that has committed.
 */
export type RegistrationMail = (tx: Queryable, created: CreatedRegistration) => Promise<() => void>;

/**
 * The field whose address a registration's mail goes to: the contact e-mail, or the username
 * (an e-mail address) for internal staff, for "Use Same Email" and when no contact e-mail was given.
 */
export function contactFieldOf(body: RegistrationBody, plan: RegistrationPlan): 'email' | 'username' {
  return plan.internal || body.useSameEmail === true || !body.email ? 'username' : 'email';
}

/** The address a registration's mail goes to (see {@link contactFieldOf}). */
export function contactEmailOf(body: RegistrationBody, plan: RegistrationPlan): string {
  return contactFieldOf(body, plan) === 'email' ? (body.email as string) : body.username;
}

/**
 * Writes a checked registration in ONE transaction: first removes an expired registration that
 * held its username or domain ID (`releaseExpiredRegistrations`), then the account (status 2), its hashed
 * security answers, the password and its history row, the identifier per health plan,
 * the health plans, the registration token (direct variant) and, with `mail`, its e-mail in
 * the outbox, so a crash after the commit cannot leave an account whose link was never
 * mailed. Secrets are hashed before the transaction opens, so it holds no lock while scrypt runs.
 *
 * The unique indexes on lower(username) and lower(domain_id) are the real guard against
 * two registrations at once (the earlier check only gives the usual case a friendly
 * answer): a violation rolls everything back and becomes {@link RegistrationTakenError}.
 */
export async function createRegistration(
  db: Database,
  body: RegistrationBody,
  plan: RegistrationPlan,
  variant: RegistrationVariant,
  mail?: RegistrationMail,
): Promise<CreatedRegistration> {
  const keepsPassword = variant.kind === 'direct' && !plan.internal && body.password;
  const passwordHash = keepsPassword ? await hashSecret(body.password as string) : null;
  const answerHashes = await Promise.all(plan.answers.map((row) => hashSecret(normalizeAnswer(row.answer))));
  const contactEmail = contactEmailOf(body, plan);
  const blank = (value: string | null | undefined) => (value ? value : null);

  try {
    const { created, dispatch } = await db.transaction(async (tx) => {
      await releaseExpiredRegistrations(tx, body.username, plan.internal ? body.domainId : null, plan.credentialExpiryDays);
      const userId = await insertAccount(tx, {
        username: body.username,
        domainId: plan.internal ? body.domainId : null,
        firstName: body.firstName,
        lastName: body.lastName,
        email: contactEmail,
        passwordHash,
        accountStatus: STATUS_PENDING_EMAIL,
        // userRoleAsId replaced the role by its id before the rules ran.
        roleId: body.userRole as unknown as number,
        organizationName: body.organizationName,
        addressLine1: body.address.addressLine1,
        addressLine2: blank(body.address.addressLine2),
        city: body.address.city,
        state: body.address.state,
        zipCode: body.address.zipCode,
        phone: body.phone.number,
        phoneExtension: blank(body.phone.extension),
        fax: body.fax,
        isInternal: plan.internal,
        // Internal staff reset passwords in the company's own tool, never here (spec 8).
        externalUserFlag: plan.internal ? 'N' : 'Y',
        commercialProgram: body.commercialHealthplanSelected === true,
        oktaUserId: blank(body.oktaUserId),
        decisionSupportProgram: plan.decisionSupport,
      });
      for (const [index, row] of plan.answers.entries()) {
        await addSecurityAnswer(tx, userId, { position: row.position, questionId: row.questionId, answerHash: answerHashes[index] as string });
      }
      if (passwordHash) await addPasswordHistory(tx, userId, passwordHash);
      for (const clientId of plan.clientIds) {
        await insertAccountHealthPlan(tx, userId, clientId);
        if (plan.identifier) await insertIdentifier(tx, userId, plan.identifier.type, plan.identifier.value, clientId);
      }
      const token = variant.kind === 'direct' ? await issueRegistrationToken(tx, userId, variant.tokenLifetimeMinutes) : undefined;
      const made: CreatedRegistration = token === undefined ? { userId, contactEmail } : { userId, token, contactEmail };
      return { created: made, dispatch: mail ? await mail(tx, made) : undefined };
    });
    // Committed: the mail may go.
    dispatch?.();
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const constraint = String((error as { constraint?: unknown }).constraint ?? '');
      throw new RegistrationTakenError(constraint.includes('domain') ? 'domainId' : 'username');
    }
    throw error;
  }
}
