import type { Queryable } from './database.js';

/** One identifier an account registered, for one health plan (client) or none. */
export interface AccountIdentifierRow {
  user_id: string;
  identifier_type: number;
  identifier_value: string;
  client_id: number | null;
}

/**
 * The identifiers of these accounts, by account, type, value and health plan.
 * `userIds` is a PostgreSQL array literal of ids (`{1,2}`), passed as a parameter.
 */
export function identifiersOfAccounts(db: Queryable, userIds: string): Promise<AccountIdentifierRow[]> {
  return db.query<AccountIdentifierRow>(
    `SELECT user_id, identifier_type, identifier_value, client_id FROM user_identifiers
      WHERE user_id = ANY($1::bigint[]) ORDER BY user_id, identifier_type, identifier_value, client_id`,
    [userIds],
  );
}
