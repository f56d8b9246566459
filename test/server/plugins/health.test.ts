import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../../src/server/db/migrate.js';
import { buildTestApp } from '../helper.js';

describe('health checks for a load balancer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers live with no header, session or token', async () => {
    const answer = await app.inject({ method: 'GET', url: '/health/live' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'live' });
  });

  it('answers ready with every migration applied and the mail queue depth', async () => {
    const before = (await app.inject({ method: 'GET', url: '/health/ready' })).json();
    const expected = readMigrations().length;
    expect(before).toEqual({ status: 'ready', database: 'reachable', migrations: { applied: expected, expected }, mailQueueDepth: expect.any(Number) });
    await app.db.query("INSERT INTO outbox (recipient, subject, text_body, html_body, template) VALUES ('q@clinic.example.org', 's', 't', 'h', 'x')");
    const after = (await app.inject({ method: 'GET', url: '/health/ready' })).json();
    expect(after.mailQueueDepth).toBe(before.mailQueueDepth + 1);
  });

  it('answers 503 with Retry-After while a migration of this release is missing', async () => {
    const [last] = readMigrations().slice(-1);
    await app.db.query('DELETE FROM schema_migrations WHERE version = $1', [last?.version]);
    try {
      const answer = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBeDefined();
      expect(answer.json()).toMatchObject({ status: 'unavailable', database: 'reachable' });
    } finally {
      await app.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last?.version, last?.name]);
    }
  });

  it('answers 503, not 500 or a hang, when the database is gone', async () => {
    const gone = await buildTestApp();
    await gone.db.close();
    const answer = await gone.inject({ method: 'GET', url: '/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'unavailable', database: 'unreachable', mailQueueDepth: null });
    await gone.close().catch(() => undefined);
  });
});
