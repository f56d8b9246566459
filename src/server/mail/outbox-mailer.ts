import { formatMessage } from '../../engine/messages/format-message.js';
import type { MessageCatalogue, MessageParams } from '../../engine/messages/message-catalogue.js';
import type { Queryable } from '../db/database.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import { renderMail } from './render-mail.js';

/**
 * The default mailer: writes each message to the outbox table, where the dev mailbox shows
 * it. Texts come from the catalogue (`mail.<template>.subject` and `.body`).
 */
export function createOutboxMailer(db: Queryable, catalogue: MessageCatalogue, globals: MessageParams): Mailer {
  return {
    async send(mail: OutgoingMail) {
      const rendered = renderMail(mail, (id, params) => formatMessage(catalogue, id, params, globals));
      await db.query(
        'INSERT INTO outbox (recipient, subject, text_body, html_body, template) VALUES ($1, $2, $3, $4, $5)',
        [mail.to, rendered.subject, rendered.text, rendered.html, mail.template],
      );
    },
  };
}
