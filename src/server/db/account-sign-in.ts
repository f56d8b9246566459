import { bruteForceParams, failureCountSql, type BruteForceRule } from '../security/brute-force.js';
import type { Queryable } from './database.js';

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
  locked: boolean;
  lock_seconds_left: number | null;
  age_days: number;
  has_signed_in: boolean;
  password_age_days: number;
  /** The identity provider's user this account is linked to (multi-factor variant). */
  okta_user_id: string | null;
}

/** SQL: the account's lock holds (a lock without an end, set by staff or demo data, holds until an unlock). */
export const LOCK_HELD = '(locked_at IS NOT NULL AND (locked_until IS NULL OR locked_until > now()))';

const LOCK_COLUMNS = { count: 'failed_sign_in_count', lastFailure: 'last_failed_sign_in_at', lockedUntil: 'locked_until' };

/** The account a sign-in name names: the username first, else the domain ID; undefined when none. */
export async function passwordAccountByName(db: Queryable, userName: string): Promise<PasswordAccountRow | undefined> {
  const rows = await db.query<PasswordAccountRow>(
    `SELECT id, username, password_hash, account_status, ${LOCK_HELD} AS locked,
            ceil(extract(epoch FROM (locked_until - now())))::integer AS lock_seconds_left,
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

/** The account's failure count after one more wrong password, and the lock it led to. */
export interface SignInFailureRow {
  failed_sign_in_count: number;
  locked: boolean;
  lock_seconds_left: number | null;
}

/**
 * Counts one wrong password of an unlocked account in one atomic UPDATE (the `bruteForce`
 * rule's count and wait, security/brute-force.ts); undefined when the account was already
 * locked, so parallel guesses can neither pass nor overshoot the factor.
 */
export async function countSignInFailure(tx: Queryable, userId: number, rule: BruteForceRule): Promise<SignInFailureRow | undefined> {
  const { next, lockedUntil } = failureCountSql(LOCK_COLUMNS, { f: 2, i: 3, m: 4, d: 5 });
  const rows = await tx.query<SignInFailureRow>(
    `UPDATE users SET failed_sign_in_count = ${next}, last_failed_sign_in_at = now(),
            locked_at = CASE WHEN ${lockedUntil} IS NULL THEN NULL ELSE now() END,
            locked_until = ${lockedUntil}
      WHERE id = $1 AND NOT ${LOCK_HELD}
      RETURNING failed_sign_in_count, locked_until IS NOT NULL AS locked,
                ceil(extract(epoch FROM (locked_until - now())))::integer AS lock_seconds_left`,
    [userId, ...bruteForceParams(rule)],
  );
  return rows[0];
}

/**
 * Records a successful sign-in of an account still unlocked and active (status 1): clears
 * failures and lock, stamps the sign-in and stores a rehashed password when given (null keeps
 * the hash). False when a parallel wrong guess locked it meanwhile, or it is no longer active.
 */
export async function recordSignIn(tx: Queryable, userId: number, rehashed: string | null): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE users SET failed_sign_in_count = 0, last_failed_sign_in_at = NULL, locked_at = NULL, locked_until = NULL,
            last_sign_in_at = now(), password_hash = coalesce($2, password_hash)
      WHERE id = $1 AND NOT ${LOCK_HELD} AND account_status = 1 RETURNING id`,
    [userId, rehashed],
  );
  return updated.length > 0;
}
