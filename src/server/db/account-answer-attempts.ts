import { bruteForceParams, failureCountSql, type BruteForceRule } from '../security/brute-force.js';
import type { Queryable } from './database.js';

const ANSWER_LOCK = { count: 'failed_answer_count', lastFailure: 'last_failed_answer_at', lockedUntil: 'answers_locked_until' };

/** Seconds the account's security-answer lock still lasts; undefined when it is not locked. */
export async function answerLockSecondsLeft(db: Queryable, userId: number): Promise<number | undefined> {
  const [lock] = await db.query<{ seconds_left: number }>(
    `SELECT ceil(extract(epoch FROM (answers_locked_until - now())))::integer AS seconds_left
       FROM users WHERE id = $1 AND answers_locked_until > now()`,
    [userId],
  );
  return lock?.seconds_left;
}

/**
 * Claims one answer attempt without a captcha, atomically: at most `captchaAfter` attempts
 * pass however many arrive at once, and the one that reaches it turns the captcha on.
 * False when no attempt is left without a captcha.
 */
export async function claimAnswerAttempt(db: Queryable, userId: number, captchaAfter: number): Promise<boolean> {
  const claimed = await db.query<{ wrong_answer_count: number }>(
    `UPDATE users SET wrong_answer_count = wrong_answer_count + 1,
            display_captcha = wrong_answer_count + 1 >= $2
      WHERE id = $1 AND wrong_answer_count < $2 AND NOT display_captcha
      RETURNING wrong_answer_count`,
    [userId, captchaAfter],
  );
  return claimed.length > 0;
}

/** Counts an attempt made with a solved captcha (the captcha stays on). */
export async function countCaptchaAttempt(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET wrong_answer_count = wrong_answer_count + 1, display_captcha = true WHERE id = $1', [userId]);
}

/** Counts wrong answers toward the answers' lock in one atomic UPDATE (the `bruteForce` rule, as for passwords). */
export async function countAnswerFailure(db: Queryable, userId: number, rule: BruteForceRule): Promise<void> {
  const { next, lockedUntil } = failureCountSql(ANSWER_LOCK, { f: 2, i: 3, m: 4, d: 5 });
  await db.query(`UPDATE users SET failed_answer_count = ${next}, answers_locked_until = ${lockedUntil}, last_failed_answer_at = now() WHERE id = $1`, [
    userId,
    ...bruteForceParams(rule),
  ]);
}

/** Whether the account must solve a captcha before its next answer. */
export async function captchaShown(db: Queryable, userId: number): Promise<boolean> {
  const [user] = await db.query<{ display_captcha: boolean }>('SELECT display_captcha FROM users WHERE id = $1', [userId]);
  return user?.display_captcha === true;
}

/** Right answers: clears the attempt count, the captcha and the answers' lock. */
export async function clearAnswerAttempts(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `UPDATE users SET wrong_answer_count = 0, display_captcha = false, failed_answer_count = 0,
            last_failed_answer_at = NULL, answers_locked_until = NULL WHERE id = $1`,
    [userId],
  );
}

/**
 * Sets or clears the captcha flag: setting is always allowed, clearing only below the
 * wrong-answer threshold (else a client could switch it off and go on guessing). Answers the flag now.
 */
export async function setCaptchaFlag(db: Queryable, userId: number, display: boolean, captchaAfter: number): Promise<boolean> {
  const rows = await db.query<{ display_captcha: boolean }>(
    `UPDATE users SET display_captcha = CASE WHEN $2 THEN true WHEN wrong_answer_count >= $3 THEN display_captcha ELSE false END
      WHERE id = $1 RETURNING display_captcha`,
    [userId, display, captchaAfter],
  );
  return rows[0]?.display_captcha === true;
}
