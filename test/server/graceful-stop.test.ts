import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server-process.js';
import type { Database } from '../../src/server/db/database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { STATIC_HEADER } from './helper.js';
import { adminQuery, dropDatabase } from './support/database-snapshot.js';
import { insertUser, TEST_PASSWORD } from './user-session/session-fixtures.js';

const signIn = (server: ServerProcess, userName: string) =>
  fetch(`${server.origin}/api/user/login`, {
    method: 'POST',
    headers: { ...STATIC_HEADER, 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: TEST_PASSWORD }),
  });

/**
 * `npm start`'s process stopped by SIGTERM, as an orchestrator stops it. The requests in
 * flight are held in the database (a row lock the sign-in's write waits for), so they are
 * surely still running when the signal comes, whatever the machine's speed.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a graceful stop on SIGTERM', { timeout: 90_000 }, () => {
  // Collected (not run) without PostgreSQL too: the URL must still parse then.
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://skipped/';
  const name = `portal_stop_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let db: Database;
  let server: ServerProcess;

  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    db = await openDatabase({ url: url.href });
    await migrate(db);
    server = await startServerProcess({ DATABASE_URL: url.href });
  }, 120_000);

  afterAll(async () => {
    server?.process.kill('SIGKILL');
    await db?.close().catch(() => undefined);
    await dropDatabase(serverUrl, name);
  });

  it('answers the requests in flight, refuses new connections, closes the database and exits 0', async () => {
    const users = ['stop.one@clinic.example.org', 'stop.two@clinic.example.org', 'stop.three@clinic.example.org'];
    for (const username of users) await insertUser(db, { username });
    // Each sign-in's write waits on this lock until the test lets it go.
    const holder = new pg.Client({ connectionString: url.href });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM users WHERE username = ANY($1) FOR UPDATE', [users]);
    const inFlight = users.map((username) => signIn(server, username));
    // Until all three wait on the lock inside the server.
    for (let waiting = 0; waiting < users.length; await sleep(50)) {
      const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [name]);
      waiting = row?.n ?? 0;
    }

    server.process.kill('SIGTERM');
    await sleep(500);
    // Stopped listening: a new connection is refused, while the three are still running.
    await expect(fetch(`${server.origin}/health/live`)).rejects.toThrow();
    expect(server.process.exitCode).toBeNull();

    await holder.query('COMMIT');
    await holder.end();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect({ code: await server.exited, errors: server.errors() }).toEqual({ code: 0, errors: '' });
    // Its database connections are closed: once the test's own are, none is left.
    await db.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const left = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    await admin.end();
    expect(left.rows[0]?.n).toBe(0);
  });
});
