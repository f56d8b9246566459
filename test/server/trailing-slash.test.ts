// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from './helper.js';

describe('paths with or without their trailing slash', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  it('reaches a spec path written with a slash when the call leaves it out', async () => {
    const withSlash = await app.inject({ method: 'POST', url: '/api/clients/', headers: STATIC_HEADER, payload: {} });
    const without = await app.inject({ method: 'POST', url: '/api/clients', headers: STATIC_HEADER, payload: {} });
    expect(withSlash.statusCode).toBe(200);
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual(withSlash.json());
    // Another one (a session is needed): not the 404 of an unknown call.
    expect((await app.inject({ method: 'POST', url: '/api/userconfig/addHealthPlan', headers: STATIC_HEADER, payload: {} })).statusCode).not.toBe(404);
  });

  it('reaches a spec path written without a slash when the call adds one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/timeout/', headers: STATIC_HEADER });
    expect(response.statusCode).toBe(200);
  });

  it('still answers unknown calls with 404 and page paths with the app shell', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/no/such/call/', headers: STATIC_HEADER })).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/registration/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});
