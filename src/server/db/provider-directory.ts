import type { Queryable } from './database.js';

/** Whether the provider directory has a row of this identifier type and value whose allowed roles include the role. */
export async function directoryHasIdentifier(db: Queryable, type: number, value: string, roleId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM provider_directory
      WHERE identifier_type = $1 AND identifier_value = $2 AND $3 = ANY (allowed_roles)
      LIMIT 1`,
    [type, value, roleId],
  );
  return rows.length > 0;
}

/** One identifier's health plan in the directory. */
export interface DirectoryPlanRow {
  identifier_type: number;
  identifier_value: string;
  client_id: number;
}

/**
 * The directory's plans for these identifiers (types and values pairwise), for the role when
 * given (null: any role); identifiers it does not know give no row.
 */
export function directoryPlans(db: Queryable, types: readonly number[], values: readonly string[], roleId: number | null): Promise<DirectoryPlanRow[]> {
  return db.query<DirectoryPlanRow>(
    `SELECT d.identifier_type, d.identifier_value, d.client_id
       FROM provider_directory d
       JOIN unnest($1::int[], $2::text[]) AS wanted (identifier_type, identifier_value)
         ON wanted.identifier_type = d.identifier_type AND wanted.identifier_value = d.identifier_value
      WHERE $3::int IS NULL OR $3::int = ANY (d.allowed_roles)`,
    [types, values, roleId],
  );
}

/** The plans the directory maps the identifier to for the role. */
export function directoryPlansForRole(db: Queryable, type: number, value: string, roleId: number): Promise<{ client_id: number }[]> {
  return db.query<{ client_id: number }>(
    `SELECT client_id FROM provider_directory
      WHERE identifier_type = $1 AND identifier_value = $2 AND $3 = ANY (allowed_roles)`,
    [type, value, roleId],
  );
}

/** One directory row of an identifier: a plan it is listed for and the roles that may use it there. */
export interface DirectoryEntryRow {
  identifier_type: number;
  identifier_value: string;
  client_id: number;
  allowed_roles: number[];
}

/**
 * Every directory row of these identifiers (types and values pairwise), whatever the role:
 * one query for a whole page of the verification queue, never one per identifier.
 */
export function directoryEntries(db: Queryable, types: readonly number[], values: readonly string[]): Promise<DirectoryEntryRow[]> {
  return db.query<DirectoryEntryRow>(
    `SELECT d.identifier_type, d.identifier_value, d.client_id, d.allowed_roles
       FROM provider_directory d
       JOIN unnest($1::int[], $2::text[]) AS wanted (identifier_type, identifier_value)
         ON wanted.identifier_type = d.identifier_type AND wanted.identifier_value = d.identifier_value`,
    [types, values],
  );
}
