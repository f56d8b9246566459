import type { StaffQueuePageAnswer } from '../../../generated/types/answers/staff-queue-page.js';
import type { StaffUserDetailsAnswer } from '../../../generated/types/answers/staff-user-details.js';
import type { StaffUserPageAnswer } from '../../../generated/types/answers/staff-user-page.js';
import { healthPlansOfAccounts } from '../../db/account-health-plans.js';
import { identifiersOfAccounts } from '../../db/account-identifiers.js';
import {
  accountsWithStatus,
  countAccountsWithStatus,
  countMatchingAccounts,
  matchingAccounts,
  staffAccountById,
  type AccountSort,
  type StaffAccountRow as UserRow,
} from '../../db/account-search.js';
import type { Queryable } from '../../db/database.js';
import type { PortalContent } from '../../plugins/portal-content.js';
import { statusName, STATUS } from './account-status.js';
import { checkAgainstDirectory } from './directory-check.js';

/** One account as the staff search lists it (schemas/answers/staff-user-page.json). */
export type StaffUserRow = StaffUserPageAnswer['users'][number];

/** An account with everything a reviewer reads: the search row and the registration's details. */
export type StaffUserDetails = StaffUserDetailsAnswer;

/** A registration in the verification queue: its details, how long it has waited, and each identifier checked against the provider directory. */
export type QueueRegistration = StaffQueuePageAnswer['registrations'][number];

/** What the staff search filters on; every part optional. */
export interface StaffSearch {
  text?: string;
  organization?: string;
  /** An account status, or `locked`: accounts whose lock holds. */
  status?: number | 'locked';
  roleId?: number;
  sort: AccountSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** What turns rows into answers: the texts of statuses and identifier types, and the credential expiry. */
export interface StaffContext {
  content: PortalContent;
  identifierLabels: ReadonlyMap<number, string>;
  credentialExpiryDays: number;
}

/**
 * A LIKE pattern that finds `text` anywhere, its own `%`, `_` and the escape character taken
 * literally (`ESCAPE '!'` in the query).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toRow(row: UserRow, context: StaffContext): StaffUserRow {
  return {
    id: Number(row.id),
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    email: row.email,
    roleId: row.role_id,
    roleName: row.role_name,
    organizationName: row.organization_name,
    accountStatus: row.account_status,
    statusName: statusName(context.content, row.account_status),
    isAdmin: row.is_admin,
    registeredDate: iso(row.created_at),
    reviewedDate: row.reviewed_at === null ? null : iso(row.reviewed_at),
    rejectionReason: row.rejection_reason,
    lock: row.locked ? (row.lock_ends_at === null ? 'untilUnlock' : 'timed') : null,
    lockEndDateTime: row.locked && row.lock_ends_at !== null ? iso(row.lock_ends_at) : null,
  };
}

/**
 * One page of the accounts whose username, first, last or full name, e-mail or organisation
 * contains the text (case-insensitive), whose organisation contains `organization`, of the
 * status (or lock) and role asked, in the order asked; with how many match in all.
 */
export async function searchUsers(db: Queryable, search: StaffSearch, context: StaffContext): Promise<{ rows: StaffUserRow[]; total: number }> {
  const filter = {
    pattern: search.text === undefined ? null : containsPattern(search.text),
    organizationPattern: search.organization === undefined ? null : containsPattern(search.organization),
    status: search.status ?? null,
    roleId: search.roleId ?? null,
  };
  const total = await countMatchingAccounts(db, filter);
  const rows = await matchingAccounts(db, filter, search);
  return { rows: rows.map((row) => toRow(row, context)), total };
}

/**
 * One page of the registrations under review, oldest first, with their details, the days
 * each has waited and each identifier checked against the provider directory (one query for
 * the page); and how many there are.
 */
export async function reviewQueue(
  db: Queryable,
  page: { limit: number; offset: number },
  context: StaffContext,
  now = new Date(),
): Promise<{ rows: QueueRegistration[]; total: number }> {
  const total = await countAccountsWithStatus(db, STATUS.underReview);
  const detailed = await withDetails(db, await accountsWithStatus(db, STATUS.underReview, page), context);
  const checks = await checkAgainstDirectory(
    db,
    detailed.flatMap((row) => row.identifiers.map((identifier) => ({ ...identifier, roleId: row.roleId }))),
  );
  let next = 0;
  const rows = detailed.map((row) => ({
    ...row,
    waitingDays: Math.max(0, Math.floor((now.getTime() - Date.parse(row.registeredDate)) / DAY_MS)),
    identifiers: row.identifiers.map((identifier) => {
      const check = checks[next++] ?? { result: 'notFound' as const };
      return { ...identifier, directoryCheck: check.result, directoryMismatch: check.result === 'mismatch' ? check.reason : null };
    }),
  }));
  return { rows, total };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One account with its details, or undefined. */
export async function userDetails(db: Queryable, userId: number, context: StaffContext): Promise<StaffUserDetails | undefined> {
  const rows = await staffAccountById(db, userId);
  const [details] = await withDetails(db, rows, context);
  return details;
}

async function withDetails(db: Queryable, rows: readonly UserRow[], context: StaffContext): Promise<StaffUserDetails[]> {
  if (rows.length === 0) return [];
  // Ids are digits from the database, joined into an array literal (a parameter, never SQL text).
  const ids = `{${rows.map((row) => row.id).join(',')}}`;
  const identifiers = await identifiersOfAccounts(db, ids);
  const plans = await healthPlansOfAccounts(db, ids);
  return rows.map((row) => {
    const own = identifiers.filter((entry) => Number(entry.user_id) === Number(row.id));
    const grouped = new Map<string, StaffUserDetails['identifiers'][number]>();
    for (const entry of own) {
      const key = `${entry.identifier_type}:${entry.identifier_value}`;
      const found = grouped.get(key) ?? {
        type: entry.identifier_type,
        typeLabel: context.identifierLabels.get(entry.identifier_type) ?? String(entry.identifier_type),
        value: entry.identifier_value,
        healthPlanIds: [],
      };
      if (entry.client_id !== null) found.healthPlanIds.push(Number(entry.client_id));
      grouped.set(key, found);
    }
    const registered = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
    return {
      ...toRow(row, context),
      domainId: row.domain_id,
      isInternal: row.is_internal,
      isSso: row.is_sso,
      phone: row.phone,
      phoneExtension: row.phone_extension,
      fax: row.fax,
      address: {
        addressLine1: row.address_line1,
        addressLine2: row.address_line2,
        city: row.city,
        state: row.state,
        zipCode: row.zip_code,
      },
      commercialProgram: row.commercial_program,
      decisionSupportProgram: row.decision_support_program,
      identifiers: [...grouped.values()],
      healthPlans: plans.filter((plan) => Number(plan.user_id) === Number(row.id)).map((plan) => ({ id: Number(plan.id), name: plan.name })),
      credentialsExpireDate: new Date(registered.getTime() + context.credentialExpiryDays * DAY_MS).toISOString(),
    };
  });
}
