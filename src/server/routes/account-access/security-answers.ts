import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database.js';

/** One of the account's questions as asked in step 2. */
export interface AskedQuestion {
  position: number;
  questionId: number;
  questionText: string;
  answerHash: string;
}

/** Every question the account answered at registration, by position. */
export async function answeredQuestions(db: Queryable, userId: number): Promise<AskedQuestion[]> {
  const rows = await db.query<{ position: number; question_id: number; question_text: string; answer_hash: string }>(
    `SELECT a.position, a.question_id, q.question_text, a.answer_hash
       FROM user_security_answers a JOIN security_questions q ON q.id = a.question_id
      WHERE a.user_id = $1 ORDER BY a.position`,
    [userId],
  );
  return rows.map((row) => ({ position: row.position, questionId: row.question_id, questionText: row.question_text, answerHash: row.answer_hash }));
}

/**
 * The positions to ask for a token: chosen at random once and kept with the token, so a
 * reload asks the same questions (asking new ones on each reload would let a guesser pick
 * the easiest). A concurrent first request loses the race and reads the winner's choice.
 */
export async function questionsForToken(db: Queryable, tokenId: number, stored: number[] | null, all: AskedQuestion[], count: number): Promise<AskedQuestion[]> {
  let positions = stored;
  if (!positions) {
    const pool = all.map((question) => question.position);
    const chosen: number[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(randomInt(pool.length), 1));
    const rows = await db.query<{ question_positions: number[] }>(
      `UPDATE recovery_flows SET question_positions = $2 WHERE token_id = $1 AND question_positions IS NULL RETURNING question_positions`,
      [tokenId, chosen],
    );
    positions = rows[0]?.question_positions ?? (
      await db.query<{ question_positions: number[] }>('SELECT question_positions FROM recovery_flows WHERE token_id = $1', [tokenId])
    )[0]?.question_positions ?? chosen;
  }
  const byPosition = new Map(all.map((question) => [question.position, question]));
  return positions.map((position) => byPosition.get(position)).filter((question): question is AskedQuestion => question !== undefined);
}
