import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../src/server/app.js';
import { FIXTURE_DIST } from '../helper.js';
import { createTestDatabase } from './test-database.js';

/** One method and URL the app answers, with the schema its route declared. */
export interface RecordedRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  config: RouteOptions['config'];
}

/**
 * Builds the app like buildTestApp, recording every route as it is registered (an onRoute
 * hook added before the plugins load), so tests can cover routes other areas add later
 * without listing them. HEAD routes Fastify derives from GET ones are left out.
 */
export async function buildAppRecordingRoutes(options: Partial<BuildAppOptions> = {}): Promise<{ app: FastifyInstance; routes: RecordedRoute[] }> {
  const owned = await createTestDatabase();
  const app = buildApp({ staticDir: FIXTURE_DIST, portalUrl: 'https://portal.test', ...options, db: owned.db });
  const routes: RecordedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Read when asked: app-wide onRoute hooks that run after this one (request-strings) may
      // still replace the schema, and tests should see what the route validates with.
      if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config, get schema() { return route.schema; } });
    }
  });
  app.addHook('onClose', () => owned.drop());
  await app.ready();
  return { app, routes };
}
