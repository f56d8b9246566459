import type { Queryable } from '../../../../src/server/db/database.js';
import { SESSION_COOKIE } from '../../../../src/server/plugins/sessions.js';
import { CSRF_HEADER } from '../../../../src/server/plugins/csrf-check.js';
import { createSession } from '../../../../src/server/security/session-store.js';

/** Headers a signed-in browser sends: its session cookie and, for writes, the CSRF token. */
export interface SignedIn {
  cookie: string;
  csrf: Record<string, string>;
  userId: number;
}

/** An active account (administrator or not) with a live session, made directly in the database. */
export async function signedInUser(db: Queryable, username: string, isAdmin: boolean): Promise<SignedIn> {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (username, first_name, last_name, email, account_status, is_admin)
     VALUES ($1, 'Test', 'User', $1, 1, $2) RETURNING id`,
    [username, isAdmin],
  );
  const userId = Number(user?.id);
  const session = await createSession(db, userId);
  return { cookie: `${SESSION_COOKIE}=${session.cookieValue}`, csrf: { [CSRF_HEADER]: session.csrfToken }, userId };
}
