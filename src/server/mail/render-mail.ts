import type { MessageParams } from '../../engine/messages/message-catalogue.js';
import type { OutgoingMail } from './mailer.js';

/** A message ready to send: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

// An http(s) URL up to white space; a trailing sentence mark ("sign in at https://x.") is
// not part of it.
const URL_PATTERN = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/** The http(s) links written in a text, in order, each once. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(URL_PATTERN) ?? [])];
}

/**
 * Renders a mail from its catalogue texts (`mail.<template>.subject` and `.body`). The
 * body's blank lines make paragraphs, and http(s) URLs become links in the HTML part;
 * params are escaped, never trusted as markup.
 */
export function renderMail(mail: OutgoingMail, translate: (id: string, params: MessageParams) => string): RenderedMail {
  const subject = translate(`mail.${mail.template}.subject`, mail.params);
  const text = translate(`mail.${mail.template}.body`, mail.params);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body>\n${paragraphs}\n</body>`,
    '</html>',
  ].join('\n');
  return { subject, text, html };
}

/** Wraps the URLs of already escaped text in links (the escaped URL is also a valid href). */
function linkify(escaped: string): string {
  return escaped.replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`);
}
