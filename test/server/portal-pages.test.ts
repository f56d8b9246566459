// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from '../../src/server/plugins/security-headers.js';
import { buildTestApp } from './helper.js';

describe('serving the built portal', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves the index page with the strict content security policy and security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('serves the app shell for any page path so the client router can draw it', async () => {
    const response = await app.inject({ method: 'GET', url: '/registration/step-2?from=link' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a page the build drew a first paint for with its own copy of the shell, whichever way its path is written', async () => {
    for (const url of ['/user/help', '/user/help/', '/user/help?from=link']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="first-paint"><h1>Help</h1></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('serves the plain shell to every other page path, never a file a path names', async () => {
    for (const url of ['/user/other', '/user/help/more', '/user/../user/help/..', '/first-paint/user/help', '/user/%2e%2e/first-paint/user/help']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('first-paint');
    }
  });

  it('serves hashed assets as cacheable for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not hand out source maps outside demo mode', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('mappings');
  });

  it('answers a missing file with 404, not with the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-1a2b.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the security headers on error answers too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/configuration' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers page paths with JSON 404 when no built portal is there', async () => {
    const bare = await buildTestApp({ staticDir: false });
    const response = await bare.inject({ method: 'GET', url: '/' });
    await bare.close();
    expect(response.statusCode).toBe(404);
  });
});
