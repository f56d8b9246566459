import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app.js';
import { loadPortalConfig } from '../../src/server/rules/load-content.js';
import { createTestDatabase } from './support/test-database.js';

/** A tiny stand-in for dist/ (named so .gitignore's dist/ rule spares it): an index page and one asset, so page serving is tested without a build. */
export const FIXTURE_DIST = fileURLToPath(new URL('./fixtures/built-portal', import.meta.url));

const { staticHeader } = loadPortalConfig();

/** The spec's fixed header, as every API call from the portal carries it. */
export const STATIC_HEADER: Readonly<Record<string, string>> = { [staticHeader.name]: staticHeader.value };

/** Builds the app for `app.inject` (fastify/demo's test/helper pattern): fixture pages, no log. */
export async function buildTestApp(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  // A database of its own unless the test shares one; dropped when the app closes.
  const owned = options.db ? undefined : await createTestDatabase();
  const db = options.db ?? (owned?.db as BuildAppOptions['db']);
  const app = buildApp({ staticDir: FIXTURE_DIST, portalUrl: 'https://portal.test', ...options, db });
  if (owned) app.addHook('onClose', () => owned.drop());
  await app.ready();
  return app;
}
