import type { Queryable } from './database.js';

/** Keeps one hashed security answer of the account at its position (1, 2...). */
export async function addSecurityAnswer(tx: Queryable, userId: number, answer: { position: number; questionId: number; answerHash: string }): Promise<void> {
  await tx.query('INSERT INTO user_security_answers (user_id, position, question_id, answer_hash) VALUES ($1, $2, $3, $4)', [
    userId,
    answer.position,
    answer.questionId,
    answer.answerHash,
  ]);
}

/** The account's security questions with their texts and answer hashes, by position. */
export function securityAnswersOf(db: Queryable, userId: number): Promise<{ position: number; question_id: number; question_text: string; answer_hash: string }[]> {
  return db.query<{ position: number; question_id: number; question_text: string; answer_hash: string }>(
    `SELECT a.position, a.question_id, q.question_text, a.answer_hash
       FROM user_security_answers a JOIN security_questions q ON q.id = a.question_id
      WHERE a.user_id = $1 ORDER BY a.position`,
    [userId],
  );
}
