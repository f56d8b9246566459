import type { Queryable } from '../db/database.js';
import { csrfTokenFor } from './csrf-token.js';
import { hashToken, newToken } from './tokens.js';

/** A session just created: the cookie value (only ever sent to the browser) and its CSRF token. */
export interface NewSession {
  cookieValue: string;
  csrfToken: string;
}

/**
 * Creates a session for `userId` with a fresh random id (stored as its hash, so a leaked
 * table hands out no session) and answers its CSRF token, derived from the id and never
 * stored (csrf-token.ts). Every sign-in calls this: a session
 * id planted in the browser beforehand is never promoted (session fixation).
 */
export async function createSession(db: Queryable, userId: number): Promise<NewSession> {
  const cookieValue = newToken();
  await db.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)', [hashToken(cookieValue), userId]);
  return { cookieValue, csrfToken: csrfTokenFor(cookieValue) };
}

/** Ends one session by its cookie value's hash (logout, or the old session at a new sign-in). */
export async function revokeSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id_hash = $1 AND revoked_at IS NULL', [idHash]);
}

/**
 * Ends every session of an account. Call it in the same transaction as a password reset or
 * change, a disable or a lock by staff (design.md "Security defaults").
 */
export async function revokeUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/**
 * Whether the session of this cookie hash ended by being left idle past the inactivity limit
 * (not logged out, not revoked): the one case a refusal says "due to inactivity".
 */
export async function sessionLeftIdle(db: Queryable, idHash: string, inactivitySeconds: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM sessions WHERE id_hash = $1 AND revoked_at IS NULL AND last_seen_at <= now() - make_interval(secs => $2)',
    [idHash, inactivitySeconds],
  );
  return rows.length > 0;
}
