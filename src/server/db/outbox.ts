import type { Queryable } from './database.js';

/** One message to write to the outbox: the clear text, and the copy kept once its secret is spent. */
export interface NewOutboxMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  /** The text with its link or code replaced; absent for a mail that carries none. */
  redacted?: { text: string; html: string };
  /** Minutes the link or code stays usable (with `redacted`). */
  secretMinutes?: number;
}

/** A row a sender has claimed: what it hands to the SMTP server. */
export interface ClaimedOutboxMail {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** Stable for the row, so a retried delivery carries the same Message-ID. */
  reference: string;
}

/** How long a sender holds what it claims, and how far back the sweep looks. */
export interface OutboxClaim {
  /** The claim lapses after this: a crashed sender's rows go to the next sweep. */
  claimSeconds: number;
}

/** Which unsent rows a sweep takes: never one whose link or code has already expired, nor one older than `maxAgeHours`. */
export interface OutboxSweep extends OutboxClaim {
  limit: number;
  maxAgeHours: number;
}

/** Writes one message; answers its id. Runs in the caller's transaction when given one. */
export async function insertOutboxMail(db: Queryable, mail: NewOutboxMail): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO outbox (recipient, subject, text_body, html_body, template, redacted_text_body, redacted_html_body, secrets_expire_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8::int)) RETURNING id`,
    [mail.recipient, mail.subject, mail.text, mail.html, mail.template, mail.redacted?.text ?? null, mail.redacted?.html ?? null, mail.secretMinutes ?? null],
  );
  return String(rows[0]?.id);
}

/**
 * A row is due while unsent, unclaimed (or its claim or retry wait has passed) and its link or
 * code still live: not cleared, and not past its expiry even if the clearing has not run yet.
 * The expiry is read against the clock as the row is read (clock_timestamp), not the
 * statement's start (now()): a sweep that started just before a row was written, and read
 * it after, took a link that had expired in between for a live one.
 */
const DUE = `sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= now())
  AND secrets_cleared_at IS NULL AND (secrets_expire_at IS NULL OR secrets_expire_at > clock_timestamp())`;
const CLAIMED_COLUMNS = `id::text, recipient, subject, text_body AS text, html_body AS html,
  'outbox.' || id || '.' || (extract(epoch FROM created_at) * 1000)::bigint AS reference`;

/**
 * Claims one row for delivery (the sender that wrote it, right after its commit). One atomic
 * UPDATE: of two senders racing for the row, the second sees the first's claim and gets
 * nothing.
 */
export async function claimOutboxMail(db: Queryable, id: string, claim: OutboxClaim): Promise<ClaimedOutboxMail | undefined> {
  const rows = await db.query<ClaimedOutboxMail>(
    `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
      WHERE id = $1 AND ${DUE}
      RETURNING ${CLAIMED_COLUMNS}`,
    [id, claim.claimSeconds],
  );
  return rows[0];
}

/**
 * Claims up to `limit` due rows, oldest first, for the background sweep. SKIP LOCKED: rows
 * another sender is claiming at this instant are left to it rather than waited for, so two
 * sweeps at once share the backlog and never take one row twice.
 */
export async function claimDueOutboxMail(db: Queryable, sweep: OutboxSweep): Promise<ClaimedOutboxMail[]> {
  return db.query<ClaimedOutboxMail>(
    `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM outbox
         WHERE ${DUE} AND created_at > now() - make_interval(hours => $3)
         ORDER BY id LIMIT $1
         FOR UPDATE SKIP LOCKED)
        AND ${DUE}
      RETURNING ${CLAIMED_COLUMNS}`,
    [sweep.limit, sweep.claimSeconds, sweep.maxAgeHours],
  );
}

/** Records a delivery: the row is done and its claim released. */
export async function markOutboxSent(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE outbox SET sent_at = now(), error = NULL, claimed_until = NULL WHERE id = $1', [id]);
}

/**
 * Records a failed delivery for an operator, and when to try again: `retrySeconds` after the
 * first failure, doubling with each attempt up to `maxRetrySeconds`.
 */
export async function markOutboxFailed(db: Queryable, id: string, reason: string, retry: { retrySeconds: number; maxRetrySeconds: number }): Promise<void> {
  await db.query(
    `UPDATE outbox
        SET error = $2,
            claimed_until = now() + make_interval(secs => least($4::float8, $3::float8 * power(2, greatest(attempts - 1, 0))))
      WHERE id = $1 AND sent_at IS NULL`,
    [id, reason, retry.retrySeconds, retry.maxRetrySeconds],
  );
}

/**
 * Replaces the clear text by the redacted copy on the rows whose secret is of no more use:
 * the one just delivered (`deliveredId`) and every one past its expiry. Idempotent; the
 * dev mailbox and every send call it, so an expired link never shows.
 */
export async function clearSpentSecrets(db: Queryable, deliveredId?: string): Promise<void> {
  await db.query(
    `UPDATE outbox
        SET text_body = redacted_text_body, html_body = redacted_html_body,
            redacted_text_body = NULL, redacted_html_body = NULL, secrets_cleared_at = now()
      WHERE redacted_text_body IS NOT NULL AND (secrets_expire_at <= now() OR id = $1)`,
    [deliveredId ?? null],
  );
}

/** One outbox row as the dev mailbox shows it. */
export interface OutboxRow {
  id: string | number;
  created_at: Date | string;
  recipient: string;
  subject: string;
  text_body: string;
  sent_at: Date | string | null;
  error: string | null;
  secrets_cleared_at: Date | string | null;
}

const MAILBOX_COLUMNS = 'id, created_at, recipient, subject, text_body, sent_at, error, secrets_cleared_at';

/** The newest `limit` messages, newest first (the dev mailbox's list). */
export async function newestOutboxMail(db: Queryable, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(`SELECT ${MAILBOX_COLUMNS} FROM outbox ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
}

/** One message by id, or undefined. */
export async function outboxMailById(db: Queryable, id: string): Promise<OutboxRow | undefined> {
  return (await db.query<OutboxRow>(`SELECT ${MAILBOX_COLUMNS} FROM outbox WHERE id = $1`, [id]))[0];
}
