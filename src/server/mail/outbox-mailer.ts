import { formatMessage } from '../../engine/messages/format-message.js';
import type { MessageCatalogue, MessageParams } from '../../engine/messages/message-catalogue.js';
import type { Queryable } from '../db/database.js';
import { loadMailConfig, loadMailLifetimes, type MailLifetimes } from './mail-config.js';
import { mailDefaults } from './mail-defaults.js';
import { clearSpentSecrets, secretLifetimeMinutes, withoutSecrets } from './mail-secrets.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import type { MailDelivery } from './smtp-delivery.js';
import { mailLink } from './portal-link.js';
import { renderMail } from './render-mail.js';

/** Where a failed delivery is reported: a pino-style logger. */
export interface MailLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** What the outbox mailer needs besides the database and the catalogue. */
export interface OutboxMailerOptions {
  /** Values every text may quote: product, phone, e-mail (messageGlobals). */
  globals: MessageParams;
  /** The configured portal address; mails quote its sign-in page as `{portalUrl}`. */
  portalUrl: string;
  /** Lifetimes of links and codes (default: schemas/config/account-rules.json). */
  lifetimes?: MailLifetimes;
  /** SMTP delivery as well as the outbox (when SMTP_URL is set). */
  delivery?: MailDelivery;
  log?: MailLog;
}

/** Longest error text kept on an outbox row: enough for a code and a server reply line. */
const MAX_ERROR_LENGTH = 300;
/** How often expired links and codes are swept from the outbox while nothing else touches it. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The mailer: writes each message to the outbox table, where the dev mailbox shows it,
 * and, with a delivery, also hands it to the SMTP server, recording `sent_at` or `error` on
 * the row. Texts come from the catalogue (`mail.<template>.subject` and `.body`).
 *
 * A message's link or code stays in clear only while it can serve: once the message is
 * delivered, or its token's lifetime is over, the row keeps a copy with the secret replaced
 * (`outbox.secretRemoved`), so a database dump or backup holds no live reset link.
 */
export function createOutboxMailer(db: Queryable, catalogue: MessageCatalogue, options: OutboxMailerOptions): Mailer {
  const lifetimes = options.lifetimes ?? loadMailLifetimes();
  const signIn = mailLink(loadMailConfig(), options.portalUrl, 'signIn');
  const pending = new Set<Promise<void>>();
  const placeholder = formatMessage(catalogue, 'outbox.secretRemoved', {}, options.globals);
  const translate = (id: string, values: MessageParams) => formatMessage(catalogue, id, values, options.globals);
  const sweep = () =>
    clearSpentSecrets(db).catch((error: unknown) => options.log?.warn({ reason: describeFailure(error) }, 'outbox sweep failed'));
  // Unref'd: a sweep never keeps the process alive.
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();

  const deliver = async (id: string, to: string, rendered: ReturnType<typeof renderMail>, delivery: MailDelivery) => {
    try {
      await delivery.deliver(to, rendered);
      await db.query('UPDATE outbox SET sent_at = now(), error = NULL WHERE id = $1', [id]);
      // Delivered: the recipient has it, the outbox no longer needs the secret.
      await clearSpentSecrets(db, id);
    } catch (error) {
      // The row keeps the failure for an operator; the log names the row only, never the
      // recipient, text, link or code.
      const reason = describeFailure(error);
      options.log?.warn({ outboxId: id, reason }, 'mail delivery failed');
      await db.query('UPDATE outbox SET error = $2 WHERE id = $1', [id, reason]).catch((updateError: unknown) => {
        options.log?.warn({ outboxId: id, reason: describeFailure(updateError) }, 'mail delivery failure not recorded');
      });
    }
  };

  const idle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  const enqueue = async (queryable: Queryable, mail: OutgoingMail) => {
    const params = { portalUrl: signIn, ...mailDefaults(mail.template, lifetimes), ...mail.params };
    const rendered = renderMail({ ...mail, params }, translate);
    const secretMinutes = secretLifetimeMinutes(mail.template, lifetimes);
    const redacted = secretMinutes === undefined ? undefined : renderMail({ ...mail, params: withoutSecrets(params, placeholder) }, translate);
    const rows = await queryable.query<{ id: string }>(
      `INSERT INTO outbox (recipient, subject, text_body, html_body, template, redacted_text_body, redacted_html_body, secrets_expire_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8::int)) RETURNING id`,
      [mail.to, rendered.subject, rendered.text, rendered.html, mail.template, redacted?.text ?? null, redacted?.html ?? null, secretMinutes ?? null],
    );
    const id = String(rows[0]?.id);
    return () => {
      if (!options.delivery) return;
      const delivery = deliver(id, mail.to, rendered, options.delivery).finally(() => pending.delete(delivery));
      pending.add(delivery);
    };
  };

  return {
    async send(mail: OutgoingMail) {
      const dispatch = await enqueue(db, mail);
      await sweep();
      dispatch();
    },
    async enqueue(queryable: Queryable, mail: OutgoingMail) {
      const dispatch = await enqueue(queryable, mail);
      return () => {
        void sweep();
        dispatch();
      };
    },
    idle,
    async close() {
      clearInterval(sweeper);
      await idle();
      options.delivery?.close();
    },
  };
}

/** A failure's code and first line, bounded: what an operator needs, nothing of the message. */
function describeFailure(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [code, responseCode, typeof message === 'string' ? message.split('\n')[0] : undefined].filter(
    (part) => part !== undefined && part !== '',
  );
  return (parts.length ? parts.join(' ') : 'unknown error').slice(0, MAX_ERROR_LENGTH);
}
