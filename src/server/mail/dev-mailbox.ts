import type { FastifyPluginAsync } from 'fastify';
import { formatMessage } from '../../engine/messages/format-message.js';
import { requestError } from '../http/api-errors.js';
import { answerKeyHoldersOnly } from '../http/dev-pages-key.js';
import { answerLocalClientsOnly } from '../http/local-only.js';
import { clearSpentSecrets, newestOutboxMail, outboxMailById, type OutboxRow } from '../db/outbox.js';
import { MAILBOX_STYLESHEET, MAILBOX_STYLESHEET_PATH, mailboxListPage, mailboxMessagePage, type MailboxMessage } from './dev-mailbox-page.js';

/** Where demo mode serves the mailbox's list (a message is below it). */
export const MAILBOX_PATH = '/dev/mailbox';

/** Most messages the list shows: the newest ones; older ones stay reachable by id. */
const MAILBOX_PAGE_SIZE = 200;

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const toMessage = (row: OutboxRow): MailboxMessage => ({
  id: String(row.id),
  createdAt: asDate(row.created_at),
  recipient: row.recipient,
  subject: row.subject,
  text: row.text_body,
  sentAt: row.sent_at === null ? null : asDate(row.sent_at),
  error: row.error,
  secretsCleared: row.secrets_cleared_at !== null,
});

/**
 * The dev mailbox (demo mode only): `GET /dev/mailbox` lists the outbox newest first,
 * `GET /dev/mailbox/:id` shows one message. Plain server-rendered HTML with a stylesheet
 * file and no script, so it works under the strict CSP. It shows links and codes in clear,
 * which is why app.ts registers it only in demo mode (which only starts on loopback), and why
 * it answers only clients on this machine (http/local-only.ts) holding the start's key
 * (http/dev-pages-key.ts).
 */
export const devMailbox: FastifyPluginAsync = async (app) => {
  answerLocalClientsOnly(app);
  answerKeyHoldersOnly(app);

  const texts = (id: string, params: Record<string, string> = {}) => formatMessage(app.content.catalogue, id, params, app.content.globals);
  const product = app.content.config.product;
  // Mail holds live links: no cache keeps a page, no search engine lists one.
  const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

  app.get(MAILBOX_STYLESHEET_PATH, async (request, reply) =>
    reply.headers({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }).send(MAILBOX_STYLESHEET),
  );

  // Links and codes show only until delivered or expired: expired ones are cleared first.
  app.addHook('preHandler', async () => {
    await clearSpentSecrets(app.db);
  });

  app.get(MAILBOX_PATH, async (request, reply) => {
    const rows = await newestOutboxMail(app.db, MAILBOX_PAGE_SIZE);
    return reply.headers(html).send(mailboxListPage(rows.map(toMessage), texts, product));
  });

  app.get<{ Params: { id: string } }>(
    `${MAILBOX_PATH}/:id`,
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } } } } },
    async (request, reply) => {
      const row = await outboxMailById(app.db, request.params.id);
      if (!row) return reply.code(404).send(requestError(app.content, 'api.notFound'));
      return reply.headers(html).send(mailboxMessagePage(toMessage(row), texts, product));
    },
  );
};

/**
 * Every /dev/ path no dev page serves (all of them outside demo mode) is a plain 404, so it
 * neither reaches the app shell (which would answer 200) nor hints that a mailbox exists; a
 * dev page asked without the start's key answers the same.
 */
export const devPathsNotFound: FastifyPluginAsync = async (app) => {
  app.get('/dev/*', async (request, reply) => reply.code(404).send(requestError(app.content, 'api.notFound')));
};
