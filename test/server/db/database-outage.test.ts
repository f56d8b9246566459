import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/server/db/database.js';
import { openDatabase } from '../../../src/server/db/open-database.js';
import { adminQuery, dropDatabase } from '../support/database-snapshot.js';
import { call, signIn, startInstance, type Instance, type Session } from '../support/server-instance.js';
import { startTcpGate, type TcpGate } from '../support/tcp-gate.js';
import { insertUser } from '../user-session/session-fixtures.js';

/** How long the database stays away: 2 s in the suite; `OUTAGE_SECONDS=10` shows the full 10 s. */
const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 2) * 1000;

/** One answer seen under load: its status, how long it took, and what a 503 must carry. */
interface Seen {
  status: number;
  ms: number;
  retryAfter: string | null;
  messageId: unknown;
  at: number;
}

/**
 * PostgreSQL going away under load, through a TCP proxy between one server process and the
 * database that the test cuts (every connection reset, every new one refused) and restores:
 * what a database restart or failover looks like to the portal; then silences (connections
 * accepted and never answered: a hung server or a lost network). The outage is short by default
 * to keep the run short; the behaviour does not depend on its length.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the database away for a while under load', { timeout: 90_000 + OUTAGE_MS }, () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `portal_outage_${randomBytes(6).toString('hex')}`;
  let gate: TcpGate;
  let instance: Instance;
  let db: Database;
  let session: Session;

  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const direct = new URL(serverUrl);
    direct.pathname = `/${name}`;
    gate = await startTcpGate({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct.href);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(gate.port);
    instance = await startInstance(proxied.href);
    // The test's own connection goes around the proxy: it sets up and checks, never cut.
    db = await openDatabase({ url: direct.href });
    await insertUser(db, { username: 'steady.user@clinic.example.org' });
    const signedIn = await signIn(instance, 'steady.user@clinic.example.org');
    session = signedIn.session as Session;
  }, 120_000);

  afterAll(async () => {
    instance?.process.kill('SIGTERM');
    await gate?.close();
    await db?.close();
    await dropDatabase(serverUrl, name);
  });

  /**
   * `users` browsers calling a signed-in page's data back to back (the session is read from
   * the database on every call), until stopped; every answer is kept.
   */
  function startLoad(users: number) {
    const seen: Seen[] = [];
    let running = true;
    const loop = async () => {
      while (running) {
        const started = Date.now();
        const answer = await call(instance, 'GET', '/api/userconfig/userconfiguration', undefined, session);
        const errors = answer.json.errors as { messageId?: unknown }[] | undefined;
        seen.push({ status: answer.status, ms: Date.now() - started, retryAfter: answer.headers.get('retry-after'), messageId: errors?.[0]?.messageId, at: Date.now() });
      }
    };
    const loops = Array.from({ length: users }, loop);
    return {
      seen,
      async stop() {
        running = false;
        await Promise.all(loops);
      },
    };
  }
  const ready = async () => {
    const answer = await fetch(`${instance.origin}/health/ready`);
    return { status: answer.status, body: (await answer.json()) as { database?: string } };
  };
  /** Nothing but 200 and 503, and every 503 in the portal's shape with Retry-After. */
  const expectOnlyOkOrUnavailable = (seen: Seen[]) => {
    expect(seen.filter((one) => one.status !== 200 && one.status !== 503)).toEqual([]);
    const unavailable = seen.filter((one) => one.status === 503);
    expect(unavailable.every((one) => one.retryAfter === '5' && one.messageId === 'server.unavailable')).toBe(true);
    return unavailable;
  };

  it('answers 503 with Retry-After (never 500, never a hang) while it is away, and serves again by itself once it is back', async () => {
    expect(session).toBeDefined();
    const { seen, stop } = startLoad(4);
    let cutAt = 0;
    let restoredAt = 0;
    try {
      await vi.waitFor(() => expect(seen.filter((one) => one.status === 200).length).toBeGreaterThanOrEqual(20), { timeout: 20_000, interval: 50 });
      gate.cut();
      cutAt = Date.now();
      await vi.waitFor(() => expect(seen.filter((one) => one.status === 503).length).toBeGreaterThanOrEqual(20), { timeout: 20_000, interval: 50 });
      expect(await ready()).toMatchObject({ status: 503, body: { database: 'unreachable' } });
      // Away a while longer: still 503, request after request.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - cutAt))));

      gate.restore();
      restoredAt = Date.now();
      await vi.waitFor(() => expect(seen.filter((one) => one.at > restoredAt && one.status === 200).length).toBeGreaterThanOrEqual(20), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      // Also when a wait above fails: no call is left running against a stopped server.
      gate.restore();
      await stop();
    }

    const unavailable = expectOnlyOkOrUnavailable(seen);
    // Each answered within the pool's connection limit (5 s) and well before any client gives up.
    expect(Math.max(...seen.map((one) => one.ms))).toBeLessThan(10_000);
    // While away, nothing succeeded: every call made after the first 503 and answered before
    // the restore was a 503.
    const firstUnavailable = Math.min(...unavailable.map((one) => one.at));
    expect(firstUnavailable).toBeGreaterThanOrEqual(cutAt);
    const whileAway = seen.filter((one) => one.at - one.ms > firstUnavailable && one.at < restoredAt);
    expect(whileAway.length).toBeGreaterThan(0);
    expect(whileAway.filter((one) => one.status !== 503)).toEqual([]);
    // Back without a restart: the same process answers 200 and is ready again.
    expect(instance.process.exitCode).toBeNull();
    expect(await ready()).toMatchObject({ status: 200, body: { database: 'reachable' } });
    expect((await call(instance, 'GET', '/api/userconfig/userconfiguration', undefined, session)).status).toBe(200);
  });

  it('answers 503 after the connection limit, not a hang, while the database accepts connections and never answers', async () => {
    const { seen, stop } = startLoad(2);
    let silencedAt = 0;
    try {
      await vi.waitFor(() => expect(seen.filter((one) => one.status === 200).length).toBeGreaterThanOrEqual(10), { timeout: 20_000, interval: 50 });
      gate.silence();
      silencedAt = Date.now();
      // Calls that open a connection wait out the 5 s limit, then answer 503.
      await vi.waitFor(() => expect(seen.filter((one) => one.at > silencedAt && one.status === 503 && one.ms >= 4_000).length).toBeGreaterThanOrEqual(2), {
        timeout: 40_000,
        interval: 100,
      });
      gate.restore();
      const restoredAt = Date.now();
      await vi.waitFor(() => expect(seen.filter((one) => one.at > restoredAt && one.status === 200).length).toBeGreaterThanOrEqual(10), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      gate.restore();
      await stop();
    }
    expectOnlyOkOrUnavailable(seen);
    // Bounded by the connection limit (5 s), with room for a loaded machine; no call hung.
    expect(Math.max(...seen.map((one) => one.ms))).toBeLessThan(15_000);
  });
});
