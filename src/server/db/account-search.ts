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
}

/** The filters of the staff search, as query parameters: null where not given. */
export interface AccountSearchFilter {
  /** A LIKE pattern (escape character `!`) matched against names, username, e-mail and organisation. */
  pattern: string | null;
  status: number | null;
  roleId: number | null;
}

const COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.email, u.role_id, r.name AS role_name, u.organization_name,
  u.account_status, u.is_admin, u.created_at, u.reviewed_at, u.rejection_reason, u.domain_id, u.is_internal, u.is_sso,
  u.phone, u.phone_extension, u.fax, u.address_line1, u.address_line2, u.city, u.state, u.zip_code,
  u.commercial_program, u.decision_support_program`;

const FROM = 'FROM users u LEFT JOIN roles r ON r.id = u.role_id';

const WHERE = `WHERE ($1::text IS NULL OR lower(u.username) LIKE lower($1) ESCAPE '!' OR lower(u.first_name) LIKE lower($1) ESCAPE '!'
        OR lower(u.last_name) LIKE lower($1) ESCAPE '!' OR lower(u.first_name || ' ' || u.last_name) LIKE lower($1) ESCAPE '!'
        OR lower(u.email) LIKE lower($1) ESCAPE '!' OR lower(coalesce(u.organization_name, '')) LIKE lower($1) ESCAPE '!')
      AND ($2::integer IS NULL OR u.account_status = $2) AND ($3::integer IS NULL OR u.role_id = $3)`;

const filterParams = (filter: AccountSearchFilter) => [filter.pattern, filter.status, filter.roleId];

/** How many accounts match the staff search's filters. */
export async function countMatchingAccounts(db: Queryable, filter: AccountSearchFilter): Promise<number> {
  const [count] = await db.query<{ total: string }>(`SELECT count(*) AS total ${FROM} ${WHERE}`, filterParams(filter));
  return Number(count?.total ?? 0);
}

/** One page of the accounts matching the staff search's filters, by last name, first name and id. */
export function matchingAccounts(db: Queryable, filter: AccountSearchFilter, page: { limit: number; offset: number }): Promise<StaffAccountRow[]> {
  return db.query<StaffAccountRow>(
    `SELECT ${COLUMNS} ${FROM} ${WHERE} ORDER BY lower(u.last_name), lower(u.first_name), u.id LIMIT $4 OFFSET $5`,
    [...filterParams(filter), page.limit, page.offset],
  );
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
