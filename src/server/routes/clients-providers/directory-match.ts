import { isValidNpi } from '../../../engine/rules/npi-check-digit.js';
import { directoryHasIdentifier, directoryPlans } from '../../db/provider-directory.js';
import type { Queryable } from '../../db/database.js';
import { NPI_TYPES } from './identifier-types.js';

/** One identifier as payloads carry it. */
export interface IdentifierValue {
  type: number;
  value: string;
}

/**
 * Whether the provider directory knows the identifier for the role: a row of that type and
 * value whose allowed roles include it. An NPI whose check digit is wrong cannot be on
 * record, so it is refused without asking the database.
 */
export async function identifierKnownForRole(db: Queryable, identifier: IdentifierValue, roleId: number): Promise<boolean> {
  if (NPI_TYPES.has(identifier.type) && !isValidNpi(identifier.value)) return false;
  return directoryHasIdentifier(db, identifier.type, identifier.value, roleId);
}

/**
 * The health plans each identifier maps to in the directory for the role, by "type:value";
 * identifiers the directory does not know for the role are missing from the map.
 */
export async function plansOfIdentifiers(
  db: Queryable,
  identifiers: readonly IdentifierValue[],
  roleId: number | null,
): Promise<Map<string, Set<number>>> {
  const plans = new Map<string, Set<number>>();
  if (identifiers.length === 0) return plans;
  const rows = await directoryPlans(
    db,
    identifiers.map((identifier) => identifier.type),
    identifiers.map((identifier) => identifier.value),
    roleId,
  );
  for (const row of rows) {
    const key = identifierKey(row.identifier_type, row.identifier_value);
    const set = plans.get(key) ?? new Set<number>();
    set.add(Number(row.client_id));
    plans.set(key, set);
  }
  return plans;
}

/** The map key of an identifier: type and value. */
export function identifierKey(type: number, value: string): string {
  return `${type}:${value}`;
}
