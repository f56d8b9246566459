// @vitest-environment node
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security-headers.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';

/** The headers every page and file carries. */
function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  const permissions = String(response.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
}

/** The headers every API answer carries: data that loads nothing, is framed nowhere and is never stored. */
function expectApiSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['cache-control']).toBe('no-store');
  for (const documentOnly of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection', 'origin-agent-cluster']) {
    expect(response.headers[documentOnly]).toBeUndefined();
  }
}

describe('security headers', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ portalUrl: 'https://portal.test' });
  }, 60_000);
  afterAll(() => app.close());

  it('keeps the strict content security policy: only our own scripts, styles and frames nowhere', () => {
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(CONTENT_SECURITY_POLICY.split(';').map((part) => part.trim())).toContain(directive);
    }
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe');
  });

  it('puts the same headers on pages, other files and their 404s', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/user/login' }),
      app.inject({ method: 'GET', url: '/images/missing.svg' }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 404]);
    for (const response of answers) expectSecurityHeaders(response);
  });

  it('sends scripts and stylesheets with nosniff, CORP and X-Frame-Options but no document policies', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/assets/app.js' }),
      app.inject({ method: 'GET', url: '/assets/missing-1a2b.js' }),
      app.inject({ method: 'GET', url: '/assets/app.css?v=1' }),
    ]);
    for (const response of answers) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      for (const documentOnly of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) {
        expect(response.headers[documentOnly]).toBeUndefined();
      }
    }
  });

  it("puts the API's own headers on every API answer, refusals, 404s and escaped paths included", async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/timeout', headers: STATIC_HEADER }),
      app.inject({ method: 'GET', url: '/api/no/such/call', headers: STATIC_HEADER }),
      app.inject({ method: 'GET', url: '/api/timeout', headers: { ...STATIC_HEADER, origin: 'https://evil.example' } }),
      app.inject({ method: 'POST', url: '/api/user/login', headers: { ...STATIC_HEADER, 'content-type': 'application/json' }, payload: '{"broken' }),
      app.inject({ method: 'GET', url: '/%61pi/timeout', headers: STATIC_HEADER }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 403, 400, 200]);
    for (const response of answers) expectApiSecurityHeaders(response);
  });

  it('sends HSTS when the portal is served over https', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const api = await app.inject({ method: 'GET', url: '/api/timeout', headers: STATIC_HEADER });
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('sends no HSTS when the portal is served over plain http (a browser would ignore it, and it would pin localhost)', async () => {
    const plain = await buildTestApp({ portalUrl: 'http://localhost:3000' });
    const response = await plain.inject({ method: 'GET', url: '/' });
    await plain.close();
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expectSecurityHeaders(response);
  });

  it('keeps API answers out of every cache, and only API answers', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/timeout', headers: STATIC_HEADER });
    const apiMiss = await app.inject({ method: 'GET', url: '/api/no/such/call', headers: STATIC_HEADER });
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(apiMiss.headers['cache-control']).toBe('no-store');
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
