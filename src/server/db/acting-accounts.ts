import type { Queryable } from './database.js';

/** The signed-in account and the account it acts on (an administrator's selection, else itself). */
export interface ActingAccountsRow {
  login: string;
  login_first_name: string;
  login_last_name: string;
  is_admin: boolean;
  selected_id: string;
  selected_username: string;
  first_name: string;
  last_name: string;
  role_id: number | null;
  role_name: string | null;
  organization_name: string | null;
  is_sso: boolean;
  commercial_program: boolean;
}

/** The signed-in account's login, names and admin flag with the selected account's names, role and organisation; undefined if either is gone. */
export async function actingAccounts(db: Queryable, userId: number, selectedUserId: number): Promise<ActingAccountsRow | undefined> {
  const rows = await db.query<ActingAccountsRow>(
    `SELECT me.username AS login, me.first_name AS login_first_name, me.last_name AS login_last_name, me.is_admin, sel.id AS selected_id, sel.username AS selected_username,
            sel.first_name, sel.last_name, sel.role_id, r.name AS role_name, sel.organization_name, sel.is_sso,
            sel.commercial_program
       FROM users me JOIN users sel ON sel.id = $2 LEFT JOIN roles r ON r.id = sel.role_id
      WHERE me.id = $1`,
    [userId, selectedUserId],
  );
  return rows[0];
}

/** The username of the account with this id, or undefined when there is none (an administrator may only select one that exists). */
export async function usernameOf(db: Queryable, userId: number): Promise<string | undefined> {
  const found = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  return found[0]?.username;
}

/** Makes a session act on another account (null: on its own again). */
export async function selectSessionAccount(tx: Queryable, sessionIdHash: string | undefined, selectedUserId: number | null): Promise<void> {
  await tx.query('UPDATE sessions SET selected_user_id = $2 WHERE id_hash = $1', [sessionIdHash, selectedUserId]);
}

/** The account a management call acts on: its role and whether it signs in through single sign-on; undefined when gone. */
export async function managedAccount(db: Queryable, userId: number): Promise<{ id: string; role_id: number | null; is_sso: boolean } | undefined> {
  const rows = await db.query<{ id: string; role_id: number | null; is_sso: boolean }>('SELECT id, role_id, is_sso FROM users WHERE id = $1', [userId]);
  return rows[0];
}

/** Locks the account's row until the transaction ends, so concurrent changes to one account take turns. */
export async function lockAccountRow(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** Sets whether the account takes part in the commercial program. */
export async function setCommercialProgram(db: Queryable, userId: number, selected: boolean): Promise<void> {
  await db.query('UPDATE users SET commercial_program = $2 WHERE id = $1', [userId, selected]);
}
