import { CODES } from '../rules/codes.js';
import { LOCK_HELD } from './account-sign-in.js';
import type { Queryable } from './database.js';
import { voidAccountTokens } from './flow-tokens.js';
import { clearAccountSourceFailures } from './sign-in-sources.js';

/**
 * The self-service unlock: clears the lock and the failures counted (every source's too) of an account that is
 * `activeStatus`, and never changes its status (a status staff set stays). Answers whether the
 * account was active, so unlocked.
 */
export async function unlockAccount(tx: Queryable, userId: number, activeStatus: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE users SET failed_sign_in_count = 0, last_failed_sign_in_at = NULL, locked_at = NULL, locked_until = NULL WHERE id = $1 AND account_status = $2 RETURNING id',
    [userId, activeStatus],
  );
  if (rows.length === 1) await clearAccountSourceFailures(tx, userId);
  return rows.length === 1;
}

/** What an account was before staff set its status: its status and whether a lock held. */
export interface StatusBefore {
  accountStatus: number;
  locked: boolean;
}

/**
 * Sets the account's status (staff's decision); making it active (1) also lifts a lock and its
 * failure count. Every outstanding token of the account is voided with it, so none can undo
 * the decision. Run it inside the caller's transaction. Answers what the account was before
 * (for the audit: making a locked account active is an unlock), or undefined when it is unknown.
 */
export async function setAccountStatus(tx: Queryable, userId: number, accountStatus: number): Promise<StatusBefore | undefined> {
  await voidAccountTokens(tx, userId);
  const rows = await tx.query<{ account_status: number; locked: boolean }>(
    `UPDATE users SET account_status = $2,
            failed_sign_in_count = CASE WHEN $2 = 1 THEN 0 ELSE users.failed_sign_in_count END,
            locked_at = CASE WHEN $2 = 1 THEN NULL ELSE users.locked_at END,
            locked_until = CASE WHEN $2 = 1 THEN NULL ELSE users.locked_until END
       FROM (SELECT id, account_status, ${LOCK_HELD} AS locked FROM users WHERE id = $1 FOR UPDATE) AS before
      WHERE users.id = before.id
      RETURNING before.account_status, before.locked`,
    [userId, accountStatus],
  );
  if (accountStatus === CODES.accountStatus.active) await clearAccountSourceFailures(tx, userId);
  const [before] = rows;
  return before && { accountStatus: before.account_status, locked: before.locked };
}

/** Sets the Carelon id of the account with this username (any case); answers its id, or undefined when there is none. */
export async function setCarelonId(db: Queryable, username: string, carelonId: string): Promise<number | undefined> {
  const rows = await db.query<{ id: string }>('UPDATE users SET carelon_id = $2 WHERE lower(username) = lower($1) RETURNING id', [username, carelonId]);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** The identity-provider status columns an administrator may set. */
export type ProviderStatusColumn = 'migration_status' | 'identity_status';

/** Sets one of the identity-provider status columns of the account. */
export async function setProviderStatus(db: Queryable, userId: number, column: ProviderStatusColumn, status: string): Promise<void> {
  // The column is one of the two literals of ProviderStatusColumn, never input.
  const name = column === 'migration_status' ? 'migration_status' : 'identity_status';
  await db.query(`UPDATE users SET ${name} = $2 WHERE id = $1`, [userId, status]);
}

/** The identity-provider user the account is linked to; undefined when the account is unknown. */
export async function providerUserOf(db: Queryable, userId: number): Promise<{ okta_user_id: string | null } | undefined> {
  const [link] = await db.query<{ okta_user_id: string | null }>('SELECT okta_user_id FROM users WHERE id = $1', [userId]);
  return link;
}

/**
 * Locks (FOR UPDATE) the account if it still has this password hash and status and is not
 * locked: the expired-password change's proof that nothing changed since the check.
 */
export async function lockIfUnchanged(tx: Queryable, userId: number, passwordHash: string | null, accountStatus: number): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM users WHERE id = $1 AND password_hash = $2 AND account_status = $3 AND NOT ${LOCK_HELD} FOR UPDATE`, [
    userId,
    passwordHash,
    accountStatus,
  ]);
  return rows.length > 0;
}

/**
 * Stores a new password: its change time is now and every sign-in failure and lock is
 * cleared (the password's history row is written by password-history.ts).
 */
export async function storeNewPassword(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.query(
    `UPDATE users SET password_hash = $2, password_changed_at = now(),
            failed_sign_in_count = 0, last_failed_sign_in_at = NULL, locked_at = NULL, locked_until = NULL
      WHERE id = $1`,
    [userId, passwordHash],
  );
  await clearAccountSourceFailures(tx, userId);
}
