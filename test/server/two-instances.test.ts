import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database.js';
import { readMigrations } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { loadMailConfig } from '../../src/server/mail/mail-config.js';
import { loadAccountRules } from '../../src/server/security/account-rules.js';
import { adminQuery, dropDatabase } from './support/database-snapshot.js';
import { attachIdentifier, insertAccount, PLAN, seedDirectory, signedInHeaders } from './clients-providers/provider-fixtures.js';
import { startSmtpReceiver, type SmtpReceiver } from './mail/support/smtp-receiver.js';
import { goodRegistration, insertReferenceRows } from './registration/reference-rows.js';
import { call, signIn, startInstance, type Instance } from './support/server-instance.js';
import { startTcpGate, type TcpGate } from './support/tcp-gate.js';
import { insertUser } from './user-session/session-fixtures.js';

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
  let receiver: SmtpReceiver;
  // Both send mail to one SMTP server, through a gate the mail test opens when it is ready.
  let smtpGate: TcpGate;

  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    receiver = await startSmtpReceiver();
    smtpGate = await startTcpGate({ host: '127.0.0.1', port: Number(new URL(receiver.url).port) });
    smtpGate.cut();
    // Each sweeps its outbox every 300 ms in batches of 3, so their sweeps meet on one backlog.
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpGate.port}`, TEST_OUTBOX_SWEEP_MS: '300' };
    // Started together: they also migrate the empty database together.
    [a, b] = await Promise.all([startInstance(url.href, env), startInstance(url.href, env)]);
    db = await openDatabase({ url: url.href });
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.process.kill('SIGTERM');
    await smtpGate?.close();
    await receiver?.close();
    await db?.close();
    await dropDatabase(serverUrl, name);
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

  it('sends each mail once though both send the outbox: a backlog both sweep at once, and mail made while both run', async () => {
    await insertReferenceRows(db);
    // Registrations share the availability budget, which the rate limit test above spent from this address.
    await db.query('DELETE FROM rate_counters');
    const register = (index: number) =>
      call(index % 2 === 0 ? a : b, 'POST', '/api/user/registration', goodRegistration({ username: `mail.${index}@clinic.example.org`, useSameEmail: true, email: undefined }));
    const unsent = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL'))[0]?.n;

    // The SMTP server is down: the registrations still succeed, and each mail fails once.
    const backlog = await Promise.all(Array.from({ length: 12 }, (_, index) => register(index)));
    expect(backlog.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    await vi.waitFor(async () => expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE error IS NOT NULL'))[0]?.n).toBe(12), {
      timeout: 20_000,
      interval: 200,
    });
    expect(receiver.messages).toHaveLength(0);

    // Back: both sweeps retry the backlog together while new mail is written on both.
    smtpGate.restore();
    const more = await Promise.all(Array.from({ length: 12 }, (_, index) => register(12 + index)));
    expect(more.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    await vi.waitFor(async () => expect(await unsent()).toBe(0), { timeout: 30_000, interval: 200 });
    // Several more sweeps of both: nothing goes out a second time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const rows = await db.query<{ reference: string; recipient: string }>(
      `SELECT 'outbox.' || id || '.' || (extract(epoch FROM created_at) * 1000)::bigint AS reference, recipient FROM outbox ORDER BY id`,
    );
    expect(rows).toHaveLength(24);
    const messageIds = receiver.messages.map((message) => message.headers['message-id']);
    expect(messageIds).toHaveLength(24);
    expect(new Set(messageIds).size).toBe(24);
    expect([...messageIds].sort()).toEqual(rows.map((row) => `<${row.reference}@${loadMailConfig().fromAddress.split('@')[1]}>`).sort());
    expect(receiver.messages.map((message) => message.recipients.join()).sort()).toEqual(rows.map((row) => row.recipient).sort());
  });
});
