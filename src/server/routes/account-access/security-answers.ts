import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { keepQuestionPositions } from '../../db/recovery-flows.js';
import { securityAnswersOf } from '../../db/security-answers.js';

/** One of the account's questions as asked in step 2. */
export interface AskedQuestion {
  position: number;
  questionId: number;
  questionText: string;
  answerHash: string;
}

/** Every question the account answered at registration, by position. */
export async function answeredQuestions(db: Queryable, userId: number): Promise<AskedQuestion[]> {
  const rows = await securityAnswersOf(db, userId);
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
    positions = (await keepQuestionPositions(db, tokenId, chosen)) ?? chosen;
  }
  const byPosition = new Map(all.map((question) => [question.position, question]));
  return positions.map((position) => byPosition.get(position)).filter((question): question is AskedQuestion => question !== undefined);
}
