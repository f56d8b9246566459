import { isUniqueViolation, type Database } from '../../db/database.js';
import { hashSecret, normalizeAnswer } from '../../security/secret-hash.js';
import type { RegistrationBody, RegistrationPlan } from './check-registration.js';
import { issueRegistrationToken } from './registration-token.js';

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
 * Writes a checked registration in ONE transaction: the account (status 2), its hashed
 * security answers, the password and its history row, the identifier per health plan,
 * the health plans, and the registration token (direct variant). Secrets are hashed before the transaction
 * opens, so it holds no lock while scrypt runs.
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
): Promise<CreatedRegistration> {
  const keepsPassword = variant.kind === 'direct' && !plan.internal && body.password;
  const passwordHash = keepsPassword ? await hashSecret(body.password as string) : null;
  const answerHashes = await Promise.all(plan.answers.map((row) => hashSecret(normalizeAnswer(row.answer))));
  const contactEmail = plan.internal || body.useSameEmail === true || !body.email ? body.username : body.email;
  const blank = (value: string | null | undefined) => (value ? value : null);

  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO users (username, domain_id, first_name, last_name, email, password_hash, account_status, role_id,
                            organization_name, address_line1, address_line2, city, state, zip_code, phone, phone_extension, fax,
                            is_internal, external_user_flg, commercial_program, okta_user_id, decision_support_program, password_changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
                 CASE WHEN $6::text IS NULL THEN NULL ELSE now() END)
         RETURNING id`,
        [
          body.username,
          plan.internal ? body.domainId : null,
          body.firstName,
          body.lastName,
          contactEmail,
          passwordHash,
          STATUS_PENDING_EMAIL,
          body.userRole,
          body.organizationName,
          body.address.addressLine1,
          blank(body.address.addressLine2),
          body.address.city,
          body.address.state,
          body.address.zipCode,
          body.phone.number,
          blank(body.phone.extension),
          body.fax,
          plan.internal,
          // Internal staff reset passwords in the company's own tool, never here (spec 8).
          plan.internal ? 'N' : 'Y',
          body.commercialHealthplanSelected === true,
          blank(body.oktaUserId),
          plan.decisionSupport,
        ],
      );
      const userId = Number(inserted[0]?.id);
      for (const [index, row] of plan.answers.entries()) {
        await tx.query('INSERT INTO user_security_answers (user_id, position, question_id, answer_hash) VALUES ($1, $2, $3, $4)', [
          userId,
          row.position,
          row.questionId,
          answerHashes[index],
        ]);
      }
      if (passwordHash) {
        await tx.query('INSERT INTO password_history (user_id, password_hash) VALUES ($1, $2)', [userId, passwordHash]);
      }
      for (const clientId of plan.clientIds) {
        await tx.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [userId, clientId]);
        if (plan.identifier) {
          await tx.query('INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id) VALUES ($1, $2, $3, $4)', [
            userId,
            plan.identifier.type,
            plan.identifier.value,
            clientId,
          ]);
        }
      }
      if (variant.kind === 'identityProvider') return { userId, contactEmail };
      const token = await issueRegistrationToken(tx, userId, variant.tokenLifetimeMinutes);
      return { userId, token, contactEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const constraint = String((error as { constraint?: unknown }).constraint ?? '');
      throw new RegistrationTakenError(constraint.includes('domain') ? 'domainId' : 'username');
    }
    throw error;
  }
}
