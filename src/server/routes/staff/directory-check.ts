import { directoryEntries, type DirectoryEntryRow } from '../../db/provider-directory.js';
import type { Queryable } from '../../db/database.js';
import { identifierKey } from '../clients-providers/directory-match.js';

/**
 * What the provider directory says of an identifier a registration gave:
 * - `match`: listed for the applicant's role on every plan it was entered for;
 * - `mismatch`: listed, but not for the role (`role`) or not on some plan it was entered for (`plans`);
 * - `notFound`: not listed at all.
 */
export type DirectoryCheck = { result: 'match' } | { result: 'mismatch'; reason: 'role' | 'plans' } | { result: 'notFound' };

/** An identifier to check: what the applicant entered, with their role and the plans they entered it for. */
export interface CheckedIdentifier {
  type: number;
  value: string;
  roleId: number | null;
  healthPlanIds: readonly number[];
}

/** Judges one identifier against its directory rows. */
function judge(identifier: CheckedIdentifier, rows: readonly DirectoryEntryRow[]): DirectoryCheck {
  if (rows.length === 0) return { result: 'notFound' };
  const forRole = rows.filter((row) => identifier.roleId !== null && row.allowed_roles.map(Number).includes(identifier.roleId));
  if (forRole.length === 0) return { result: 'mismatch', reason: 'role' };
  const listed = new Set(forRole.map((row) => Number(row.client_id)));
  if (identifier.healthPlanIds.some((id) => !listed.has(id))) return { result: 'mismatch', reason: 'plans' };
  return { result: 'match' };
}

/**
 * Checks every identifier of a page of registrations against the provider directory with
 * one query (the page's identifiers together), in the order given.
 */
export async function checkAgainstDirectory(db: Queryable, identifiers: readonly CheckedIdentifier[]): Promise<DirectoryCheck[]> {
  if (identifiers.length === 0) return [];
  const rows = await directoryEntries(
    db,
    identifiers.map((identifier) => identifier.type),
    identifiers.map((identifier) => identifier.value),
  );
  const byKey = new Map<string, DirectoryEntryRow[]>();
  for (const row of rows) {
    const key = identifierKey(Number(row.identifier_type), row.identifier_value);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return identifiers.map((identifier) => judge(identifier, byKey.get(identifierKey(identifier.type, identifier.value)) ?? []));
}
