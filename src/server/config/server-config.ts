import { join } from 'node:path';
import { REPO_ROOT } from '../rules/load-rule-files.js';

/** How this server process runs, from the environment. Business rules live in schemas/config. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Base of every link in e-mail; never taken from a request's Host header. */
  portalUrl: string;
  /** PostgreSQL when set; else the embedded PGlite database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Send e-mail through this SMTP server as well as to the outbox. */
  smtpUrl?: string;
  /**
   * Demo mode: demo data loaded into an empty database and the dev mailbox page served. On
   * by default only with the embedded database: a deployment on PostgreSQL must not show its
   * outbox (live reset links) unless DEMO_MODE=true says so.
   */
  demoMode: boolean;
  logLevel: string;
}

/** Reads the server configuration from environment variables, with embedded defaults. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    portalUrl: env.PORTAL_URL ?? `http://localhost:${port}`,
    databaseUrl,
    dataDir: env.DATA_DIR ?? join(REPO_ROOT, '.data', 'pglite'),
    smtpUrl: env.SMTP_URL || undefined,
    demoMode: env.DEMO_MODE === undefined ? databaseUrl === undefined : env.DEMO_MODE === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
