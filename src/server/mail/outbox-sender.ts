import type { Queryable } from '../db/database.js';
import { claimDueOutboxMail, claimOutboxMail, clearSpentSecrets, markOutboxFailed, markOutboxSent, type ClaimedOutboxMail } from '../db/outbox.js';
import type { MailDelivery } from './smtp-delivery.js';

/** Where a failed delivery is reported: a pino-style logger. */
export interface MailLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** When the background sender looks for mail and how it retries; every field has a default fit for production. */
export interface OutboxSending {
  /** How often the sweep looks for due rows (retries, and rows whose sender stopped). */
  sweepMs: number;
  /** Wait before the first retry of a failed delivery; doubles with each attempt... */
  retrySeconds: number;
  /** ...up to this. */
  maxRetrySeconds: number;
  /** A claim lapses after this, so a sender that died mid-send loses its rows to another sweep. */
  claimSeconds: number;
  /** Rows one sweep claims at most (it claims again while it finds a full batch). */
  batch: number;
  /** Rows older than this are left unsent (their error stays on the row for an operator). */
  maxAgeHours: number;
}

/**
 * Defaults: a sweep every 30 s; retries after 30 s, 1, 2, 4, 8 min, then every 15 min for two
 * days. A claim lasts 2 min, well beyond one delivery's worst case (the SMTP connection,
 * greeting and socket time limits of schemas/config/mail.json, 10 s each).
 */
export const DEFAULT_OUTBOX_SENDING: OutboxSending = {
  sweepMs: 30_000,
  retrySeconds: 30,
  maxRetrySeconds: 900,
  claimSeconds: 120,
  batch: 20,
  maxAgeHours: 48,
};

/** Longest error text kept on an outbox row: enough for a code and a server reply line. */
const MAX_ERROR_LENGTH = 300;

/** Hands outbox rows to the SMTP server, once each across every process on the database. */
export interface OutboxSender {
  /** Delivers the row just committed, unless another sender has already claimed it. */
  dispatch(id: string): void;
  /** Resolves when every delivery and sweep started so far has finished. */
  idle(): Promise<void>;
  /** Stops the sweep and waits for what is under way. */
  close(): Promise<void>;
}

/**
 * The background sender. Every delivery starts with an atomic claim of its row
 * (db/outbox.ts): right after the commit for the row this process wrote, and in a sweep every
 * `sweepMs` for every due row (failed ones whose retry wait has passed, and ones whose sender
 * died, once its claim lapsed), whichever process wrote them. So two processes never both
 * send a row, and mail written while the SMTP server was down goes out once it is back,
 * without any request. A delivery that succeeds but cannot be recorded (the database gone at
 * that instant) is sent again after the claim lapses: at least once, with the row's stable
 * Message-ID, which lets a receiving server drop the copy.
 */
export function createOutboxSender(db: Queryable, delivery: MailDelivery, sending: OutboxSending, log?: MailLog): OutboxSender {
  const pending = new Set<Promise<void>>();
  let closed = false;
  let sweeping = false;

  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  const deliver = async (mail: ClaimedOutboxMail) => {
    try {
      await delivery.deliver(mail.recipient, mail, mail.reference);
    } catch (error) {
      // The row keeps the failure for an operator; the log names the row only, never the
      // recipient, text, link or code.
      const reason = describeFailure(error);
      log?.warn({ outboxId: mail.id, reason }, 'mail delivery failed');
      await markOutboxFailed(db, mail.id, reason, sending).catch((updateError: unknown) => {
        log?.warn({ outboxId: mail.id, reason: describeFailure(updateError) }, 'mail delivery failure not recorded');
      });
      return;
    }
    try {
      await markOutboxSent(db, mail.id);
      // Delivered: the recipient has it, the outbox no longer needs the secret.
      await clearSpentSecrets(db, mail.id);
    } catch (error) {
      log?.warn({ outboxId: mail.id, reason: describeFailure(error) }, 'mail delivered but not recorded');
    }
  };

  const sweep = async () => {
    if (sweeping || closed) return;
    sweeping = true;
    try {
      for (;;) {
        const claimed = await claimDueOutboxMail(db, { ...sending, limit: sending.batch });
        // In parallel: one batch must finish well within its claim.
        await Promise.all(claimed.map(deliver));
        if (claimed.length < sending.batch || closed) break;
      }
    } catch (error) {
      log?.warn({ reason: describeFailure(error) }, 'outbox sweep failed');
    } finally {
      sweeping = false;
    }
  };

  // Unref'd: the sweep never keeps the process alive.
  const timer = setInterval(() => track(sweep()), sending.sweepMs);
  timer.unref();

  const idle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  return {
    dispatch(id) {
      if (closed) return;
      track(
        claimOutboxMail(db, id, sending).then(
          (mail) => (mail ? deliver(mail) : undefined),
          (error: unknown) => log?.warn({ outboxId: id, reason: describeFailure(error) }, 'mail claim failed'),
        ),
      );
    },
    idle,
    async close() {
      closed = true;
      clearInterval(timer);
      await idle();
    },
  };
}

/** A failure's code and first line, bounded: what an operator needs, nothing of the message. */
export function describeFailure(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [code, responseCode, typeof message === 'string' ? message.split('\n')[0] : undefined].filter(
    (part) => part !== undefined && part !== '',
  );
  return (parts.length ? parts.join(' ') : 'unknown error').slice(0, MAX_ERROR_LENGTH);
}
