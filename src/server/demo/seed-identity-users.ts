import type { Queryable } from '../db/database.js';
import type { DemoUser } from './demo-data.js';

/** The identity-provider user id a demo account is linked by (users.okta_user_id). */
export function demoIdentityId(user: DemoUser): string | null {
  return user.identity ? `demo-idp-${user.username.split('@')[0]}` : null;
}

/**
 * Gives a demo account its user at the local identity provider (tables idp_*), in the status
 * the demo shows: STAGED (code not yet verified, group Staged), ACTIVE, PASSWORD_EXPIRED
 * (password older than its lifetime) or LOCKED_OUT. Written with SQL inside the demo data's
 * transaction rather than through the provider's register call, which has no status setter
 * and runs its own statements, so the load stays one transaction. False if it was there.
 */
export async function insertIdentityUser(
  tx: Queryable,
  user: DemoUser,
  passwordHash: string | null,
  passwordLifetimeDays: number,
): Promise<boolean> {
  const id = demoIdentityId(user);
  if (!id || !user.identity) return false;
  const staged = user.identity === 'STAGED';
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO idp_users (id, login, email, first_name, last_name, user_type, status, email_otp_status,
                            password_hash, password_changed_at, last_login_at)
     VALUES ($1, $2, $3, $4, $5, 'External', $6, $7, $8, now() - make_interval(days => $9::integer),
             CASE WHEN $10::boolean THEN NULL ELSE now() END)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      id, user.username, user.email, user.firstName, user.lastName, user.identity, staged ? 'pending' : 'verified',
      passwordHash, user.identity === 'PASSWORD_EXPIRED' ? passwordLifetimeDays + 1 : 0, staged,
    ],
  );
  if (rows.length === 0) return false;
  // The multi-factor registration puts every new user in the group Staged.
  await tx.query("INSERT INTO idp_user_groups (user_id, group_type) VALUES ($1, 'Staged')", [id]);
  if (passwordHash) await tx.query('INSERT INTO idp_password_history (user_id, password_hash) VALUES ($1, $2)', [id, passwordHash]);
  return true;
}
