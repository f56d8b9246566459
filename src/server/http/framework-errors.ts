import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalContent } from '../plugins/portal-content.js';
import { setSecurityHeaders, type SecurityHeaderOptions } from '../plugins/security-headers.js';
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
