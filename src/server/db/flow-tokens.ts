import type { Queryable } from './database.js';
import { hashToken, newToken } from '../security/tokens.js';

/**
 * Token purposes of the recovery flow (tokens.purpose):
 * - lookup: the `userToken` answered by /user/find, proof that step 1 matched one account;
 * - recovery: answered by /user/securityanswers/validate, proof that the answers were right;
 * - reset: sent in the password-reset e-mail link;
 * - email-key: the opaque `body`/`data` that names the account's address without showing it;
 * - same-email: answered by a multi-factor registration whose address the identity provider
 *   knows, proof for the Yes or No that follows (routes/registration/okta-same-email-routes.ts).
 */
export type FlowPurpose = 'lookup' | 'recovery' | 'reset' | 'email-key' | 'same-email';

/** A live token as stored, with the flow state kept beside it. */
export interface LiveToken {
  id: number;
  userId: number;
  purpose: FlowPurpose;
  questionPositions: number[] | null;
  resetType: number | null;
  captchaHash: string | null;
  captchaLive: boolean;
}

interface TokenRow {
  id: string;
  user_id: string;
  purpose: FlowPurpose;
  question_positions: number[] | null;
  reset_type: number | null;
  captcha_hash: string | null;
  captcha_live: boolean | null;
}

/**
 * Issues a token for `userId` and stores only its hash. With `supersede`, every live token
 * of the same purpose for that user is voided first, so only the newest link or look-up works.
 */
export async function issueToken(
  tx: Queryable,
  userId: number,
  purpose: FlowPurpose,
  minutes: number,
  options: { supersede: boolean; resetType?: number } = { supersede: true },
): Promise<string> {
  if (options.supersede) {
    await tx.query(
      'UPDATE tokens SET voided_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND voided_at IS NULL',
      [userId, purpose],
    );
  }
  const token = newToken();
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING id`,
    [userId, purpose, hashToken(token), minutes],
  );
  await tx.query('INSERT INTO recovery_flows (token_id, reset_type) VALUES ($1, $2)', [rows[0]?.id, options.resetType ?? null]);
  return token;
}

/**
 * The token's row when it is live (right purpose, not used, not voided, not expired), else
 * undefined. Replayed, expired, tampered and superseded tokens all end here alike, so the
 * answer does not tell an attacker which of them a guess was.
 */
export async function findLiveToken(db: Queryable, token: string, purposes: readonly FlowPurpose[]): Promise<LiveToken | undefined> {
  const rows = await db.query<TokenRow>(
    `SELECT t.id, t.user_id, t.purpose, f.question_positions, f.reset_type, f.captcha_hash,
            (f.captcha_expires_at > now()) AS captcha_live
       FROM tokens t LEFT JOIN recovery_flows f ON f.token_id = t.id
      WHERE t.token_hash = $1 AND t.purpose = ANY($2::text[])
        AND t.used_at IS NULL AND t.voided_at IS NULL AND t.expires_at > now()`,
    [hashToken(token), [...purposes]],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    purpose: row.purpose,
    questionPositions: row.question_positions,
    resetType: row.reset_type,
    captchaHash: row.captcha_hash,
    captchaLive: row.captcha_live === true,
  };
}

/**
 * Marks a token used. Answers false when another request used it first: the UPDATE's
 * condition makes single use hold under concurrent replays.
 */
export async function consumeToken(tx: Queryable, tokenId: number): Promise<boolean> {
  const rows = await tx.query('UPDATE tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL AND voided_at IS NULL RETURNING id', [tokenId]);
  return rows.length === 1;
}

/** Voids every outstanding recovery token of a user (after a password change). */
export async function voidRecoveryTokens(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `UPDATE tokens SET voided_at = now()
      WHERE user_id = $1 AND purpose IN ('lookup', 'recovery', 'reset') AND used_at IS NULL AND voided_at IS NULL`,
    [userId],
  );
}

/**
 * Voids every outstanding token of a user, whatever it is for: a status staff set must not be
 * undone by a look-up, an answer or a link the account was given before.
 */
export async function voidAccountTokens(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE tokens SET voided_at = now() WHERE user_id = $1 AND used_at IS NULL AND voided_at IS NULL', [userId]);
}

/** Whether `token` is a live registration or recovery token: of the account `userId`, or of any account without it. */
export async function ownsFlowToken(db: Queryable, userId: number | undefined, token: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM tokens WHERE token_hash = $1 AND ($2::bigint IS NULL OR user_id = $2) AND purpose IN ('registration', 'recovery')
        AND used_at IS NULL AND voided_at IS NULL AND expires_at > now()`,
    [hashToken(token), userId ?? null],
  );
  return rows.length === 1;
}
