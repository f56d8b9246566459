import type { Queryable } from './database.js';
import { CODES, sqlCodes } from '../rules/codes.js';

/** SQL: pending e-mail verification and not yet linked to the identity provider. */
const PENDING_UNLINKED = `account_status = ${sqlCodes(CODES.accountStatus.pendingEmailVerification)} AND okta_user_id IS NULL`;

/**
 * SQL: a registration never confirmed whose credentials expired, `$days` days after it was
 * made (the spec: "username and password expire if unused within 60 days of registration";
 * its link lives as long). It can neither confirm its e-mail nor sign in, so it holds no
 * name: kept, someone who typed another person's e-mail address as a username would keep
 * its owner out for good.
 */
const expiredRegistration = (days: string) =>
  `${PENDING_UNLINKED} AND last_sign_in_at IS NULL AND created_at <= now() - make_interval(days => ${days}::integer)`;

/** Whether an account holds this value of a name column (any case); an expired registration holds none. */
async function nameHeld(db: Queryable, column: 'username' | 'domain_id', value: string, credentialExpiryDays: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM users WHERE lower(${column}) = lower($1) AND NOT (${expiredRegistration('$2')})`, [value, credentialExpiryDays]);
  return rows.length > 0;
}

/** Whether an account has this username (any case); an expired registration holds none. */
export function usernameTaken(db: Queryable, username: string, credentialExpiryDays: number): Promise<boolean> {
  return nameHeld(db, 'username', username, credentialExpiryDays);
}

/** Whether an account has this domain ID (any case); an expired registration holds none. */
export function domainIdTaken(db: Queryable, domainId: string, credentialExpiryDays: number): Promise<boolean> {
  return nameHeld(db, 'domain_id', domainId, credentialExpiryDays);
}

/**
 * Removes the expired registrations (see `expiredRegistration`) that hold this username or
 * domain ID, inside the transaction that writes the new registration taking them.
 */
export async function releaseExpiredRegistrations(tx: Queryable, username: string, domainId: string | null | undefined, credentialExpiryDays: number): Promise<void> {
  await tx.query(
    `DELETE FROM users WHERE (lower(username) = lower($1) OR lower(domain_id) = lower($2)) AND ${expiredRegistration('$3')}`,
    [username, domainId ?? null, credentialExpiryDays],
  );
}

/** A new account's columns as registration writes them (null where not given). */
export interface NewAccount {
  username: string;
  domainId: string | null | undefined;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  accountStatus: number;
  roleId: number;
  organizationName: string | null | undefined;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  phoneExtension: string | null;
  fax: string | null | undefined;
  isInternal: boolean;
  /** 'Y' when the account may reset its password here, 'N' for internal staff (spec 8). */
  externalUserFlag: 'Y' | 'N';
  commercialProgram: boolean;
  oktaUserId: string | null;
  decisionSupportProgram: boolean;
}

/**
 * Inserts a registration's account and answers its id; the password's change time is now
 * when a password is kept. The unique indexes on lower(username) and lower(domain_id) throw
 * a unique violation when a concurrent registration took either first.
 */
export async function insertAccount(tx: Queryable, account: NewAccount): Promise<number> {
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO users (username, domain_id, first_name, last_name, email, password_hash, account_status, role_id,
                        organization_name, address_line1, address_line2, city, state, zip_code, phone, phone_extension, fax,
                        is_internal, external_user_flg, commercial_program, okta_user_id, decision_support_program, password_changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
             CASE WHEN $6::text IS NULL THEN NULL ELSE now() END)
     RETURNING id`,
    [
      account.username,
      account.domainId,
      account.firstName,
      account.lastName,
      account.email,
      account.passwordHash,
      account.accountStatus,
      account.roleId,
      account.organizationName,
      account.addressLine1,
      account.addressLine2,
      account.city,
      account.state,
      account.zipCode,
      account.phone,
      account.phoneExtension,
      account.fax,
      account.isInternal,
      account.externalUserFlag,
      account.commercialProgram,
      account.oktaUserId,
      account.decisionSupportProgram,
    ],
  );
  return Number(inserted[0]?.id);
}

/** Removes an account still pending e-mail verification, so the person may register again. */
export async function deletePendingAccount(db: Queryable, userId: number | string): Promise<void> {
  await db.query(`DELETE FROM users WHERE id = $1 AND account_status = ${sqlCodes(CODES.accountStatus.pendingEmailVerification)}`, [userId]);
}

/** The account a multi-factor registration staged for this e-mail (username, any case); undefined when none. */
export async function stagedProviderAccount(db: Queryable, email: string): Promise<{ id: string; okta_user_id: string } | undefined> {
  const [account] = await db.query<{ id: string; okta_user_id: string }>(
    `SELECT id, okta_user_id FROM users
      WHERE lower(username) = lower($1) AND okta_user_id IS NOT NULL AND migration_status = 'S'`,
    [email],
  );
  return account;
}

/** Moves an account still pending e-mail verification to `status`. */
export async function confirmPendingAccount(db: Queryable, userId: number | string, status: number): Promise<void> {
  await db.query(`UPDATE users SET account_status = $2 WHERE id = $1 AND account_status = ${sqlCodes(CODES.accountStatus.pendingEmailVerification)}`, [userId, status]);
}

/**
 * Locks (FOR UPDATE, inside the caller's transaction) the pending, unlinked account with this
 * id and username; undefined when there is none such.
 */
export async function lockPendingUnlinkedAccount(tx: Queryable, userId: number, email: string): Promise<{ id: string; username: string } | undefined> {
  const [account] = await tx.query<{ id: string; username: string }>(
    `SELECT id, username FROM users WHERE id = $1 AND lower(username) = lower($2) AND ${PENDING_UNLINKED} FOR UPDATE`,
    [userId, email],
  );
  return account;
}

/** Removes the account if it is still pending and unlinked. */
export async function deletePendingUnlinkedAccount(tx: Queryable, userId: number | string): Promise<void> {
  await tx.query(`DELETE FROM users WHERE id = $1 AND ${PENDING_UNLINKED}`, [userId]);
}
