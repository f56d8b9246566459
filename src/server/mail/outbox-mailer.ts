import { formatMessage } from '../../engine/messages/format-message.js';
import type { MessageCatalogue, MessageParams } from '../../engine/messages/message-catalogue.js';
import type { Queryable } from '../db/database.js';
import { loadMailConfig, loadMailLifetimes, type MailLifetimes } from './mail-config.js';
import { mailDefaults } from './mail-defaults.js';
import { clearSpentSecrets, insertOutboxMail } from '../db/outbox.js';
import { secretLifetimeMinutes, withoutSecrets } from './mail-secrets.js';
import { createOutboxSender, DEFAULT_OUTBOX_SENDING, describeFailure, type MailLog, type OutboxSending } from './outbox-sender.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import type { MailDelivery } from './smtp-delivery.js';
import { mailLink } from './portal-link.js';
import { renderMail } from './render-mail.js';

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
  /** When the background sender sweeps and retries (default {@link DEFAULT_OUTBOX_SENDING}). */
  sending?: Partial<OutboxSending>;
  log?: MailLog;
}

/** How often expired links and codes are swept from the outbox while nothing else touches it. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The mailer: writes each message to the outbox table, where the dev mailbox shows it,
 * and, with a delivery, also hands it to the SMTP server through the background sender
 * (outbox-sender.ts: claimed once across processes, retried until delivered), recording
 * `sent_at` or `error` on the row. Texts come from the catalogue (`mail.<template>.subject`
 * and `.body`).
 *
 * A message's link or code stays in clear only while it can serve: once the message is
 * delivered, or its token's lifetime is over, the row keeps a copy with the secret replaced
 * (`outbox.secretRemoved`), so a database dump or backup holds no live reset link.
 */
export function createOutboxMailer(db: Queryable, catalogue: MessageCatalogue, options: OutboxMailerOptions): Mailer {
  const lifetimes = options.lifetimes ?? loadMailLifetimes();
  const signIn = mailLink(loadMailConfig(), options.portalUrl, 'signIn');
  const placeholder = formatMessage(catalogue, 'outbox.secretRemoved', {}, options.globals);
  const translate = (id: string, values: MessageParams) => formatMessage(catalogue, id, values, options.globals);
  const sweep = () =>
    clearSpentSecrets(db).catch((error: unknown) => options.log?.warn({ reason: describeFailure(error) }, 'outbox sweep failed'));
  // Unref'd: a sweep never keeps the process alive.
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();
  const sender = options.delivery
    ? createOutboxSender(db, options.delivery, { ...DEFAULT_OUTBOX_SENDING, ...options.sending }, options.log)
    : undefined;

  const enqueue = async (queryable: Queryable, mail: OutgoingMail) => {
    const params = { portalUrl: signIn, ...mailDefaults(mail.template, lifetimes), ...mail.params };
    const rendered = renderMail({ ...mail, params }, translate);
    const secretMinutes = secretLifetimeMinutes(mail.template, lifetimes);
    const redacted = secretMinutes === undefined ? undefined : renderMail({ ...mail, params: withoutSecrets(params, placeholder) }, translate);
    const id = await insertOutboxMail(queryable, {
      recipient: mail.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      template: mail.template,
      redacted,
      secretMinutes,
    });
    return () => sender?.dispatch(id);
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
    idle: async () => sender?.idle(),
    async close() {
      clearInterval(sweeper);
      await sender?.close();
      options.delivery?.close();
    },
  };
}
