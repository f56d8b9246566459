import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackAddress, isLoopbackUrl } from '../config/loopback.js';
import { hashToken } from '../security/tokens.js';

/**
 * Whether a request may read /metrics. The figures tell traffic, failure and lock rates, so
 * they are never public:
 * - with a token (METRICS_TOKEN), only `Authorization: Bearer <token>`, from any address
 *   (Prometheus on another machine); compared in constant time, as hashes of equal length;
 * - without one, only a client on this machine: the socket's own address (never a forwarded
 *   header, which a client can write) and a loopback Host (a reverse proxy that passes the
 *   public Host on, or a DNS-rebinding page, is refused).
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(Buffer.from(hashToken(given)), Buffer.from(hashToken(token)));
  }
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackUrl(`http://${request.headers.host ?? ''}`);
}

/** An onRequest hook refusing whoever {@link mayReadMetrics} refuses, with `refuse` (the plain 404: the path's existence is not told either). */
export function metricsAccess(token: string | undefined, refuse: (reply: FastifyReply) => FastifyReply) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!mayReadMetrics(request, token)) return refuse(reply);
  };
}
