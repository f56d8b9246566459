import type { Database } from '../db/database.js';
import { recordAudit } from './audit.js';

/** How often the server looks for act-for sessions that ran out (they end at the inactivity limit; this bounds how late the trail says so). */
export const ACTING_EXPIRY_SWEEP_MS = 60_000;

interface EndedActing {
  staff_id: number | string;
  staff_username: string;
  user_id: number | string;
  idle_since: Date | string;
}

/**
 * Ends the act-for selection of every session left idle past the inactivity limit and writes
 * each one's `staff.actFor` `ended` row (via `expiry`, with when the session was last used),
 * as going back or signing out do: a session that runs out ends its act-for session too. One
 * transaction clears the selection and writes the rows, so a row is written once however many
 * servers sweep (the UPDATE finds a selection only once). Answers how many ended.
 */
export async function endExpiredActing(db: Database, inactivitySeconds: number): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx.query<EndedActing>(
      // RETURNING reads the row as updated: `before`, the same row joined, gives the account
      // acted for; the conditions stay on `s`, so a sweep that waited on another's row lock
      // finds the selection gone and ends nothing twice.
      `UPDATE sessions s SET selected_user_id = NULL
         FROM sessions before JOIN users staff ON staff.id = before.user_id
        WHERE before.id_hash = s.id_hash AND s.selected_user_id IS NOT NULL AND s.selected_user_id <> s.user_id
          AND s.revoked_at IS NULL AND s.last_seen_at <= now() - make_interval(secs => $1)
       RETURNING s.user_id AS staff_id, staff.username AS staff_username, before.selected_user_id AS user_id, s.last_seen_at AS idle_since`,
      [inactivitySeconds],
    );
    for (const row of ended) {
      const idleSince = (row.idle_since instanceof Date ? row.idle_since : new Date(row.idle_since)).toISOString();
      await recordAudit(tx, {
        event: 'staff.actFor',
        outcome: 'ended',
        userId: Number(row.user_id),
        actor: { userId: Number(row.staff_id), username: row.staff_username },
        detail: { via: 'expiry', idleSince },
      });
    }
    return ended.length;
  });
}
