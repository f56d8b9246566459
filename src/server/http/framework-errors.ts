import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalContent } from '../plugins/portal-content.js';
import { securityHeaderList, setSecurityHeaders, type SecurityHeaderOptions } from '../plugins/security-headers.js';
import { requestError } from './api-errors.js';

/** Fastify's framework error codes and the catalogue message each answers with. */
const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'request.malformed',
  414: 'request.pathTooLong',
};

/**
 * Fastify's `frameworkErrors` option: the refusals its router makes before any route, hook
 * or error handler runs (bad percent-encoding in a path: 400; a path parameter over
 * `maxParamLength`: 414; a failing async constraint: 500). Without it they answer in Fastify's
 * own `{ error, code, message }` shape, echo the path, and carry none of our headers. Here
 * they answer like every other refusal: `{ errors }` from the catalogue, same status, the
 * security headers set by hand (no hook runs on this path).
 */
export function frameworkErrorHandler(content: PortalContent, headers: SecurityHeaderOptions) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request.raw, reply.raw, headers);
    const status = error.statusCode ?? 500;
    const messageId = MESSAGE_BY_STATUS[status];
    if (messageId) {
      // The code only: the message quotes the path, which can hold a one-time code.
      request.log.info({ code: error.code, statusCode: status }, 'request refused');
      return reply.code(status).send(requestError(content, messageId));
    }
    request.log.error({ code: error.code, statusCode: status }, 'request failed');
    return reply.code(500).send(requestError(content, 'server.failed', { requestId: request.id }));
  };
}

/** Node's HTTP parser errors and the status each answers (as Fastify's default does). */
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's `clientErrorHandler` option: requests Node's HTTP parser refuses (malformed
 * request line or header: 400, headers over the size limit: 431, too slow: 408) are answered
 * on the raw socket. Fastify's default writes its own `{ error, message }` shape without our
 * headers; this writes `{ errors }` with the security headers, then closes the connection.
 */
export function clientErrorHandler(content: PortalContent, headers: SecurityHeaderOptions) {
  const answers = new Map<number, string>();
  const answerFor = (status: number): string => {
    const cached = answers.get(status);
    if (cached) return cached;
    const body = JSON.stringify(requestError(content, status === 431 ? 'request.tooLarge' : 'request.malformed'));
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...securityHeaderList(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    const answer = `${lines.join('\r\n')}\r\n\r\n${body}`;
    answers.set(status, answer);
    return answer;
  };
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.write(answerFor(CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400));
    socket.destroy(error);
  };
}
