import type { Queryable } from './database.js';

/** Keeps a captcha's text (hashed) with the look-up token, valid as long as the token. */
export async function storeCaptcha(db: Queryable, tokenId: number, captchaHash: string): Promise<void> {
  await db.query(`UPDATE recovery_flows SET captcha_hash = $2, captcha_expires_at = (SELECT expires_at FROM tokens WHERE id = $1) WHERE token_id = $1`, [
    tokenId,
    captchaHash,
  ]);
}

/**
 * Spends the token's captcha when the hash matches and it has not expired, atomically: of
 * parallel requests carrying the same solved text only one gets the row. False otherwise.
 */
export async function spendCaptcha(db: Queryable, tokenId: number, captchaHash: string): Promise<boolean> {
  const spent = await db.query(
    'UPDATE recovery_flows SET captcha_hash = NULL WHERE token_id = $1 AND captcha_hash = $2 AND captcha_expires_at > now() RETURNING 1',
    [tokenId, captchaHash],
  );
  return spent.length > 0;
}

/** Throws the token's captcha away (a wrong guess spends the image too). */
export async function dropCaptcha(db: Queryable, tokenId: number): Promise<void> {
  await db.query('UPDATE recovery_flows SET captcha_hash = NULL WHERE token_id = $1', [tokenId]);
}

/**
 * Keeps the question positions chosen for a token unless some were kept already; answers
 * the positions kept (the winner's, when a concurrent request chose first).
 */
export async function keepQuestionPositions(db: Queryable, tokenId: number, chosen: readonly number[]): Promise<number[] | undefined> {
  const rows = await db.query<{ question_positions: number[] }>(
    `UPDATE recovery_flows SET question_positions = $2 WHERE token_id = $1 AND question_positions IS NULL RETURNING question_positions`,
    [tokenId, chosen],
  );
  return rows[0]?.question_positions ?? (await db.query<{ question_positions: number[] }>('SELECT question_positions FROM recovery_flows WHERE token_id = $1', [tokenId]))[0]?.question_positions;
}
