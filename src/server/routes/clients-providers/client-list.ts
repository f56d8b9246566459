import { healthPlanAttachments } from '../../db/account-health-plans.js';
import type { Queryable } from '../../db/database.js';
import { allHealthPlans, healthPlansByIds, type HealthPlanRow } from '../../db/health-plans.js';
import { identifierKey, plansOfIdentifiers, type IdentifierValue } from './directory-match.js';
import { IDENTIFIER_TYPE } from './identifier-types.js';
import type { ClientAnswer } from '../../../generated/types/answers/client.js';

/** The spec's provider criteria: identifiers by type (each a list or null) and the role. */
export interface ProviderCriteria {
  tin?: string[] | null;
  gtin?: string[] | null;
  npi?: string[] | null;
  gnpi?: string[] | null;
  clid?: string[] | null;
  /** Ours: identifiers as a form holds them ({ type, value }), beside the lists by type. */
  identifiers?: IdentifierValue[] | null;
  userRole?: number;
}

/** One health plan of a client list, as answered (schemas/answers/client.json: no PIN, no hash, only whether one is needed). */
export type ClientEntry = ClientAnswer;

/** The identifiers a criteria object names, deduplicated, in type order. */
export function criteriaIdentifiers(criteria: ProviderCriteria | null | undefined): IdentifierValue[] {
  if (!criteria) return [];
  const lists: [number, string[] | null | undefined][] = [
    [IDENTIFIER_TYPE.TIN, criteria.tin],
    [IDENTIFIER_TYPE.GTIN, criteria.gtin],
    [IDENTIFIER_TYPE.NPI, criteria.npi],
    [IDENTIFIER_TYPE.GNPI, criteria.gnpi],
    [IDENTIFIER_TYPE.CLID, criteria.clid],
  ];
  const seen = new Set<string>();
  const out: IdentifierValue[] = [];
  const typed = (criteria.identifiers ?? []).map((entry): [number, string[]] => [entry.type, [entry.value]]);
  for (const [type, values] of [...lists, ...typed]) {
    for (const value of values ?? []) {
      const key = identifierKey(type, value);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type, value });
    }
  }
  return out;
}

/** The plans an account is tied to, each with how many of its identifiers are attached to it. */
async function accountPlans(db: Queryable, userId: number): Promise<Map<number, number>> {
  const rows = await healthPlanAttachments(db, userId);
  return new Map(rows.map((row) => [Number(row.client_id), Number(row.identifiers)]));
}

/**
 * The client list of POST /api/clients/ and /api/clients/getHealthPlan.
 *
 * With identifiers: the plans they map to in the directory (for the role, when given),
 * selected, with `totalProviders` the number of those identifiers mapping to each plan.
 * Without: every plan, selected when the signed-in account is tied to it, with
 * `totalProviders` the account's identifiers attached to it (0 without an account).
 * `isNew` is true for a plan the account is not tied to yet (always, without an account).
 */
export async function clientList(
  db: Queryable,
  options: { identifiers: readonly IdentifierValue[]; roleId: number | null; accountId: number | undefined },
): Promise<ClientEntry[]> {
  const attached = options.accountId === undefined ? new Map<number, number>() : await accountPlans(db, options.accountId);
  if (options.identifiers.length === 0) {
    const rows = await allHealthPlans(db);
    return rows.map((row) => toEntry(row, attached.has(Number(row.id)), !attached.has(Number(row.id)), attached.get(Number(row.id)) ?? 0));
  }
  const plans = await plansOfIdentifiers(db, options.identifiers, options.roleId);
  const totals = new Map<number, number>();
  for (const clientIds of plans.values()) for (const id of clientIds) totals.set(id, (totals.get(id) ?? 0) + 1);
  if (totals.size === 0) return [];
  const rows = await healthPlansByIds(db, [...totals.keys()]);
  return rows.map((row) => toEntry(row, true, !attached.has(Number(row.id)), totals.get(Number(row.id)) ?? 0));
}

function toEntry(row: HealthPlanRow, selected: boolean, isNew: boolean, totalProviders: number): ClientEntry {
  return {
    id: Number(row.id),
    name: row.name,
    selected,
    pin: row.has_pin,
    isSso: row.is_sso,
    url: row.url,
    isNew,
    totalProviders,
    isUnsupported: row.is_unsupported,
  };
}
