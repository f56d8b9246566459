import type { MessageParams } from '../../engine/messages/message-catalogue.js';
import type { OutgoingMail } from './mailer.js';

/** A message ready to send: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Renders a mail from its catalogue texts. The body's blank lines make paragraphs, and
 * http(s) URLs become links in the HTML part; params are escaped, never trusted as markup.
 */
export function renderMail(mail: OutgoingMail, translate: (id: string, params: MessageParams) => string): RenderedMail {
  const subject = translate(`mail.${mail.template}.subject`, mail.params);
  const text = translate(`mail.${mail.template}.body`, mail.params);
  const html = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { subject, text, html };
}
