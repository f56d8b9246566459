import type { Queryable } from './database.js';

/** Keeps a sign-in captcha's text hash under its challenge's hash for `seconds`; drops expired ones. */
export async function storeSignInCaptcha(db: Queryable, challengeHash: string, textHash: string, seconds: number): Promise<void> {
  await db.query('DELETE FROM sign_in_captchas WHERE expires_at <= now()');
  await db.query('INSERT INTO sign_in_captchas (challenge_hash, text_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))', [
    challengeHash,
    textHash,
    seconds,
  ]);
}

/** Spends a live challenge (one check only, however it ends) and answers its text hash; undefined when there is none. */
export async function spendSignInCaptcha(db: Queryable, challengeHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ text_hash: string }>('DELETE FROM sign_in_captchas WHERE challenge_hash = $1 AND expires_at > now() RETURNING text_hash', [challengeHash]);
  return row?.text_hash;
}
