import type { FastifyInstance } from 'fastify';
import { buildApp, type LoggerChoice } from './app.js';
import { demoModeRefusal, type ServerConfig } from './config/server-config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import type { OutboxSending } from './mail/outbox-sender.js';
import { hasNoUsers, seedDemoData, type SeedReport } from './demo/seed-demo-data.js';
import { RULE_BOOK_PATH } from './demo/dev-rule-book.js';
import { SCREENS_PATH } from './demo/dev-screens.js';
import { devPageLink } from './http/dev-pages-key.js';
import { MAILBOX_PATH } from './mail/dev-mailbox.js';

/** A listening server and what it runs on. */
export interface StartedServer {
  app: FastifyInstance;
  db: Database;
  /** "http://127.0.0.1:3000": where it listens (the real port when 0 was asked for). */
  address: string;
  /** What demo data this start loaded; undefined when it loaded none (data already there, or not embedded). */
  seeded?: SeedReport;
  /**
   * Demo mode: the dev mailbox's, rule book's and screen gallery's links on the portal's
   * address, each carrying this start's key (http/dev-pages-key.ts); server.ts prints them.
   * Undefined outside demo mode.
   */
  devPages?: { mailbox: string; ruleBook: string; screens: string };
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

/** What the caller may set beside the configuration (tests quiet the log or serve no pages). */
export interface StartOptions {
  logger?: LoggerChoice;
  staticDir?: string | false;
  /** When the outbox's background sender sweeps and retries (tests shorten it). */
  mailSending?: Partial<OutboxSending>;
}

/**
 * Starts the portal the way `npm start` does: opens the database (PGlite in `dataDir`,
 * created on first start, or PostgreSQL at `databaseUrl`), brings its schema up to date,
 * loads the demo data into an empty embedded database in demo mode, then listens.
 *
 * Demo data goes only into the embedded database on its own: a PostgreSQL database is a
 * deployment's, so it gets demo data only when someone asks for it (`npm run db:seed`), never
 * because DEMO_MODE defaulted to on. A database with any user is never touched, so a second
 * start reuses the data as it was left. Demo mode off loopback is refused ({@link demoModeRefusal}).
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<StartedServer> {
  // Before the database is opened: a refused start leaves nothing behind.
  const refusal = demoModeRefusal(config);
  if (refusal) throw new Error(refusal);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await migrate(db);
    const seeded = config.demoMode && db.kind === 'pglite' && (await hasNoUsers(db)) ? await seedDemoData(db) : undefined;
    app = buildApp({
      db,
      logger: options.logger ?? { level: config.logLevel },
      portalUrl: config.portalUrl,
      smtpUrl: config.smtpUrl,
      demoMode: config.demoMode,
      switches: config.switches,
      metricsToken: config.metricsToken,
      ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
      shedding: config.shedding,
      ...(options.staticDir !== undefined ? { staticDir: options.staticDir } : {}),
      ...(options.mailSending ? { mailSending: options.mailSending } : {}),
    });
    if (seeded) app.log.info({ seeded }, 'demo data loaded into the empty embedded database');
    const address = await app.listen({ port: config.port, host: config.host });
    const started = app;
    const key = app.devPagesKey;
    // Asked for any free port (PORT=0): only the listening address knows which one it got.
    const base = config.port === 0 ? address : config.portalUrl;
    return {
      app: started,
      db,
      address,
      seeded,
      devPages:
        key === undefined
          ? undefined
          : {
              mailbox: devPageLink(base, key, MAILBOX_PATH),
              ruleBook: devPageLink(base, key, RULE_BOOK_PATH),
              screens: devPageLink(base, key, SCREENS_PATH),
            },
      async close() {
        await started.close();
        await db.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
