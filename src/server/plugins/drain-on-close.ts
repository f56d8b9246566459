import type { FastifyInstance } from 'fastify';
import { requestError } from '../http/api-errors.js';
import { appPlugin } from './app-plugin.js';

/** Retry-After of a request refused while the server stops: another instance takes it, or this one once restarted. */
const RETRY_AFTER_SECONDS = 5;

/**
 * What the app does while it stops (`app.close()`, graceful-stop.ts): every answer from then on
 * says `Connection: close`, so a keep-alive connection whose request was in flight ends with
 * its answer (Node does not close a connection that turns idle after the server stopped
 * listening, and the stop would wait for the client to hang up); a request that still arrives
 * on such a connection gets 503 with Retry-After and the portal's `{ errors }` body (Fastify's
 * own 503 is turned off for it in app.ts).
 */
export const drainOnClose = appPlugin('drain-on-close', async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send(requestError(app.content, 'server.busy', { seconds: RETRY_AFTER_SECONDS }));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
});
