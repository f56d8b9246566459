import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.js';
import { readMigrations } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { SESSION_COOKIE } from '../../src/server/plugins/sessions.js';
import { CSRF_HEADER } from '../../src/server/plugins/csrf-check.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { loadAccountRules } from '../../src/server/security/account-rules.js';
import { STATIC_HEADER } from './helper.js';
import { adminQuery } from './support/database-snapshot.js';
import { attachIdentifier, insertAccount, PLAN, seedDirectory, signedInHeaders } from './clients-providers/provider-fixtures.js';
import { insertUser, TEST_PASSWORD } from './user-session/session-fixtures.js';

/** A server process started as `npm start` would be, and its address. */
interface Instance {
  process: ChildProcess;
  origin: string;
}

function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/support/instance-main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO_MODE: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening (\S+)/.exec(out);
      if (found?.[1]) resolve({ process: child, origin: found[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${err}`)));
  });
}

/** The portal's call as a browser makes it: static header, and the session's cookie and CSRF token once signed in. */
async function call(instance: Instance, method: 'GET' | 'POST', path: string, body?: unknown, session?: { cookie: string; csrf: string }) {
  const headers: Record<string, string> = { ...STATIC_HEADER };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) Object.assign(headers, { cookie: `${SESSION_COOKIE}=${session.cookie}`, [CSRF_HEADER]: session.csrf });
  const answer = await fetch(`${instance.origin}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await answer.text();
  return { status: answer.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, cookie: /portal[^=]*=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1] };
}

async function signIn(instance: Instance, userName: string, password = TEST_PASSWORD) {
  const answer = await call(instance, 'POST', '/api/user/login', { userName, password });
  return { ...answer, session: answer.cookie ? { cookie: answer.cookie, csrf: String(answer.json.csrfToken) } : undefined };
}

/**
 * Two server processes on one PostgreSQL database, as behind any load balancer: whatever one
 * decides, the other holds to, because every piece of shared state lives in the database.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database', { timeout: 60_000 }, () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `portal_two_${randomBytes(6).toString('hex')}`;
  let a: Instance;
  let b: Instance;
  let db: Database;

  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Started together: they also migrate the empty database together.
    [a, b] = await Promise.all([startInstance(url.href), startInstance(url.href)]);
    db = await openDatabase({ url: url.href });
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.process.kill('SIGTERM');
    await db?.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('keeps a session made on one valid on the other, and ends it on both at log out', async () => {
    await insertUser(db, { username: 'both.ways@clinic.example.org' });
    const { session } = await signIn(a, 'both.ways@clinic.example.org');
    expect(session).toBeDefined();
    expect((await call(b, 'GET', '/api/userconfig/userconfiguration', undefined, session)).status).toBe(200);
    await call(b, 'POST', '/api/user/logout', {}, session);
    expect((await call(a, 'GET', '/api/userconfig/userconfiguration', undefined, session)).status).toBe(401);
  });

  it('holds a lock earned on one on the other', async () => {
    await insertUser(db, { username: 'locked.across@clinic.example.org' });
    const { failureFactor } = loadAccountRules().bruteForce;
    for (let i = 0; i < failureFactor; i += 1) await signIn(i % 2 === 0 ? a : b, 'locked.across@clinic.example.org', 'Wr0ngGuess1');
    const refused = await signIn(b, 'locked.across@clinic.example.org');
    expect(refused.status).toBe(403);
    expect((refused.json.errors as { messageId: string }[])[0]?.messageId).toBe('signIn.locked');
  });

  it('counts one rate limit across both: calls split between them meet the same budget', async () => {
    const { max } = loadAccountRules().rateLimits.availability;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      statuses.push((await call(i % 2 === 0 ? a : b, 'POST', '/api/user/availability/username', { userName: `free.${i}@clinic.example.org` })).status);
    }
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps the provider list right on both while one of them deletes', async () => {
    await seedDirectory(db);
    const userId = await insertAccount(db);
    const rows = [];
    for (const value of ['1000000001', '1000000002', '1000000003']) rows.push(await attachIdentifier(db, userId, 1, value, PLAN.alpha));
    const headers = await signedInHeaders(db, userId);
    const list = async (instance: Instance) => {
      const answer = await fetch(`${instance.origin}/api/providers/ProviderList?PageSize=ALL`, { headers });
      const body = (await answer.json()) as { totalRecord: number; providerList: { id: number }[] };
      return { total: body.totalRecord, ids: body.providerList.map((row) => row.id).sort((x, y) => x - y) };
    };
    // Both answer (and so hold their ordered copy) before the delete.
    expect(await list(a)).toEqual({ total: 3, ids: rows });
    expect(await list(b)).toEqual({ total: 3, ids: rows });
    const deleted = await fetch(`${a.origin}/api/providers/ProviderDelete`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: rows[0] }),
    });
    expect(deleted.status).toBe(200);
    expect(await list(b)).toEqual({ total: 2, ids: rows.slice(1) });
    expect(await list(a)).toEqual({ total: 2, ids: rows.slice(1) });
  });

  it('answers ready on both, with every migration applied once', async () => {
    for (const instance of [a, b]) {
      const ready = await fetch(`${instance.origin}/health/ready`);
      expect(ready.status).toBe(200);
    }
    const [counts] = await db.query<{ n: number; d: number }>('SELECT count(*)::int AS n, count(DISTINCT version)::int AS d FROM schema_migrations');
    expect(counts?.n).toBe(readMigrations().length);
    expect(counts?.d).toBe(counts?.n);
  });
});
