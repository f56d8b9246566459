import { isApiRequest, requestPath } from '../http/request-path.js';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isSchemaNode, type SchemaNode } from '../../engine/schema/json-schema.js';
import { mapAjvErrors } from '../../engine/validation/map-ajv-errors.js';
import { DatabaseUnavailableError } from '../db/database-unavailable.js';
import { requestError } from '../http/api-errors.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/retry-after.js';
import { appPlugin } from './app-plugin.js';
import { isUnsupportedBrowser, UNSUPPORTED_BROWSER_PATH } from '../http/unsupported-browser.js';
import { firstPaintFile } from '../../portal/first-paint-element.js';

/** PostgreSQL's codes for text it cannot store: invalid byte sequence (NUL) and unsupported Unicode escape. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Paths that look like a file ("/assets/app-1a2b.js"): a miss is a 404, never the app shell. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Turns every failure into a JSON answer in the `{ errors: FieldError[] }` shape:
 *
 * - schema validation errors: 400 with field errors mapped through the same catalogue and
 *   rules the browser uses (`mapAjvErrors`), so both sides show the same texts;
 * - other client errors (malformed JSON, wrong media type, too large): their 4xx status,
 *   one request-level error;
 * - anything else: 500, logged with the request id; the client gets the id but never a
 *   message or stack trace, which could reveal internals.
 *
 * Not-found: GET page paths get the app shell (dist/index.html, or the page's copy carrying
 * its first paint, for the addresses in `firstPaints`) when `spa` is on, so the client-side
 * router can draw the route; everything else gets a JSON 404.
 */
export const errorHandling = appPlugin<{ spa: boolean; firstPaints?: ReadonlySet<string> }>('error-handling', async (app, { spa, firstPaints = new Set() }) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      const schema = schemaOfPart(request, error.validationContext);
      const errors = mapAjvErrors(error.validation as ErrorObject[], {
        schema,
        catalogue: app.content.catalogue,
        globals: app.content.globals,
      });
      return reply.code(400).send({ errors });
    }
    // Last line of defence behind the valid-character check: text the database cannot store
    // (a NUL byte: 22021, or in JSON: 22P05) is the request's fault, never a 500.
    const status = UNSTORABLE_TEXT_CODES.has(String((error as { code?: unknown }).code)) ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      // Log the code only: a parser's message can quote the body (a password, say).
      request.log.info({ code: error.code, statusCode: status }, 'request refused');
      const messageId = status === 413 ? 'request.tooLarge' : 'request.malformed';
      return reply.code(status).send(requestError(app.content, messageId));
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send(requestError(app.content, 'server.unavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(requestError(app.content, 'server.failed', { requestId: request.id }));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request.url);
    const isApi = isApiRequest(request.url);
    if (spa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && !FILE_LIKE.test(path)) {
      // A browser that cannot run the portal's scripts would get a blank page: it is told so.
      if (isUnsupportedBrowser(request.headers['user-agent'])) return reply.header('Vary', 'User-Agent').redirect(UNSUPPORTED_BROWSER_PATH, 302);
      // A page the build drew a first paint for gets its own copy of the shell (first-paint-files.ts).
      const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return sendAppShell(reply, firstPaints.has(page) ? firstPaintFile(page) : 'index.html');
    }
    return reply.code(404).send(requestError(app.content, 'api.notFound'));
  });
});

/** dist/index.html or a page's copy of it, never cached: it names the hashed bundles of the current release. */
function sendAppShell(reply: FastifyReply, file: string) {
  return reply.header('Cache-Control', 'no-cache').sendFile(file);
}

function schemaOfPart(request: FastifyRequest, part: string | undefined): SchemaNode {
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  const schema = part ? schemas?.[part] : undefined;
  return isSchemaNode(schema) ? schema : {};
}
