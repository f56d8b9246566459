import type { Queryable } from './database.js';

/** The texts of one global message (its lines), or undefined when there is no such message. */
export async function globalMessageTexts(db: Queryable, id: number): Promise<string[] | undefined> {
  const rows = await db.query<{ texts: string[] }>('SELECT texts FROM global_messages WHERE id = $1', [id]);
  return rows[0]?.texts;
}
