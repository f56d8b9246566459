// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { buildTestApp, STATIC_HEADER } from './helper.js';
import { createTestDatabase } from './support/test-database.js';

describe('the /api contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('refuses a call without the static header with 403 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/configuration' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ path: '', messageId: 'request.forbidden' });
  });

  it('refuses a call whose static header has the wrong value with 403 JSON', async () => {
    const [name] = Object.keys(STATIC_HEADER);
    const response = await app.inject({ method: 'GET', url: '/api/app/configuration', headers: { [name as string]: 'guess' } });
    expect(response.statusCode).toBe(403);
  });

  it('checks the static header before validating a form body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/forms/registration/validation', payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it('answers an unknown API path with 404 JSON, never the app shell', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/call', headers: STATIC_HEADER });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().errors[0].messageId).toBe('api.notFound');
    }
  });

  it('answers the portal address from configuration, not from the Host header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/app/configuration',
      headers: { ...STATIC_HEADER, host: 'attacker.example' },
    });
    expect(response.json()).toEqual({ portalUrl: 'https://portal.test' });
  });

  it('answers the three feature switches from the portal configuration', async () => {
    const { switches } = app.content.config;
    const flags: Record<string, boolean> = {
      '/api/app/AuthenticationMfaEnabled': switches.mfaEnabled,
      '/api/app/isSecurityQuestionsDisabled': switches.securityQuestionsDisabled,
      '/api/app/cds/access': switches.cdsEnabled,
    };
    for (const [url, expected] of Object.entries(flags)) {
      const response = await app.inject({ method: 'GET', url, headers: STATIC_HEADER });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: expected });
    }
  });

  it('marks API answers as not cacheable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/cds/access', headers: STATIC_HEADER });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('faults', () => {
  it('answers 500 with only a request id, and logs the fault with that id but never the body', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const faulty = buildApp({
      db: database.db,
      staticDir: false,
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    });
    faulty.post('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await faulty.inject({ method: 'POST', url: '/boom?token=abc', payload: { password: 'Kb7mQz2wLp9rTx4' } });
    await faulty.close();
    await database.drop();

    expect(response.statusCode).toBe(500);
    const [error] = response.json().errors;
    expect(error.messageId).toBe('server.failed');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts/);
    const log = lines.join('');
    expect(log).toContain(`"reqId":"${error.params.requestId}"`);
    expect(log).toContain('hunter2');
    expect(log).not.toContain('Kb7mQz2wLp9rTx4');
    expect(log).not.toContain('token=abc');
  });
});
