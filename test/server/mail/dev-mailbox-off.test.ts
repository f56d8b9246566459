// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';

describe('the dev mailbox outside demo mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ demoMode: false });
    await app.mailer.send({ to: 'ann@clinic.example', template: 'accountRejected', params: { firstName: 'Ann' } });
  }, 60_000);
  afterAll(() => app.close());

  it('does not exist: 404 JSON for the list, a message and the stylesheet, never the app shell', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/mailbox.css']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('ann@clinic.example');
    }
  });

  it('still keeps mail in the outbox', async () => {
    expect(await app.db.query('SELECT id FROM outbox')).toHaveLength(1);
  });
});
