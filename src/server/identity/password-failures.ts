import type { Queryable } from '../db/database.js';
import { bruteForceParams, failureCountSql, type BruteForceRule } from '../security/brute-force.js';
import { IdentityProviderError } from './identity-provider-error.js';

const LOCK_COLUMNS = { count: 'failed_password_count', lastFailure: 'last_failed_password_at', lockedUntil: 'locked_until' };

/** What one counted wrong password did: whether the user is LOCKED_OUT now, and for how long. */
export interface PasswordFailure {
  lockedOut: boolean;
  /** Seconds the lock-out lasts; null when none or without an end (set by staff or demo data). */
  secondsLeft: number | null;
}

/**
 * Counts one wrong password of provider user `id` (sign-in or the current password of a
 * change) in one atomic UPDATE, with the portal's temporary lock-out rule
 * (security/brute-force.ts): from `failureFactor` failures the user is LOCKED_OUT until
 * `locked_until`. A user already locked out is not counted, so parallel guesses cannot
 * overshoot; they are answered as locked out.
 */
export async function countPasswordFailure(db: Queryable, id: string, rule: BruteForceRule): Promise<PasswordFailure> {
  const { next, lockedUntil } = failureCountSql(LOCK_COLUMNS, { f: 2, i: 3, m: 4, d: 5 });
  const rows = await db.query<{ locked: boolean; seconds_left: number | null }>(
    `UPDATE idp_users SET failed_password_count = ${next}, last_failed_password_at = now(),
            status = CASE WHEN ${lockedUntil} IS NULL THEN status ELSE 'LOCKED_OUT' END,
            locked_until = ${lockedUntil}, updated_at = now()
      WHERE id = $1 AND status <> 'LOCKED_OUT'
      RETURNING status = 'LOCKED_OUT' AS locked, ceil(extract(epoch FROM (locked_until - now())))::integer AS seconds_left`,
    [id, ...bruteForceParams(rule)],
  );
  const row = rows[0];
  if (!row) return { lockedOut: true, secondsLeft: await lockSecondsLeft(db, id) };
  return { lockedOut: row.locked, secondsLeft: row.seconds_left };
}

/** Seconds the lock-out of `id` still lasts (null: none, or one without an end). */
export async function lockSecondsLeft(db: Queryable, id: string): Promise<number | null> {
  const rows = await db.query<{ seconds_left: number | null }>(
    `SELECT ceil(extract(epoch FROM (locked_until - now())))::integer AS seconds_left FROM idp_users WHERE id = $1 AND status = 'LOCKED_OUT'`,
    [id],
  );
  const left = rows[0]?.seconds_left ?? null;
  return left !== null && left > 0 ? left : null;
}

/**
 * Ends a temporary lock-out whose wait is over (status back to ACTIVE; the failure count stays,
 * so the next wrong password locks again for longer). Run before every read of a user.
 */
export function endExpiredLockOut(db: Queryable, id: string) {
  return db.query(
    `UPDATE idp_users SET status = 'ACTIVE', locked_until = NULL, updated_at = now()
      WHERE id = $1 AND status = 'LOCKED_OUT' AND locked_until IS NOT NULL AND locked_until <= now()`,
    [id],
  );
}

/** The refusal of a locked-out user: 423 "Account is Locked", with the wait when it has one. */
export const lockedOutError = (secondsLeft: number | null) =>
  IdentityProviderError.of(423, 'identityProvider.lockedOut', '', undefined, secondsLeft ?? undefined);
