import type { Queryable } from './database.js';

/** The account fields the recovery flow needs. */
export interface Account {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  accountStatus: number;
  isInternal: boolean;
  externalUserFlg: 'Y' | 'N';
  displayCaptcha: boolean;
  passwordHash: string | null;
}


interface AccountRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  account_status: number;
  is_internal: boolean;
  external_user_flg: 'Y' | 'N';
  display_captcha: boolean;
  password_hash: string | null;
}

const COLUMNS = 'id, username, first_name, last_name, email, account_status, is_internal, external_user_flg, display_captcha, password_hash';

function toAccount(row: AccountRow): Account {
  return {
    id: Number(row.id),
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    accountStatus: row.account_status,
    isInternal: row.is_internal,
    externalUserFlg: row.external_user_flg,
    displayCaptcha: row.display_captcha,
    passwordHash: row.password_hash,
  };
}

/** One account by id, or undefined. */
export async function accountById(db: Queryable, id: number): Promise<Account | undefined> {
  const rows = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] && toAccount(rows[0]);
}

/** One account by username (case-insensitive), or undefined. */
export async function accountByUsername(db: Queryable, username: string): Promise<Account | undefined> {
  const rows = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username]);
  return rows[0] && toAccount(rows[0]);
}

/**
 * Accounts matching step 1's identification, case-insensitively: username and e-mail when
 * a username is given, else first name, last name and e-mail. At most 2 rows: whether
 * there is one match or several is all the flow needs.
 */
export async function findAccounts(
  db: Queryable,
  by: { userName?: string; firstName?: string; lastName?: string; emailAddress: string },
): Promise<Account[]> {
  const rows = by.userName
    ? await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1) AND lower(email) = lower($2) ORDER BY id LIMIT 2`,
        [by.userName.trim(), by.emailAddress.trim()],
      )
    : await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM users
          WHERE lower(first_name) = lower($1) AND lower(last_name) = lower($2) AND lower(email) = lower($3)
          ORDER BY id LIMIT 2`,
        [(by.firstName ?? '').trim(), (by.lastName ?? '').trim(), by.emailAddress.trim()],
      );
  return rows.map(toAccount);
}

/**
 * Accounts linked to the identity provider whose username and e-mail match (case-insensitive),
 * and, when `oktaUserId` is given, linked to that provider user. At most 2 rows, like {@link findAccounts}.
 */
export async function identityProviderAccounts(
  db: Queryable,
  by: { username: string; email: string; oktaUserId?: string | undefined },
): Promise<Account[]> {
  const rows = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM users
      WHERE lower(username) = lower($1) AND lower(email) = lower($2) AND okta_user_id IS NOT NULL
        AND ($3::text IS NULL OR okta_user_id = $3)
      ORDER BY id LIMIT 2`,
    [by.username.trim(), by.email.trim(), by.oktaUserId?.trim() || null],
  );
  return rows.map(toAccount);
}
