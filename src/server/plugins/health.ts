import type { FastifyInstance } from 'fastify';
import { databaseHealth } from '../db/health-checks.js';
import { readMigrations } from '../db/migrate.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/retry-after.js';
import { appPlugin } from './app-plugin.js';


/** What `GET /health/ready` answers. */
interface Readiness {
  status: 'ready' | 'unavailable';
  database: 'reachable' | 'unreachable';
  migrations: { applied: number; expected: number };
  mailQueueDepth: number | null;
}

/**
 * Liveness and readiness, for a load balancer or an orchestrator:
 * - `GET /health/live`: 200 while the process serves requests at all.
 * - `GET /health/ready`: 200 when the database answers and every migration of this release is
 *   applied, with the mail queue's depth; 503 otherwise, so traffic goes to another instance.
 * Neither path is under /api: no static header, no session, no CSRF token.
 */
export const health = appPlugin('health', async (app: FastifyInstance) => {
  const expected = readMigrations().map((migration) => migration.version);

  // Never shed: a process refusing requests for load is still alive (restarting it would not help).
  app.get('/health/live', { schema: { hide: true }, config: { shed: false } }, async () => ({ status: 'live' }));

  app.get('/health/ready', { schema: { hide: true } }, async (request, reply) => {
    let answer: Readiness;
    try {
      const found = await databaseHealth(app.db);
      const applied = new Set(found.appliedMigrations);
      const missing = expected.filter((version) => !applied.has(version)).length;
      answer = {
        status: missing === 0 ? 'ready' : 'unavailable',
        database: 'reachable',
        migrations: { applied: expected.length - missing, expected: expected.length },
        mailQueueDepth: found.mailQueueDepth,
      };
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'readiness: database unreachable');
      answer = { status: 'unavailable', database: 'unreachable', migrations: { applied: 0, expected: expected.length }, mailQueueDepth: null };
    }
    if (answer.status !== 'ready') reply.code(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return answer;
  });
});
