import type { Queryable } from '../db/database.js';
import { IdentityProviderError } from './identity-provider-error.js';

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
 * Ends a temporary lock-out whose wait is over (status back to ACTIVE). Wrong passwords no
 * longer set one (they lock out their source: db/sign-in-sources.ts); this ends those set
 * before migration 170. Run before every read of a user.
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
