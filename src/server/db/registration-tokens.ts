import type { Queryable } from './database.js';
import { hashToken, newToken } from '../security/tokens.js';
import { CODES, sqlCodes } from '../rules/codes.js';

const PURPOSE = 'registration';

/**
 * Issues a registration link token for the account and answers it (only its hash is
 * stored). Any older registration token still open is voided first: the newest e-mail is
 * the only one whose link works. Call inside the transaction that needs it.
 */
export async function issueRegistrationToken(tx: Queryable, userId: number, lifetimeMinutes: number): Promise<string> {
  await tx.query(
    `UPDATE tokens SET voided_at = now()
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND voided_at IS NULL`,
    [userId, PURPOSE],
  );
  const token = newToken();
  await tx.query(
    `INSERT INTO tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [userId, PURPOSE, hashToken(token), lifetimeMinutes],
  );
  return token;
}

/**
 * Confirms a registration: uses the token and moves the account from pending e-mail
 * verification to under review, in one statement, so two clicks at once cannot both
 * succeed and a token is never spent on an account in another state. Answers whether it
 * worked; a replayed, expired, voided, foreign or unknown token answers false.
 */
export async function confirmRegistration(db: Queryable, userId: number, token: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `WITH spent AS (
       UPDATE tokens SET used_at = now()
        WHERE token_hash = $1 AND user_id = $2 AND purpose = $3
          AND used_at IS NULL AND voided_at IS NULL AND expires_at > now()
          AND EXISTS (SELECT 1 FROM users WHERE id = $2 AND account_status = ${sqlCodes(CODES.accountStatus.pendingEmailVerification)})
        RETURNING user_id)
     UPDATE users SET account_status = ${sqlCodes(CODES.accountStatus.underReview)} FROM spent WHERE users.id = spent.user_id RETURNING users.id`,
    [hashToken(token), userId, PURPOSE],
  );
  return rows.length === 1;
}
