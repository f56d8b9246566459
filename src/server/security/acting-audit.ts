import type { Queryable } from '../db/database.js';
import { recordAudit } from './audit.js';
import type { SessionUser } from './session-user.js';

/** A change of the account a staff member's session acts on. */
export interface ActingChange {
  staff: SessionUser;
  /** The account acted on so far (the staff member's own when not acting). */
  from: number;
  /** The account acted on from now on (their own: acting ends). */
  to: { userId: number; username: string | null };
  clientAddress: string;
  /** What ended or started it: a choice on the staff desk, or signing out. */
  via: 'selectUser' | 'signOut';
}

/**
 * Writes the audit trail's rows of an act-for session (`staff.actFor`): `ended` for the
 * account left, `started` for the account taken up; nothing when the session stays on the
 * same account. Pass the transaction that changes the session, so both commit or neither.
 */
export async function recordActingChange(tx: Queryable, change: ActingChange): Promise<void> {
  const { staff, from, to, clientAddress, via } = change;
  if (from === to.userId) return;
  const actor = { userId: staff.userId, username: staff.username };
  if (from !== staff.userId) {
    await recordAudit(tx, { event: 'staff.actFor', outcome: 'ended', userId: from, clientAddress, actor, detail: { via } });
  }
  if (to.userId !== staff.userId) {
    await recordAudit(tx, { event: 'staff.actFor', outcome: 'started', userId: to.userId, username: to.username, clientAddress, actor, detail: { via } });
  }
}
