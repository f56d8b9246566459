import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sourceOf } from '../db/sign-in-sources.js';
import { errorsOf } from '../http/api-errors.js';
import type { RateLimitName } from '../security/account-rules.js';
import { countRateLimited, refundRateCount } from '../security/rate-counter.js';
import { sendTooManyRequests, waitMinutes } from '../security/too-many-requests.js';
import { appPlugin } from './app-plugin.js';

/** Picks what a limit counts per (an address, a username...); undefined counts per client address. */
export type RateLimitKey = (request: FastifyRequest) => string | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one call against the named limit of account-rules.json `rateLimits` for `key`
     * (default: the client's address). Answers true when within the limit; otherwise it has
     * sent 429 JSON with a Retry-After header and answers false: the handler must
     * `return reply` at once. `messageId` names the catalogue text of the 429 (default
     * `rateLimit.exceeded`; it gets `{minutes}` either way), `path` the field it stands at
     * (default "", the request as a whole).
     */
    rateLimit: (request: FastifyRequest, reply: FastifyReply, name: RateLimitName, key?: string, messageId?: string, path?: string) => Promise<boolean>;
    /** Gives back a call counted by `rateLimit` (same name and key) that was not a failure after all. */
    refundRateLimit: (request: FastifyRequest, name: RateLimitName, key?: string) => Promise<void>;
    /** The same as a preHandler for route options: `{ preHandler: app.rateLimited('lookup') }`. */
    rateLimited: (name: RateLimitName, keyOf?: RateLimitKey) => preHandlerAsyncHookHandler;
  }
}

/** Retry-After of a 429 that was built without one: the longest window of the limits. */
const fallbackRetryAfter = (rules: Record<string, { windowSeconds: number }>) =>
  Math.max(1, ...Object.values(rules).map((rule) => rule.windowSeconds));

/**
 * Fixed-window rate limits on atomic database counters (rate_counters), shared by every
 * server process on one database. Limits are named in schemas/config/account-rules.json:
 * signIn, lookup, availability, codes, codeAddress, captcha. A refused call gets 429 with the catalogue
 * text `rateLimit.exceeded` and Retry-After; the counter key is stored hashed.
 *
 * Every 429 of the server carries Retry-After: they are built by `sendTooManyRequests`, and
 * an onSend hook adds the header to any 429 that was not (a framework or future route).
 */
export const rateLimits = appPlugin('rate-limits', async (app) => {
  app.decorate('rateLimit', async (request: FastifyRequest, reply: FastifyReply, name: RateLimitName, key?: string, messageId = 'rateLimit.exceeded', path = '') => {
    const rule = app.accountRules.rateLimits[name];
    const count = await countRateLimited(app.db, name, key ?? sourceOf(request.ip), rule);
    if (count.allowed) return true;
    request.log.info({ limit: name }, 'rate limited');
    await sendTooManyRequests(reply, count.retryAfterSeconds, errorsOf(app.content, [path, messageId, { minutes: waitMinutes(count.retryAfterSeconds) }]));
    return false;
  });

  app.decorate('refundRateLimit', async (request: FastifyRequest, name: RateLimitName, key?: string) => {
    await refundRateCount(app.db, name, key ?? sourceOf(request.ip));
  });

  app.decorate('rateLimited', (name: RateLimitName, keyOf?: RateLimitKey): preHandlerAsyncHookHandler => {
    return async function rateLimitedHandler(request, reply) {
      // Returning the reply after it was sent stops the route's handler from running.
      if (!(await app.rateLimit(request, reply, name, keyOf?.(request)))) return reply;
    };
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429 && !reply.hasHeader('Retry-After')) {
      reply.header('Retry-After', String(fallbackRetryAfter(app.accountRules.rateLimits)));
    }
    return payload;
  });
});
