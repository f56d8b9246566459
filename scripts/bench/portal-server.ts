import { createServer, type AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { seedDemoData } from '../../src/server/demo/seed-demo-data.js';

/** A running portal server the bench measures. */
export interface RunningPortal {
  /** The server's own address, e.g. "http://127.0.0.1:41234" (no trailing slash). */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `staticDir` with the real server as `npm start` runs it on loopback: a fresh
 * embedded database, migrated and holding the demo data (roles, security questions, health
 * plans, the provider directory), demo mode on, and the portal address set to the port it
 * listens on. The address matters: the origin check refuses API calls from any other
 * origin, and with a placeholder address the page's own POST /api/clients answered 403, so
 * the figures were taken of a page whose health plan list had failed to load.
 */
export async function startPortal(staticDir: string): Promise<RunningPortal> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seedDemoData(db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = buildApp({ db, staticDir, logger: false, demoMode: true, portalUrl: origin });
  await app.listen({ host: '127.0.0.1', port });
  return {
    origin,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** A port nothing listens on right now (the OS picks it), known before the app is built. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
