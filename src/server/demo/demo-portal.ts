import { createServer, type AddressInfo } from 'node:net';
import type { PortalSwitches } from '../../engine/content/portal-config.js';
import { buildApp } from '../app.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import type { Database } from '../db/database.js';
import { seedDemoData } from './seed-demo-data.js';

/** A running demo portal (tests and benchmarks). */
export interface DemoPortal {
  /** The server's own address, e.g. "http://127.0.0.1:41234" (no trailing slash). */
  origin: string;
  /** The key its dev pages ask for (http/dev-pages-key.ts), as `npm start` prints it in its links. */
  devPagesKey: string;
  close(): Promise<void>;
}

/** How to start one: what it serves, the switch setting, and how much it logs. */
export interface DemoPortalOptions {
  staticDir: string;
  switches?: Partial<PortalSwitches>;
  logger?: false | { level: string };
  /**
   * A PostgreSQL database to run on (empty; migrated and seeded here) instead of a fresh
   * embedded one: the browser journeys use it when a test server is given.
   */
  databaseUrl?: string;
  /** Runs on the seeded database before the server listens (a bench's extra rows). */
  prepare?: (db: Database) => Promise<void>;
}

/**
 * Serves `staticDir` with the real server as `npm start` runs it on loopback: a fresh
 * embedded database, migrated and holding the demo data (roles, security questions, health
 * plans, the provider directory), demo mode on (the dev mailbox shows mailed links and
 * codes), and the portal address set to the port it listens on. The address matters: the
 * origin check refuses API calls from any other origin, and mailed links lead back to it.
 */
export async function startDemoPortal(options: DemoPortalOptions): Promise<DemoPortal> {
  const db = await openDatabase(options.databaseUrl ? { url: options.databaseUrl } : { dataDir: 'memory://' });
  await migrate(db);
  await seedDemoData(db);
  await options.prepare?.(db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = buildApp({
    db,
    staticDir: options.staticDir,
    logger: options.logger ?? false,
    demoMode: true,
    portalUrl: origin,
    ...(options.switches ? { switches: options.switches } : {}),
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    origin,
    devPagesKey: app.devPagesKey as string,
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
