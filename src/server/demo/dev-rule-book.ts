import type { FastifyPluginAsync } from 'fastify';
import { answerKeyHoldersOnly } from '../http/dev-pages-key.js';
import { answerLocalClientsOnly } from '../http/local-only.js';
import { REPO_ROOT } from '../rules/load-rule-files.js';

/** Where demo mode serves the rule book, and its stylesheet (a file: the CSP forbids inline styles). */
export const RULE_BOOK_PATH = '/dev/rule-book';
const RULE_BOOK_STYLESHEET_PATH = '/dev/rule-book/rule-book.css';

/**
 * The rule book in demo mode (`GET /dev/rule-book`): built on each request from the rule
 * files on disk, so an analyst who edits one sees the change on reload. The generator is
 * authoring tooling (scripts/rulebook/, which `npm run rulebook` also runs); it is loaded
 * only here, on the first request, so production never loads it and the portal bundle never
 * holds it. Its pictures are inline SVG with presentation attributes and its style a
 * stylesheet of this origin, so the page passes the portal's CSP unchanged. Answers clients
 * on this machine holding the start's key only, as the dev mailbox does.
 */
export const devRuleBook: FastifyPluginAsync = async (app) => {
  answerLocalClientsOnly(app);
  answerKeyHoldersOnly(app);
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

  app.get(RULE_BOOK_STYLESHEET_PATH, async (request, reply) => {
    const { RULE_BOOK_STYLESHEET } = await import('../../../scripts/rulebook/book-style.js');
    return reply.headers({ ...headers, 'Content-Type': 'text/css; charset=utf-8' }).send(RULE_BOOK_STYLESHEET);
  });

  app.get(RULE_BOOK_PATH, async (request, reply) => {
    const { buildRuleBook } = await import('../../../scripts/rulebook/rule-book.js');
    const html = buildRuleBook({ root: REPO_ROOT, stylesheet: { href: RULE_BOOK_STYLESHEET_PATH } });
    return reply.headers({ ...headers, 'Content-Type': 'text/html; charset=utf-8' }).send(html);
  });
};
