import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress, isLoopbackUrl } from '../config/loopback.js';
import { requestError } from './api-errors.js';

/**
 * Makes the routes of a demo-mode plugin answer only clients on this machine: to anyone
 * else they are the plain 404 of every /dev/ path outside demo mode. The socket's own
 * address, never a forwarded header (which a client can write), decides; and the Host a
 * browser sent must be a loopback name too: a page that re-points its own name at
 * 127.0.0.1 (DNS rebinding) reaches this socket from the local browser, but with its own
 * name in Host.
 */
export function answerLocalClientsOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const hostIsLoopback = isLoopbackUrl(`http://${request.headers.host ?? ''}`);
    if (!isLoopbackAddress(request.socket.remoteAddress) || !hostIsLoopback || !listensOnLoopbackOnly(app.server.address())) {
      return reply.code(404).send(requestError(app.content, 'api.notFound'));
    }
  });
}

/**
 * Whether the server listens on loopback only, on a local socket file, or not at all
 * (`inject` in tests). A server on every interface (0.0.0.0, ::) is reachable from elsewhere:
 * start-server refuses demo mode there, and the dev pages refuse too for an app someone
 * listens with by hand.
 */
function listensOnLoopbackOnly(address: ReturnType<FastifyInstance['server']['address']>): boolean {
  if (address === null) return true;
  return typeof address === 'string' || isLoopbackAddress(address.address);
}
