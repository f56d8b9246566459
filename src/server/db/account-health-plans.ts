import type { Queryable } from './database.js';

/** One health plan (client) an account belongs to. */
export interface AccountHealthPlanRow {
  user_id: string;
  id: number;
  name: string;
}

/**
 * The health plans of these accounts, by account, plan name and id.
 * `userIds` is a PostgreSQL array literal of ids (`{1,2}`), passed as a parameter.
 */
export function healthPlansOfAccounts(db: Queryable, userIds: string): Promise<AccountHealthPlanRow[]> {
  return db.query<AccountHealthPlanRow>(
    `SELECT uc.user_id, c.id, c.name FROM user_clients uc JOIN clients c ON c.id = uc.client_id
      WHERE uc.user_id = ANY($1::bigint[]) ORDER BY uc.user_id, c.name, c.id`,
    [userIds],
  );
}

/**
 * The health plans an account is tied to (through its identifiers or directly, as health
 * plan roles are), each with how many of the account's identifiers are attached to it.
 */
export function healthPlanAttachments(db: Queryable, userId: number): Promise<{ client_id: number; identifiers: number }[]> {
  return db.query<{ client_id: number; identifiers: number }>(
    `SELECT client_id, sum(n)::int AS identifiers FROM (
        SELECT client_id, count(*) AS n FROM user_identifiers
         WHERE user_id = $1 AND client_id IS NOT NULL GROUP BY client_id
        UNION ALL
        SELECT client_id, 0 FROM user_clients WHERE user_id = $1
     ) attached GROUP BY client_id`,
    [userId],
  );
}

/** The plans the account's identifiers are attached to, by name and id. */
export function healthPlansOfIdentifiers(db: Queryable, userId: number): Promise<{ client_id: number; healthplan_name: string }[]> {
  return db.query<{ client_id: number; healthplan_name: string }>(
    `SELECT c.id AS client_id, c.name AS healthplan_name FROM clients c
      WHERE c.id IN (SELECT DISTINCT client_id FROM user_identifiers WHERE user_id = $1 AND client_id IS NOT NULL)
      ORDER BY c.name, c.id`,
    [userId],
  );
}

/** Ties the account to a plan directly; already tied is fine. */
export async function addAccountHealthPlan(db: Queryable, userId: number, clientId: number): Promise<void> {
  await db.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, clientId]);
}

/** The account's one direct plan becomes this one (a health plan role has one); run inside a transaction. */
export async function replaceAccountHealthPlan(tx: Queryable, userId: number, clientId: number): Promise<void> {
  await tx.query('DELETE FROM user_clients WHERE user_id = $1', [userId]);
  await tx.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [userId, clientId]);
}

/** Unties the account from every plan but these: its identifiers' attachments to them, then its direct ties. */
export async function detachOtherHealthPlans(tx: Queryable, userId: number, kept: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM user_identifiers WHERE user_id = $1 AND client_id IS NOT NULL AND NOT (client_id = ANY ($2::int[]))', [userId, kept]);
  await tx.query('DELETE FROM user_clients WHERE user_id = $1 AND NOT (client_id = ANY ($2::int[]))', [userId, kept]);
}

/** Ties a new account to a plan (registration: the account has no ties yet). */
export async function insertAccountHealthPlan(tx: Queryable, userId: number, clientId: number): Promise<void> {
  await tx.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [userId, clientId]);
}
