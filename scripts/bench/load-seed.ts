import type { Database } from '../../src/server/db/database.js';

/** The demo provider whose account every load user copies: 23 identifiers, so the list has pages. */
const TEMPLATE_USERNAME = 'paula.practice@clinic.example';

/** The sign-in name of load user `n` (1-based). */
export const loadUsername = (n: number) => `load.user.${n}@clinic.example`;

/**
 * Makes `count` accounts for the load run, each a copy of {@link TEMPLATE_USERNAME} (its
 * password, role, status and identifiers) under its own name, so 200 users do not queue on
 * one account's row. Copied column by column through JSON, so a column added by a later
 * migration comes along. Idempotent: existing copies are left, missing ones added.
 */
export async function seedLoadUsers(db: Database, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO users
       SELECT (jsonb_populate_record(NULL::users, to_jsonb(t) || jsonb_build_object(
         'id', nextval(pg_get_serial_sequence('users', 'id')),
         'username', 'load.user.' || n || '@clinic.example', 'email', 'load.user.' || n || '@clinic.example',
         'domain_id', NULL, 'okta_user_id', NULL, 'failed_sign_in_count', 0, 'locked_at', NULL))).*
         FROM users t CROSS JOIN generate_series(1, $2::int) AS n
        WHERE t.username = $1
       ON CONFLICT DO NOTHING`,
      [TEMPLATE_USERNAME, count],
    );
    await tx.query(
      `INSERT INTO user_identifiers
       SELECT (jsonb_populate_record(NULL::user_identifiers, to_jsonb(i) || jsonb_build_object(
         'id', nextval(pg_get_serial_sequence('user_identifiers', 'id')), 'user_id', c.id))).*
         FROM users t
         JOIN user_identifiers i ON i.user_id = t.id
         JOIN users c ON c.username LIKE 'load.user.%@clinic.example'
        WHERE t.username = $1 AND NOT EXISTS (SELECT 1 FROM user_identifiers x WHERE x.user_id = c.id)`,
      [TEMPLATE_USERNAME],
    );
  });
}
