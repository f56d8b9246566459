import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app.js';
import { loadPortalConfig } from '../../src/server/rules/load-content.js';

/** A tiny stand-in for dist/ (named so .gitignore's dist/ rule spares it): an index page and one asset, so page serving is tested without a build. */
export const FIXTURE_DIST = fileURLToPath(new URL('./fixtures/built-portal', import.meta.url));

const { staticHeader } = loadPortalConfig();

/** The spec's fixed header, as every API call from the portal carries it. */
export const STATIC_HEADER: Readonly<Record<string, string>> = { [staticHeader.name]: staticHeader.value };

/** Builds the app for `app.inject` (fastify/demo's test/helper pattern): fixture pages, no log. */
export async function buildTestApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = buildApp({ staticDir: FIXTURE_DIST, portalUrl: 'https://portal.test', ...options });
  await app.ready();
  return app;
}
