import { escapeHtml, linksIn } from './render-mail.js';

/** One outbox row as the dev mailbox shows it. */
export interface MailboxMessage {
  id: string;
  createdAt: Date;
  recipient: string;
  subject: string;
  text: string;
  sentAt: Date | null;
  error: string | null;
  /** Its link or code was removed (delivered or expired). */
  secretsCleared: boolean;
}

/** The page's words, from the message catalogue (`devMailbox.*`). */
export type MailboxTexts = (id: string, params?: Record<string, string>) => string;

/** Where the page's stylesheet is served (a file of its own: the CSP forbids inline styles). */
export const MAILBOX_STYLESHEET_PATH = '/dev/mailbox/mailbox.css';

/** The mailbox: every message, newest first, each with its text and links. */
export function mailboxListPage(messages: readonly MailboxMessage[], texts: MailboxTexts, product: string): string {
  const body = messages.length
    ? `<ol class="messages">\n${messages.map((message) => `<li>${messageArticle(message, texts, true)}</li>`).join('\n')}\n</ol>`
    : `<p>${escapeHtml(texts('devMailbox.empty'))}</p>`;
  return page(texts('devMailbox.title'), product, `<p>${escapeHtml(texts('devMailbox.intro'))}</p>\n${body}`, texts('devMailbox.demoOnly'));
}

/** One message on a page of its own. */
export function mailboxMessagePage(message: MailboxMessage, texts: MailboxTexts, product: string): string {
  const title = texts('devMailbox.messageTitle', { id: message.id });
  return page(
    title,
    product,
    `${messageArticle(message, texts, false)}\n<nav aria-label="${escapeHtml(texts('devMailbox.title'))}"><p><a href="/dev/mailbox">${escapeHtml(texts('devMailbox.back'))}</a></p></nav>`,
    texts('devMailbox.demoOnly'),
  );
}

function page(title: string, product: string, main: string, demoOnly: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`${title} - ${product}`)}</title>`,
    `<link rel="stylesheet" href="${MAILBOX_STYLESHEET_PATH}">`,
    '</head>',
    '<body>',
    `<header><p>${escapeHtml(product)}</p><p class="demo-only"><strong>${escapeHtml(demoOnly)}</strong></p></header>`,
    `<main>\n<h1>${escapeHtml(title)}</h1>\n${main}\n</main>`,
    '</body>',
    '</html>',
  ].join('\n');
}

function messageArticle(message: MailboxMessage, texts: MailboxTexts, linkToOwnPage: boolean): string {
  const headingId = `message-${message.id}`;
  const subject = escapeHtml(message.subject);
  const heading = linkToOwnPage
    ? `<h2 id="${headingId}"><a href="/dev/mailbox/${message.id}" aria-label="${escapeHtml(texts('devMailbox.open', { id: message.id }))}: ${subject}">${subject}</a></h2>`
    : `<h2 id="${headingId}">${subject}</h2>`;
  const created = message.createdAt.toISOString();
  const delivery = message.sentAt
    ? `<dt>${escapeHtml(texts('devMailbox.delivered'))}</dt><dd><time datetime="${message.sentAt.toISOString()}">${message.sentAt.toISOString()}</time></dd>`
    : message.error
      ? `<dt>${escapeHtml(texts('devMailbox.deliveryFailed'))}</dt><dd>${escapeHtml(message.error)}</dd>`
      : '';
  const links = linksIn(message.text);
  const linkList = links.length
    ? `<ul>\n${links.map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`).join('\n')}\n</ul>`
    : `<p>${escapeHtml(texts('devMailbox.noLinks'))}</p>`;
  return [
    `<article aria-labelledby="${headingId}">`,
    heading,
    '<dl>',
    `<dt>${escapeHtml(texts('devMailbox.to'))}</dt><dd>${escapeHtml(message.recipient)}</dd>`,
    `<dt>${escapeHtml(texts('devMailbox.sent'))}</dt><dd><time datetime="${created}">${created}</time></dd>`,
    delivery,
    '</dl>',
    message.secretsCleared ? `<p>${escapeHtml(texts('devMailbox.secretsRemoved'))}</p>` : '',
    `<pre>${escapeHtml(message.text)}</pre>`,
    `<h3>${escapeHtml(texts('devMailbox.links'))}</h3>`,
    linkList,
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The page's styles: readable text, wrapped message bodies, visible focus. */
export const MAILBOX_STYLESHEET = `body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1b1b1b; background: #fff; }
header p { margin: 0; font-weight: 600; }
header p.demo-only { margin-top: 0.5rem; padding: 0.5rem 0.75rem; border-left: 0.5rem solid #ffbe2e; background: #faf3d1; }
ol.messages { list-style: none; padding: 0; }
article { border: 1px solid #a9aeb1; border-radius: 4px; margin: 1rem 0; padding: 0 1rem 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f0f0f0; padding: 0.75rem; }
a { color: #005ea2; overflow-wrap: anywhere; }
a:focus { outline: 3px solid #2491ff; outline-offset: 2px; }
`;
