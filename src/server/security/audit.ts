import type { Queryable } from '../db/database.js';

/** What happened, as the audit_events table keeps it. */
export interface AuditEvent {
  /** Dotted event name: "signIn", "signIn.lockout", "signOut", "recovery.reset"... */
  event: string;
  /** Mostly "success", "failure" or "refused"; recovery steps name theirs ("no-match", "sent"...). */
  outcome: string;
  /** The account concerned, when known. */
  userId?: number | null;
  /** The account's username (never what an unknown caller typed: it may be a password). */
  username?: string | null;
  clientAddress?: string | null;
  /** The staff member who acted on the account (the audit trail's "who"); the account is userId. */
  actor?: { userId: number; username: string };
  /** Extra facts (a reason, a count). Keys that could name a secret are dropped. */
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * Keys that must never reach the audit. Dropping them (rather than throwing) keeps a
 * sign-in working if a caller slips, while the secret still stays out of the table.
 */
const SECRET_KEY = /pass|token|answer|code|secret|otp|captcha|pin|cookie|csrf/i;

/**
 * Appends one event to audit_events (append-only: migration 050 turns UPDATE and DELETE
 * into nothing). Pass the transaction when the event belongs to a write, so both commit or
 * neither does.
 */
export async function recordAudit(db: Queryable, event: AuditEvent): Promise<void> {
  const detail = Object.fromEntries(Object.entries(event.detail ?? {}).filter(([key]) => !SECRET_KEY.test(key)));
  await db.query(
    `INSERT INTO audit_events (event, outcome, user_id, username, client_address, detail, actor_id, actor_username)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [
      event.event,
      event.outcome,
      event.userId ?? null,
      event.username ?? null,
      event.clientAddress ?? null,
      JSON.stringify(detail),
      event.actor?.userId ?? null,
      event.actor?.username ?? null,
    ],
  );
}
