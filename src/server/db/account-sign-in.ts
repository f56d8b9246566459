import { bruteForceParams, failureCountSql, type BruteForceRule } from '../security/brute-force.js';
import type { Queryable } from './database.js';
import { CODES, sqlCodes } from '../rules/codes.js';

/**
 * What a password check knows of the account a username (or an internal user's domain ID)
 * names: shared by sign-in and the expired-password change, which must judge a password,
 * its lock and its age in the same way.
 */
export interface PasswordAccountRow {
  id: string;
  username: string;
  password_hash: string | null;
  account_status: number;
  /** A lock without an end (set by staff, or demo data): it holds for every source until an unlock. */
  locked: boolean;
  /** Wrong passwords from anywhere reached the `bruteForce` factor: every source must solve a captcha. */
  under_attack: boolean;
  /** How long the account stays under attack without a further failure. */
  attack_seconds_left: number | null;
  age_days: number;
  has_signed_in: boolean;
  password_age_days: number;
  /** The identity provider's user this account is linked to (multi-factor variant). */
  okta_user_id: string | null;
}

/** SQL: the account's lock holds (a lock without an end, set by staff or demo data, holds until an unlock). */
export const LOCK_HELD = '(locked_at IS NOT NULL AND (locked_until IS NULL OR locked_until > now()))';
/** SQL: a lock without an end, set by staff or demo data. */
const STAFF_LOCK = '(locked_at IS NOT NULL AND locked_until IS NULL)';
/**
 * SQL: the account-wide count of wrong passwords reached the factor and its wait lasts. This no
 * longer keeps anyone out (sources lock one by one, sign-in-sources.ts): it asks every source
 * for a captcha.
 */
const UNDER_ATTACK = '(locked_at IS NOT NULL AND locked_until > now())';

const LOCK_COLUMNS = { count: 'failed_sign_in_count', lastFailure: 'last_failed_sign_in_at', lockedUntil: 'locked_until' };

/** The account a sign-in name names: the username first, else the domain ID; undefined when none. */
export async function passwordAccountByName(db: Queryable, userName: string): Promise<PasswordAccountRow | undefined> {
  const rows = await db.query<PasswordAccountRow>(
    `SELECT id, username, password_hash, account_status, ${STAFF_LOCK} AS locked, ${UNDER_ATTACK} AS under_attack,
            ceil(extract(epoch FROM (locked_until - now())))::integer AS attack_seconds_left,
            floor(extract(epoch FROM (now() - created_at)) / 86400)::integer AS age_days,
            last_sign_in_at IS NOT NULL AS has_signed_in,
            floor(extract(epoch FROM (now() - coalesce(password_changed_at, created_at))) / 86400)::integer AS password_age_days,
            okta_user_id
       FROM users
      WHERE lower(username) = lower($1) OR lower(domain_id) = lower($1)
      ORDER BY lower(username) = lower($1) DESC
      LIMIT 1`,
    [userName],
  );
  return rows[0];
}

/** The account's failure count after one more wrong password, and whether it is now under attack. */
export interface SignInFailureRow {
  failed_sign_in_count: number;
  under_attack: boolean;
  attack_seconds_left: number | null;
}

/**
 * Counts one wrong password on the account, from any source, in one atomic UPDATE (the
 * `bruteForce` rule's count and wait, security/brute-force.ts): at the factor the account is
 * under attack for the wait. Undefined when it already was (or staff locked it), so parallel
 * guesses can neither pass nor overshoot the factor.
 */
export async function countSignInFailure(tx: Queryable, userId: number, rule: BruteForceRule): Promise<SignInFailureRow | undefined> {
  const { next, lockedUntil } = failureCountSql(LOCK_COLUMNS, { f: 2, i: 3, m: 4, d: 5 });
  const rows = await tx.query<SignInFailureRow>(
    `UPDATE users SET failed_sign_in_count = ${next}, last_failed_sign_in_at = now(),
            locked_at = CASE WHEN ${lockedUntil} IS NULL THEN NULL ELSE now() END,
            locked_until = ${lockedUntil}
      WHERE id = $1 AND NOT ${LOCK_HELD}
      RETURNING failed_sign_in_count, locked_until IS NOT NULL AS under_attack,
                ceil(extract(epoch FROM (locked_until - now())))::integer AS attack_seconds_left`,
    [userId, ...bruteForceParams(rule)],
  );
  return rows[0];
}

/**
 * Records a successful sign-in of an account not locked by staff and active (status 1): stamps
 * the sign-in, stores a rehashed password when given (null keeps the hash) and clears the
 * account-wide failures. While the account is under attack it signs in only with the captcha
 * solved (`captchaSolved`), and keeps the count: the owner getting in must not give the
 * stranger a fresh set of guesses without the captcha. False when it may not sign in now.
 */
export async function recordSignIn(tx: Queryable, userId: number, rehashed: string | null, captchaSolved: boolean): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE users SET failed_sign_in_count = CASE WHEN ${UNDER_ATTACK} THEN failed_sign_in_count ELSE 0 END,
            last_failed_sign_in_at = CASE WHEN ${UNDER_ATTACK} THEN last_failed_sign_in_at ELSE NULL END,
            locked_until = CASE WHEN ${UNDER_ATTACK} THEN locked_until ELSE NULL END,
            locked_at = CASE WHEN ${UNDER_ATTACK} THEN locked_at ELSE NULL END,
            last_sign_in_at = now(), password_hash = coalesce($2, password_hash)
      WHERE id = $1 AND NOT ${STAFF_LOCK} AND account_status = ${sqlCodes(CODES.accountStatus.active)} AND ($3 OR NOT ${UNDER_ATTACK}) RETURNING id`,
    [userId, rehashed, captchaSolved],
  );
  return updated.length > 0;
}
