import { join } from 'node:path';
import type { PortalSwitches } from '../../engine/content/portal-config.js';
import { REPO_ROOT } from '../rules/load-rule-files.js';
import { isLoopbackAddress, isLoopbackUrl } from './loopback.js';
import { readShedding, type SheddingOptions } from './shedding-config.js';

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
   * by default only with the embedded database while HOST and PORTAL_URL are both loopback:
   * a deployment (PostgreSQL, or a server others can reach) must not show its outbox (live
   * reset links). DEMO_MODE=true off loopback is refused at start ({@link demoModeRefusal}).
   */
  demoMode: boolean;
  logLevel: string;
  /** Feature switches set by the environment, over schemas/config/portal.json's (see {@link SWITCH_VARIABLES}). */
  switches: Partial<PortalSwitches>;
  /** METRICS_TOKEN: the bearer token that reads /metrics from anywhere; unset, only clients on this machine may (docs/security.md). */
  metricsToken?: string;
  /**
   * TRUST_PROXY: the load balancers or reverse proxies in front of the server (addresses or
   * CIDR ranges, comma-separated), whose X-Forwarded-For names the client. Unset, the socket's
   * address is the client's: behind a proxy every client would share the proxy's budgets and locks.
   */
  trustProxy?: string;
  /** Overload shedding: on with generous defaults, SHEDDING=false turns it off, SHED_* set each threshold (shedding-config.ts). */
  shedding: SheddingOptions | false;
}

/**
 * The environment variables that flip a feature switch without a rebuild or a rule-file
 * change: a deployment's setting. The browser asks the server (`/api/app/*`) before the
 * screens that need them, so every page follows the server's value.
 */
const SWITCH_VARIABLES: Readonly<Record<keyof PortalSwitches, string>> = {
  mfaEnabled: 'SWITCH_MFA_ENABLED',
  securityQuestionsDisabled: 'SWITCH_SECURITY_QUESTIONS_DISABLED',
  cdsEnabled: 'SWITCH_CDS_ENABLED',
};

/** The switches the environment sets; a value other than "true" or "false" stops the start. */
function readSwitches(env: NodeJS.ProcessEnv): Partial<PortalSwitches> {
  const switches: Partial<PortalSwitches> = {};
  for (const [name, variable] of Object.entries(SWITCH_VARIABLES) as [keyof PortalSwitches, string][]) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    if (value !== 'true' && value !== 'false') throw new Error(`${variable} must be "true" or "false", not "${value}"`);
    switches[name] = value === 'true';
  }
  return switches;
}

/** Reads the server configuration from environment variables, with embedded defaults. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const host = env.HOST ?? '127.0.0.1';
  const portalUrl = env.PORTAL_URL ?? `http://localhost:${port}`;
  const onLoopback = isLoopbackAddress(host) && isLoopbackUrl(portalUrl);
  return {
    port,
    host,
    portalUrl,
    databaseUrl,
    dataDir: env.DATA_DIR ?? join(REPO_ROOT, '.data', 'pglite'),
    smtpUrl: env.SMTP_URL || undefined,
    demoMode: env.DEMO_MODE === undefined ? databaseUrl === undefined && onLoopback : env.DEMO_MODE === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    switches: readSwitches(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: env.TRUST_PROXY || undefined,
    shedding: readShedding(env),
  };
}

/**
 * Why this configuration must not start, or undefined. Demo mode serves the outbox (live
 * reset links and codes); off loopback that is an account takeover for anyone who can reach
 * the port, so DEMO_MODE=true with a HOST or PORTAL_URL that is not loopback stops the start
 * instead of being quietly ignored: whoever set it learns at once that it cannot work that way.
 */
export function demoModeRefusal(config: Pick<ServerConfig, 'demoMode' | 'host' | 'portalUrl'>): string | undefined {
  if (!config.demoMode || (isLoopbackAddress(config.host) && isLoopbackUrl(config.portalUrl))) return undefined;
  return `DEMO_MODE=true needs HOST and PORTAL_URL on loopback (127.0.0.1, ::1 or localhost); got HOST=${config.host} and PORTAL_URL=${config.portalUrl}. Demo mode shows every e-mail, reset links included, so it never runs where others can reach it: set DEMO_MODE=false, or listen on loopback.`;
}
