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
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
