import { formatMessage } from '../../../engine/messages/format-message.js';
import type { ErrorsBody } from '../../http/api-errors.js';
import type { FastifyReply } from 'fastify';
import type { IdentityIssue, IdentityProviderError } from '../../identity/identity-provider-error.js';
import { lockRetryAfterSeconds } from '../../security/lock-retry-after.js';
import { sendTooManyRequests } from '../../security/too-many-requests.js';
import type { PortalContent } from '../../plugins/portal-content.js';

/** The API's error answer for a provider refusal: each issue with its catalogue text. */
export function identityErrors(content: PortalContent, issues: readonly IdentityIssue[]): ErrorsBody {
  return {
    errors: issues.map(({ path, messageId, params = {} }) => ({
      path,
      messageId,
      params,
      message: formatMessage(content.catalogue, messageId, params, content.globals),
    })),
  };
}

/**
 * Sends a provider refusal as its 4xx answer. A 429 goes through `sendTooManyRequests` and a
 * lock-out (423) always says when to try again (its wait, or for a lock without an end the
 * longest wait: security/lock-retry-after.ts), so every caller of the provider answers these
 * with `Retry-After` without thinking of it.
 */
export function sendIdentityRefusal(reply: FastifyReply, content: PortalContent, error: IdentityProviderError): FastifyReply {
  const body = identityErrors(content, error.issues);
  if (error.status === 429) return sendTooManyRequests(reply, error.retryAfterSeconds ?? 1, body);
  if (error.status === 423) reply.header('Retry-After', String(lockRetryAfterSeconds(error.retryAfterSeconds, reply.server.accountRules.bruteForce)));
  else if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.code(error.status).send(body);
}
