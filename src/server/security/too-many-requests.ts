import type { FastifyReply } from 'fastify';
import type { ErrorsBody } from '../http/api-errors.js';

/** A wait in seconds as the whole minutes a refusal's text names ("wait {minutes} minute(s)"), at least 1. */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * Sends a 429: the only way this server builds one, so every 429 carries Retry-After (RFC
 * 9110 section 10.2.3) in whole seconds, at least 1. The rate-limits plugin also adds the
 * header to any 429 that did not come through here, as a safety net.
 */
export function sendTooManyRequests(reply: FastifyReply, retryAfterSeconds: number, body: ErrorsBody): FastifyReply {
  return reply
    .code(429)
    .header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))))
    .send(body);
}
