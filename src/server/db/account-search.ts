import { LOCK_HELD } from './account-sign-in.js';
import type { Queryable } from './database.js';

/** An account as staff read it: the users row with its role's name, columns as stored. */
export interface StaffAccountRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role_id: number | null;
  role_name: string | null;
  organization_name: string | null;
  account_status: number;
  is_admin: boolean;
  created_at: Date | string;
  reviewed_at: Date | string | null;
  rejection_reason: string | null;
  domain_id: string | null;
  is_internal: boolean;
  is_sso: boolean;
  phone: string | null;
  phone_extension: string | null;
  fax: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  commercial_program: boolean;
  decision_support_program: boolean;
  /** The account's lock holds (LOCK_HELD): sign-in refuses it. */
  locked: boolean;
  /** When a timed lock ends; null for a lock without an end (it holds until an unlock) or none. */
  lock_ends_at: Date | string | null;
}

/** The filters of the staff search, as query parameters: null where not given. */
export interface AccountSearchFilter {
  /** A LIKE pattern (escape character `!`) matched against names, username, e-mail and organisation. */
  pattern: string | null;
  /** A LIKE pattern (escape character `!`) matched against the organisation alone. */
  organizationPattern: string | null;
  /** An account status, or `locked`: accounts whose lock holds, whatever their status. */
  status: number | 'locked' | null;
  roleId: number | null;
}

/** The orders the staff search offers, by the name the call gives them. */
export const ACCOUNT_SORTS = ['name', 'username', 'role', 'organization', 'status', 'registered'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/**
 * Each sort's keys, every key in the same direction and id last: the order of one index of
 * migration 183 (read backwards for descending), so a page is an index walk and no two pages
 * share or skip a row. Roles sort in their ids' order, the order the registration form lists
 * them, which their index keeps (a sort by the role's name would sort every row each time).
 */
const SORT_KEYS: Readonly<Record<AccountSort, readonly string[]>> = {
  name: ['lower(u.last_name)', 'lower(u.first_name)', 'u.id'],
  username: ['lower(u.username)', 'u.id'],
  role: ['u.role_id', 'lower(u.last_name)', 'lower(u.first_name)', 'u.id'],
  organization: ['lower(u.organization_name)', 'u.id'],
  status: ['u.account_status', 'lower(u.last_name)', 'lower(u.first_name)', 'u.id'],
  registered: ['u.created_at', 'u.id'],
};

/** ORDER BY of a sort and direction: keys from the fixed list above, never from the request. */
function orderBy(sort: AccountSort, order: 'asc' | 'desc'): string {
  const direction = order === 'desc' ? 'DESC' : 'ASC';
  return SORT_KEYS[sort].map((key) => `${key} ${direction}`).join(', ');
}

const COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.email, u.role_id, r.name AS role_name, u.organization_name,
  u.account_status, u.is_admin, u.created_at, u.reviewed_at, u.rejection_reason, u.domain_id, u.is_internal, u.is_sso,
  u.phone, u.phone_extension, u.fax, u.address_line1, u.address_line2, u.city, u.state, u.zip_code,
  u.commercial_program, u.decision_support_program, ${LOCK_HELD.replaceAll('locked_', 'u.locked_')} AS locked,
  CASE WHEN u.locked_at IS NOT NULL AND u.locked_until > now() THEN u.locked_until END AS lock_ends_at`;

const FROM = 'FROM users u LEFT JOIN roles r ON r.id = u.role_id';

/**
 * The searched columns as one lower-cased text, each apart by a unit separator (U+001F): one
 * LIKE per row instead of six, and no match across two columns, since a search text cannot
 * hold a control character (the model refuses it). "first last" is the full name, so a text
 * found in the first or last name alone is found in it too. Migration 189's trigram index is
 * built on this very expression (without the `u.`): change both together.
 */
const SEARCHED = `lower(u.username || chr(31) || u.first_name || ' ' || u.last_name || chr(31) || u.email || chr(31) || coalesce(u.organization_name, ''))`;

const WHERE = `WHERE ($1::text IS NULL OR ${SEARCHED} LIKE lower($1) ESCAPE '!')
      AND ($2::integer IS NULL OR u.account_status = $2) AND ($3::integer IS NULL OR u.role_id = $3)
      AND ($4::text IS NULL OR lower(coalesce(u.organization_name, '')) LIKE lower($4) ESCAPE '!')
      AND (NOT $5::boolean OR ${LOCK_HELD.replaceAll('locked_', 'u.locked_')})`;

const filterParams = (filter: AccountSearchFilter) => [
  filter.pattern,
  typeof filter.status === 'number' ? filter.status : null,
  filter.roleId,
  filter.organizationPattern,
  filter.status === 'locked',
];

/** A statement and its parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** The statement counting the accounts that match the staff search's filters. */
export function countStatement(filter: AccountSearchFilter): Statement {
  return { text: `SELECT count(*) AS total ${FROM} ${WHERE}`, params: filterParams(filter) };
}

/** The statement reading one page of the accounts that match, in the order asked. */
export function pageStatement(filter: AccountSearchFilter, page: { limit: number; offset: number; sort: AccountSort; order: 'asc' | 'desc' }): Statement {
  return {
    text: `SELECT ${COLUMNS} ${FROM} ${WHERE} ORDER BY ${orderBy(page.sort, page.order)} LIMIT $6 OFFSET $7`,
    params: [...filterParams(filter), page.limit, page.offset],
  };
}

/** How many accounts match the staff search's filters. */
export async function countMatchingAccounts(db: Queryable, filter: AccountSearchFilter): Promise<number> {
  const { text, params } = countStatement(filter);
  const [count] = await db.query<{ total: string }>(text, params);
  return Number(count?.total ?? 0);
}

/** One page of the accounts matching the staff search's filters, in the order asked. */
export function matchingAccounts(
  db: Queryable,
  filter: AccountSearchFilter,
  page: { limit: number; offset: number; sort: AccountSort; order: 'asc' | 'desc' },
): Promise<StaffAccountRow[]> {
  const { text, params } = pageStatement(filter, page);
  return db.query<StaffAccountRow>(text, params);
}

/** How many accounts have this status. */
export async function countAccountsWithStatus(db: Queryable, status: number): Promise<number> {
  const [count] = await db.query<{ total: string }>('SELECT count(*) AS total FROM users WHERE account_status = $1', [status]);
  return Number(count?.total ?? 0);
}

/** One page of the accounts with this status, oldest first (then by id). */
export function accountsWithStatus(db: Queryable, status: number, page: { limit: number; offset: number }): Promise<StaffAccountRow[]> {
  return db.query<StaffAccountRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE u.account_status = $1 ORDER BY u.created_at, u.id LIMIT $2 OFFSET $3`,
    [status, page.limit, page.offset],
  );
}

/** The account with this id as staff read it (no rows when there is none). */
export function staffAccountById(db: Queryable, userId: number): Promise<StaffAccountRow[]> {
  return db.query<StaffAccountRow>(`SELECT ${COLUMNS} ${FROM} WHERE u.id = $1`, [userId]);
}
