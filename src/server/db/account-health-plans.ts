import type { Queryable } from './database.js';

/** One health plan (client) an account belongs to. */
export interface AccountHealthPlanRow {
  user_id: string;
  id: number;
  name: string;
}

/**
 * The health plans of these accounts, by account, plan name and id.
 * `userIds` is a PostgreSQL array literal of ids (`{1,2}`), passed as a parameter.
 */
export function healthPlansOfAccounts(db: Queryable, userIds: string): Promise<AccountHealthPlanRow[]> {
  return db.query<AccountHealthPlanRow>(
    `SELECT uc.user_id, c.id, c.name FROM user_clients uc JOIN clients c ON c.id = uc.client_id
      WHERE uc.user_id = ANY($1::bigint[]) ORDER BY uc.user_id, c.name, c.id`,
    [userIds],
  );
}
