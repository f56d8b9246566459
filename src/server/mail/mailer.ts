import type { Queryable } from '../db/database.js';

/** The e-mails the portal sends; each has a subject and body in the message catalogue. */
export type MailTemplate =
  | 'registrationLink'
  | 'oneTimeCode'
  | 'passwordResetLink'
  | 'usernameReminder'
  | 'unlockLink'
  | 'accountActivated'
  | 'accountRejected'
  | 'passwordChanged';

/** One e-mail to send: to whom, which template, and the values its texts quote. */
export interface OutgoingMail {
  to: string;
  template: MailTemplate;
  params: Readonly<Record<string, string>>;
}

/**
 * Sends e-mail. The default keeps every message in the outbox table (read by the dev
 * mailbox in demo mode); with SMTP_URL it also goes out through that server. Callers never
 * put a link's token or a code anywhere else: not in a log, not in an answer.
 *
 * Call `send` after the transaction that created the mail's token has committed: the
 * outbox row is written on its own, so a mail sent inside a transaction that then rolls
 * back would carry a dead link.
 */
export interface Mailer {
  /**
   * Resolves once the message is in the outbox. SMTP delivery, when configured, happens
   * after that in the background: a slow or failing mail server neither delays nor fails
   * the caller's request (and response times do not tell whether a mail was sent).
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Writes the message to the outbox through `db`, the caller's transaction, so the mail
   * exists exactly when the change it reports commits (staff approval: the status and its
   * e-mail, or neither). Resolves to `dispatch`, which the caller runs once the transaction has
   * committed: it starts the SMTP delivery, if any, and the outbox sweep. Never dispatched
   * (a rollback), the row is gone with the transaction and nothing is sent.
   */
  enqueue(db: Queryable, mail: OutgoingMail): Promise<() => void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle?(): Promise<void>;
  /** Waits for pending deliveries, then closes the SMTP connection. */
  close?(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
