import type { FastifyPluginAsync } from 'fastify';
import { formatMessage } from '../../../engine/messages/format-message.js';
import { isUnsupportedBrowser, UNSUPPORTED_BROWSER_PATH } from '../../http/unsupported-browser.js';

/** Text as HTML text or attribute: the page has no script and no markup from its texts. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `/unsupported`: a page for browsers the portal cannot run in, written here as plain HTML
 * (no script, no stylesheet: the browsers it is for run neither), its texts from the message
 * catalogue (schemas/messages/unsupported-browser.json). A supported browser asking for it is
 * sent to the root, as the spec says.
 */
const unsupportedBrowserRoutes: FastifyPluginAsync = async (app) => {
  app.get(UNSUPPORTED_BROWSER_PATH, async (request, reply) => {
    if (!isUnsupportedBrowser(request.headers['user-agent'])) return reply.redirect('/', 302);
    const say = (id: string) => escapeHtml(formatMessage(app.content.catalogue, id, {}, app.content.globals));
    const page = [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${say('unsupportedBrowser.title')} | ${say('product.name')}</title>`,
      '</head>',
      '<body>',
      `<p><strong>${say('product.name')}</strong></p>`,
      '<main>',
      `<h1>${say('unsupportedBrowser.title')}</h1>`,
      `<p>${say('unsupportedBrowser.body')}</p>`,
      `<p>${say('unsupportedBrowser.help')}</p>`,
      '</main>',
      '</body>',
      '</html>',
    ].join('\n');
    return reply.header('Cache-Control', 'no-store').header('Vary', 'User-Agent').type('text/html; charset=utf-8').send(page);
  });
};

export default unsupportedBrowserRoutes;
