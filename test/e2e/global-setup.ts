import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PortalSwitches } from '../../src/engine/content/portal-config.js';
import { startDemoPortal } from '../../src/server/demo/demo-portal.js';
import { loadPortalConfig } from '../../src/server/rules/load-content.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { adminQuery } from '../server/support/database-snapshot.js';

/** The switch settings the e2e servers run in, beside the rule files' own ("default"). */
export const SWITCH_SETTINGS = {
  default: {},
  questionsOff: { securityQuestionsDisabled: true },
  cds: { cdsEnabled: true },
  multiFactor: { mfaEnabled: true },
} as const satisfies Record<string, Partial<PortalSwitches>>;

/** A name of {@link SWITCH_SETTINGS}. */
export type SwitchSetting = keyof typeof SWITCH_SETTINGS;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server of the rule files' switch setting listens, e.g. "http://127.0.0.1:41234". */
    baseUrl: string;
    /** A real server per switch setting (the environment's SWITCH_* overrides), by setting. */
    settingUrls: Record<SwitchSetting, string>;
    /** The spec's fixed header, for specs that call the API directly. */
    staticHeader: { name: string; value: string };
    /** Each server's dev-pages key, by its address (what `npm start` prints in its dev links). */
    devPagesKeys: Record<string, string>;
  }
}

/**
 * Starts the real server once per switch setting for the e2e project: the same `buildApp`
 * as production, serving the built dist/, on a free loopback port, each on an embedded
 * database of its own migrated like a fresh install and holding the demo data (roles,
 * health plans, the provider directory), as `npm start` does. Specs read the addresses
 * with `inject('baseUrl')` and `inject('settingUrls')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = join(REPO_ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('dist/index.html is missing: build the portal first (`npm run test:e2e` does).');
  }
  const databases = await journeyDatabases(Object.keys(SWITCH_SETTINGS) as SwitchSetting[]);
  const started = await Promise.all(
    Object.entries(SWITCH_SETTINGS).map(async ([name, switches]) => ({
      name,
      ...(await startDemoPortal({ staticDir: dist, switches, logger: { level: 'warn' }, databaseUrl: databases.urls[name as SwitchSetting] })),
    })),
  );
  const settingUrls = Object.fromEntries(started.map((server) => [server.name, server.origin])) as Record<SwitchSetting, string>;
  project.provide('baseUrl', settingUrls.default);
  project.provide('settingUrls', settingUrls);
  project.provide('staticHeader', loadPortalConfig().staticHeader);
  project.provide('devPagesKeys', Object.fromEntries(started.map((server) => [server.origin, server.devPagesKey])));
  return async () => {
    await Promise.all(started.map((server) => server.close()));
    await databases.drop();
  };
}

/**
 * With TEST_DATABASE_URL (CI sets it), each server runs on a fresh PostgreSQL database of
 * its own, so every journey also proves the store on the production engine
 * (docs/decisions/test-run-on-two-cores.md); without it, on embedded PGlite as `npm start`.
 */
async function journeyDatabases(settings: readonly SwitchSetting[]): Promise<{ urls: Partial<Record<SwitchSetting, string>>; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { urls: {}, drop: async () => {} };
  const run = randomBytes(4).toString('hex');
  const names = Object.fromEntries(settings.map((setting) => [setting, `portal_e2e_${setting.toLowerCase()}_${run}`])) as Record<SwitchSetting, string>;
  await Promise.all(Object.values(names).map((name) => adminQuery(serverUrl, `CREATE DATABASE ${name}`)));
  const urls = Object.fromEntries(
    settings.map((setting) => {
      const url = new URL(serverUrl);
      url.pathname = `/${names[setting]}`;
      return [setting, url.href];
    }),
  );
  return { urls, drop: async () => void (await Promise.all(Object.values(names).map((name) => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))) };
}
