// @vitest-environment node
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security-headers.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';

/** An answer in the API's own shape, with the headers every answer carries. */
function expectOurAnswer(response: LightMyRequestResponse, status: number, messageId: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['errors']);
  expect(body.errors[0]).toMatchObject({ path: '', messageId });
  expect(body.errors[0].message).not.toBe(messageId);
  expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cache-control']).toBe('no-store');
}

describe("Fastify's own refusals answer in the API's shape", { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  it('answers a path parameter over the length limit with 414 and { errors }, security headers included', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/authentication/${'a'.repeat(150)}/passwordrecoverytoken`, headers: STATIC_HEADER });
    expectOurAnswer(response, 414, 'request.pathTooLong');
  });

  it('answers bad percent-encoding in a path parameter with 400 and { errors }, security headers included', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/authentication/%E0%A4%A/passwordrecoverytoken', headers: STATIC_HEADER });
    expectOurAnswer(response, 400, 'request.malformed');
    expect(response.body).not.toContain('FST_ERR');
  });

  it('sends a refused path exactly the header set of any other API answer (helmet run outside the plugin cannot drift)', async () => {
    // Headers that describe this one answer rather than the site's security settings.
    const perAnswer = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'vary', 'content-encoding']);
    const securityHeaders = (response: LightMyRequestResponse) =>
      Object.fromEntries(Object.entries(response.headers).filter(([name]) => !perAnswer.has(name)).sort(([a], [b]) => a.localeCompare(b)));
    const routed = await app.inject({ method: 'POST', url: '/api/user/login', headers: STATIC_HEADER, payload: { userName: '' } });
    expect(routed.statusCode).toBe(400);
    const refused = await app.inject({ method: 'GET', url: `/api/authentication/${'a'.repeat(150)}/passwordrecoverytoken`, headers: STATIC_HEADER });
    expect(refused.statusCode).toBe(414);
    expect(securityHeaders(routed)).toHaveProperty('content-security-policy');
    expect(securityHeaders(refused)).toEqual(securityHeaders(routed));
  });
});
