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
 * change it and a token is never spent on an account in another state. Answers whether the
 * link stands confirmed; an expired, voided, foreign or unknown token answers false.
 *
 * Reopening the link that confirmed the account answers true again, changing nothing, while
 * the token would still be live and the account is where a confirmation leads (under review,
 * or active once staff approved): mail scanners open links before the person does, who must
 * not then read that the link failed. Only the holder of that very token learns it, and only
 * what the first opening told them; its lifetime is not extended.
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
  if (rows.length === 1) return true;
  // Read after the update: a second click racing the first waits for its row lock, then finds it used here.
  const confirmed = await db.query(
    `SELECT 1 FROM tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.user_id = $2 AND t.purpose = $3
        AND t.used_at IS NOT NULL AND t.voided_at IS NULL AND t.expires_at > now()
        AND u.account_status IN (${sqlCodes(CODES.accountStatus.underReview)}, ${sqlCodes(CODES.accountStatus.active)})`,
    [hashToken(token), userId, PURPOSE],
  );
  return confirmed.length === 1;
}
