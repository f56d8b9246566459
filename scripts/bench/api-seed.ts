import type { Database } from '../../src/server/db/database.js';

/** Provider identifiers held by the one bench account: the list the queries page through. */
export const IDENTIFIERS = 100_000;
/** Other accounts, so look-ups by user run against a table of realistic size. */
export const OTHER_ACCOUNTS = 10_000;

/**
 * Seeds one account holding IDENTIFIERS provider identifiers and OTHER_ACCOUNTS other
 * accounts; answers the bench account's id. Bulk, in a few set-based statements
 * (generate_series), not 100,000 round trips.
 */
export async function seed(db: Database): Promise<number> {
  await db.query("INSERT INTO roles (id, name, kind) VALUES (1, 'Ordering Provider', 'provider') ON CONFLICT DO NOTHING");
  await db.query(`INSERT INTO clients (id, name) SELECT n, 'Health Plan ' || n FROM generate_series(1, 20) AS n`);
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (username, first_name, last_name, email, account_status, role_id)
     VALUES ('bench@clinic.example', 'Bench', 'User', 'bench@clinic.example', 1, 1) RETURNING id`,
  );
  const userId = Number(rows[0]?.id);
  // Types cycle through TIN, NPI, CLID; values are unique per type; plans spread over 20.
  await db.query(
    `INSERT INTO provider_directory (identifier_type, identifier_value, client_id, allowed_roles)
     SELECT (ARRAY[0, 1, 3])[1 + n % 3], lpad(n::text, 10, '0'), 1 + n % 20, ARRAY[1, 2]
       FROM generate_series(1, $1) AS n`,
    [IDENTIFIERS],
  );
  await db.query(
    `INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id)
     SELECT $1, identifier_type, identifier_value, client_id FROM provider_directory`,
    [userId],
  );
  await db.query(
    `INSERT INTO users (username, first_name, last_name, email, account_status, role_id)
     SELECT 'user' || n || '@clinic.example', 'Pat', 'Lee', 'user' || n || '@clinic.example', 1, 1 FROM generate_series(1, $1) AS n`,
    [OTHER_ACCOUNTS],
  );
  return userId;
}
