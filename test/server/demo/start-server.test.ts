// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../src/server/config/server-config.js';
import { DEMO_USERS } from '../../../src/server/demo/demo-data.js';
import { startServer } from '../../../src/server/start-server.js';
import { STATIC_HEADER } from '../helper.js';
import { adminQuery, dropDatabase } from '../support/database-snapshot.js';

const quiet = { logger: false as const, staticDir: false as const };

/** The configuration `npm start` would read, on a free loopback port. */
function configFor(env: Record<string, string>) {
  return readServerConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
}

async function userCount(db: { query<Row>(text: string): Promise<Row[]> }): Promise<number> {
  return Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM users'))[0]?.n);
}

// The embedded database's own start, whatever the tests' engine: once, in the unit run.
// Both tests start on one data directory, in this order: the second finds the first's
// migrated database with no user in it, which is what a first start in demo mode finds too,
// and is spared the embedded engine's set-up and the migrations (seconds on two busy cores).
describe('start-up on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  const pglite = join(dataDir, 'pglite');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the data directory and loads no demo data when demo mode is off', async () => {
    expect(existsSync(pglite)).toBe(false);
    const started = await startServer(configFor({ DATA_DIR: pglite, DEMO_MODE: 'false' }), quiet);
    try {
      expect(started.db.kind).toBe('pglite');
      expect(started.seeded).toBeUndefined();
      expect(await userCount(started.db)).toBe(0);
    } finally {
      await started.close();
    }
  }, 60_000);

  it('loads the demo data once into a database with no user, and a second start reuses the data', async () => {
    const config = configFor({ DATA_DIR: pglite });

    const first = await startServer(config, quiet);
    try {
      expect(first.db.kind).toBe('pglite');
      expect(first.seeded?.users).toBe(DEMO_USERS.length);
      const answer = await fetch(`${first.address}/api/app/configuration`, { headers: STATIC_HEADER });
      expect(answer.status).toBe(200);
      // Something a user did during the first run, which the second must still see.
      await first.db.query("UPDATE users SET organization_name = 'Changed Between Starts' WHERE username = 'activeuser1'");
    } finally {
      await first.close();
    }

    const second = await startServer(config, quiet);
    try {
      expect(second.seeded).toBeUndefined();
      expect(await userCount(second.db)).toBe(DEMO_USERS.length);
      const rows = await second.db.query<{ organization_name: string }>("SELECT organization_name FROM users WHERE username = 'activeuser1'");
      expect(rows[0]?.organization_name).toBe('Changed Between Starts');
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('start-up with DATABASE_URL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `portal_start_${randomBytes(6).toString('hex')}`;
  afterAll(() => dropDatabase(serverUrl, name));

  it('runs on PostgreSQL, migrated, and leaves its data alone: demo data only through npm run db:seed', async () => {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const started = await startServer(configFor({ DATABASE_URL: url.href, DATA_DIR: '/nonexistent/never-created' }), quiet);
    try {
      expect(started.db.kind).toBe('postgres');
      expect(started.seeded).toBeUndefined();
      expect(await userCount(started.db)).toBe(0);
      const answer = await fetch(`${started.address}/api/app/configuration`, { headers: STATIC_HEADER });
      expect(answer.status).toBe(200);
    } finally {
      await started.close();
    }
  }, 60_000);
});
