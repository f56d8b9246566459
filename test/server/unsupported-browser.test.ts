// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/plugins/security-headers.js';
import { buildTestApp, STATIC_HEADER } from './helper.js';

const BROWSERS = {
  ie6: 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1)',
  ie7: 'Mozilla/4.0 (compatible; MSIE 7.0; Windows NT 6.0)',
  // IE 9 in its IE7 document mode: "MSIE 7.0" with a Trident token.
  ie7Mode: 'Mozilla/4.0 (compatible; MSIE 7.0; Windows NT 6.1; Trident/5.0)',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
} as const;

describe('browsers the portal cannot run in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const get = (url: string, userAgent: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

  it('sends Internet Explorer, in any version or document mode, from any page to /unsupported', async () => {
    for (const userAgent of [BROWSERS.ie6, BROWSERS.ie7, BROWSERS.ie7Mode, BROWSERS.ie11]) {
      for (const url of ['/', '/user/provider-management?x=1']) {
        const response = await get(url, userAgent);
        expect(response.statusCode, `${url} for ${userAgent}`).toBe(302);
        expect(response.headers.location).toBe('/unsupported');
      }
    }
  });

  it("tells it so on a page of plain HTML with the spec's customer service, under the portal's policy", async () => {
    const response = await get('/unsupported', BROWSERS.ie6);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.body).toContain('<h1>Unsupported browser</h1>');
    expect(response.body).toContain('<title>Unsupported browser | Provider Access Portal</title>');
    expect(response.body).toContain('The Provider Access Portal does not work in this browser.');
    expect(response.body).toMatch(/call customer service at 1-800-252-2021/);
    expect(response.body).not.toContain('<script');
  });

  it('sends a supported browser asking for /unsupported to the root, and serves it the portal', async () => {
    for (const userAgent of [BROWSERS.chrome, BROWSERS.edge]) {
      const away = await get('/unsupported', userAgent);
      expect(away.statusCode).toBe(302);
      expect(away.headers.location).toBe('/');
      const page = await get('/user/provider-management', userAgent);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it("leaves the API's answers alone: a call is never redirected", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/timeout', headers: { ...STATIC_HEADER, 'user-agent': BROWSERS.ie6 } });
    expect(response.statusCode).toBe(200);
  });
});
