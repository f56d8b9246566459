import nodemailer from 'nodemailer';
import type { RenderedMail } from './render-mail.js';

/** Hands a rendered message to a mail server. */
export interface MailDelivery {
  /**
   * `reference` names the outbox row: the Message-ID is built from it, so every attempt at
   * one row carries the same id (a receiving server can drop a repeated delivery).
   */
  deliver(to: string, mail: RenderedMail, reference: string): Promise<void>;
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
    async deliver(to, mail, reference) {
      const messageId = `<${reference}@${options.from.address.split('@')[1] ?? 'localhost'}>`;
      await transport.sendMail({ from: options.from, to, subject: mail.subject, text: mail.text, html: mail.html, messageId });
    },
    close() {
      transport.close();
    },
  };
}
