import type { Queryable } from './database.js';

/** The signed-in account and the account it acts on (an administrator's selection, else itself). */
export interface ActingAccountsRow {
  login: string;
  is_admin: boolean;
  selected_id: string;
  selected_username: string;
  first_name: string;
  last_name: string;
  role_id: number | null;
  role_name: string | null;
  organization_name: string | null;
  is_sso: boolean;
}

/** The signed-in account's login and admin flag with the selected account's names, role and organisation; undefined if either is gone. */
export async function actingAccounts(db: Queryable, userId: number, selectedUserId: number): Promise<ActingAccountsRow | undefined> {
  const rows = await db.query<ActingAccountsRow>(
    `SELECT me.username AS login, me.is_admin, sel.id AS selected_id, sel.username AS selected_username,
            sel.first_name, sel.last_name, sel.role_id, r.name AS role_name, sel.organization_name, sel.is_sso
       FROM users me JOIN users sel ON sel.id = $2 LEFT JOIN roles r ON r.id = sel.role_id
      WHERE me.id = $1`,
    [userId, selectedUserId],
  );
  return rows[0];
}

/** Whether an account with this id exists (an administrator may only select one that does). */
export async function accountExists(db: Queryable, userId: number): Promise<boolean> {
  const found = await db.query('SELECT id FROM users WHERE id = $1', [userId]);
  return found.length > 0;
}

/** Makes a session act on another account (null: on its own again). */
export async function selectSessionAccount(tx: Queryable, sessionIdHash: string | undefined, selectedUserId: number | null): Promise<void> {
  await tx.query('UPDATE sessions SET selected_user_id = $2 WHERE id_hash = $1', [sessionIdHash, selectedUserId]);
}
