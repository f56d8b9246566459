// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { FIXTURE_DIST } from '../helper.js';
import { createTestDatabase } from '../support/test-database.js';

describe('every 429 carries Retry-After (issue 6 item 6)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const owned = await createTestDatabase();
    app = buildApp({ db: owned.db, staticDir: FIXTURE_DIST, portalUrl: 'https://portal.test' });
    app.addHook('onClose', () => owned.drop());
    // A 429 built without the helper, as a future route or a framework answer might.
    app.get('/test-only/too-many', async (_request, reply) => reply.code(429).send({ errors: [] }));
    await app.ready();
  }, 60_000);
  afterAll(() => app.close());

  it('adds Retry-After to a 429 that was sent without one', async () => {
    const response = await app.inject({ method: 'GET', url: '/test-only/too-many' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
