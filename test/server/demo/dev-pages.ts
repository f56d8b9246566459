import type { FastifyInstance } from 'fastify';
import { DEV_PAGES_COOKIE } from '../../../src/server/http/dev-pages-key.js';

/**
 * The headers of a developer's browser that opened a dev link printed at start: it holds the
 * dev-pages cookie with this start's key (beside `headers`).
 */
export function asDeveloper(app: FastifyInstance, headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, cookie: `${DEV_PAGES_COOKIE}=${app.devPagesKey}` };
}
