import type { Queryable } from './database.js';

/** A health plan (the clients table) as client lists show it: no PIN hash, only whether one is set. */
export interface HealthPlanRow {
  id: number;
  name: string;
  is_sso: boolean;
  is_unsupported: boolean;
  url: string | null;
  has_pin: boolean;
}

const PLAN_COLUMNS = 'c.id, c.name, c.is_sso, c.is_unsupported, c.url, (c.pin_hash IS NOT NULL) AS has_pin';

/** Every health plan, by name and id. */
export function allHealthPlans(db: Queryable): Promise<HealthPlanRow[]> {
  return db.query<HealthPlanRow>(`SELECT ${PLAN_COLUMNS} FROM clients c ORDER BY c.name, c.id`);
}

/** The health plans with these ids, by name and id (unknown ids are left out). */
export function healthPlansByIds(db: Queryable, ids: readonly number[]): Promise<HealthPlanRow[]> {
  return db.query<HealthPlanRow>(`SELECT ${PLAN_COLUMNS} FROM clients c WHERE c.id = ANY ($1::int[]) ORDER BY c.name, c.id`, [[...ids]]);
}

/** A plan's PIN hash (null: the plan asks for no PIN); undefined when there is no such plan. */
export async function healthPlanPin(db: Queryable, id: number): Promise<{ pin_hash: string | null } | undefined> {
  const rows = await db.query<{ pin_hash: string | null }>('SELECT pin_hash FROM clients WHERE id = $1', [id]);
  return rows[0];
}

/** The plans with these ids (unknown ids left out), each with its name and whether it asks for a PIN. */
export function healthPlansNeedingPin(db: Queryable, ids: readonly number[]): Promise<{ id: number; name: string; has_pin: boolean }[]> {
  return db.query<{ id: number; name: string; has_pin: boolean }>('SELECT id, name, (pin_hash IS NOT NULL) AS has_pin FROM clients WHERE id = ANY ($1::int[])', [ids]);
}

/**
 * The plans with these ids (unknown ids left out), each with its PIN hash and whether the
 * account has an identifier attached to it already (then its PIN was given before).
 */
export function healthPlansWithAttachment(db: Queryable, ids: readonly number[], userId: number): Promise<{ id: number; pin_hash: string | null; attached: boolean }[]> {
  return db.query<{ id: number; pin_hash: string | null; attached: boolean }>(
    `SELECT c.id, c.pin_hash,
            EXISTS (SELECT 1 FROM user_identifiers ui WHERE ui.user_id = $2 AND ui.client_id = c.id) AS attached
       FROM clients c WHERE c.id = ANY ($1::int[])`,
    [ids, userId],
  );
}

/** Every plan's name and its rank in name order (plans of one name share a rank). */
export function healthPlanNameRanks(db: Queryable): Promise<{ id: number; name: string; rank: string | number }[]> {
  return db.query<{ id: number; name: string; rank: string | number }>('SELECT id, name, dense_rank() OVER (ORDER BY name) AS rank FROM clients');
}

/** A plan as a health plan role chooses it: whether it may be chosen, its PIN hash, and whether the account holds it already. */
export interface HealthPlanChoiceRow {
  id: number;
  name: string;
  is_sso: boolean;
  is_unsupported: boolean;
  pin_hash: string | null;
  held: boolean;
}

/** The plan with this id as a choice of the account (`userId` null: no account yet, nothing held); undefined when there is no such plan. */
export async function healthPlanChoice(db: Queryable, id: number, userId: number | null): Promise<HealthPlanChoiceRow | undefined> {
  const rows = await db.query<HealthPlanChoiceRow>(
    `SELECT c.id, c.name, c.is_sso, c.is_unsupported, c.pin_hash,
            EXISTS (SELECT 1 FROM user_clients uc WHERE uc.user_id = $2 AND uc.client_id = c.id) AS held
       FROM clients c WHERE c.id = $1`,
    [id, userId],
  );
  return rows[0];
}
