import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { loadPortalConfig } from '../../src/server/rules/load-content.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server listens, e.g. "http://127.0.0.1:41234" (no trailing slash). */
    baseUrl: string;
    /** The spec's fixed header, for specs that call the API directly. */
    staticHeader: { name: string; value: string };
  }
}

/**
 * Starts the real server once for the e2e project: the same `buildApp` as production,
 * serving the built dist/, on a free loopback port. Specs read the address with
 * `inject('baseUrl')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = join(REPO_ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('dist/index.html is missing: build the portal first (`npm run test:e2e` does).');
  }
  // The real server on an embedded database of its own, migrated like a fresh install.
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  // Demo mode, as `npm start` on loopback: the page's origin (a random port) is not the
  // configured portal URL, and only demo mode accepts another loopback origin.
  const app = buildApp({ db, staticDir: dist, logger: { level: 'warn' }, demoMode: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('staticHeader', loadPortalConfig().staticHeader);
  return async () => {
    await app.close();
    await db.close();
  };
}
