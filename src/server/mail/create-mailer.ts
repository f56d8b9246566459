import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.js';
import type { PortalContent } from '../plugins/portal-content.js';
import { loadMailConfig } from './mail-config.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import type { OutboxSending } from './outbox-sender.js';
import { createSmtpDelivery } from './smtp-delivery.js';

/** What the app's mailer is built from. */
export interface AppMailerOptions {
  db: Queryable;
  content: PortalContent;
  portalUrl: string;
  /** SMTP_URL: deliver through this server as well as writing the outbox. */
  smtpUrl?: string;
  log: FastifyBaseLogger;
  /** When the background sender sweeps and retries (tests shorten it). */
  sending?: Partial<OutboxSending>;
}

/**
 * The app's mailer: always the outbox, plus SMTP delivery when `smtpUrl` is set. Sender and
 * time limit come from schemas/config/mail.json.
 */
export function createAppMailer(options: AppMailerOptions): Mailer {
  const config = loadMailConfig();
  const delivery = options.smtpUrl
    ? createSmtpDelivery({
        url: options.smtpUrl,
        from: { name: config.fromName, address: config.fromAddress },
        timeoutMs: config.smtpTimeoutMs,
      })
    : undefined;
  return createOutboxMailer(options.db, options.content.catalogue, {
    globals: options.content.globals,
    portalUrl: options.portalUrl,
    delivery,
    sending: options.sending,
    log: options.log,
  });
}
