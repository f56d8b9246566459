import type { Queryable } from './database.js';

/** Whether the account is linked to this identity-provider user (a user may act on its own provider user only). */
export async function isLinkedToProviderUser(db: Queryable, userId: number, providerUserId: string): Promise<boolean> {
  const linked = await db.query('SELECT 1 FROM users WHERE id = $1 AND okta_user_id = $2', [userId, providerUserId]);
  return linked.length > 0;
}

/** Whether any portal account is linked to this identity-provider user (then it is someone's). */
export async function isLinkedToAnyAccount(db: Queryable, providerUserId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE okta_user_id = $1', [providerUserId])).length > 0;
}
