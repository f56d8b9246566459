import nodemailer from 'nodemailer';
import type { RenderedMail } from './render-mail.js';

/** Hands a rendered message to a mail server. */
export interface MailDelivery {
  deliver(to: string, mail: RenderedMail): Promise<void>;
  close(): void;
}

/** Where SMTP delivery sends from and how long it may wait. */
export interface SmtpDeliveryOptions {
  /** smtp://user:pass@host:port or smtps://... (SMTP_URL). */
  url: string;
  from: { name: string; address: string };
  timeoutMs: number;
}

/**
 * Delivery through an SMTP server with nodemailer. The transport logs nothing (its
 * logger is off by default), so no body, link or code reaches a log from here.
 */
export function createSmtpDelivery(options: SmtpDeliveryOptions): MailDelivery {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    async deliver(to, mail) {
      await transport.sendMail({ from: options.from, to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close() {
      transport.close();
    },
  };
}
