import type { Queryable } from './database.js';

/** Keeps a password's hash in the account's history (the reuse rule reads it back). */
export async function addPasswordHistory(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.query('INSERT INTO password_history (user_id, password_hash) VALUES ($1, $2)', [userId, passwordHash]);
}

/** The account's last `count` password hashes, newest first. */
export function recentPasswordHashes(db: Queryable, userId: number, count: number): Promise<{ password_hash: string }[]> {
  return db.query<{ password_hash: string }>(
    'SELECT password_hash FROM password_history WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [userId, count],
  );
}
