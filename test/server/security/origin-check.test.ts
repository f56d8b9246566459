// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';

const LOCAL_PORTAL = 'http://localhost:3000';
const OTHER_LOOPBACK_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://[::1]:3000'];

async function statusFrom(origins: readonly string[], options: Parameters<typeof buildTestApp>[0]) {
  const app = await buildTestApp(options);
  try {
    const answers = await Promise.all(origins.map((origin) => app.inject({ method: 'GET', url: '/api/timeout', headers: { ...STATIC_HEADER, origin } })));
    return answers.map((response) => response.statusCode);
  } finally {
    await app.close();
  }
}

describe('Origin check', { timeout: 30_000 }, () => {
  it('accepts only the portal origin outside demo mode, even when the portal runs on loopback', async () => {
    const statuses = await statusFrom([LOCAL_PORTAL, ...OTHER_LOOPBACK_ORIGINS], { portalUrl: LOCAL_PORTAL, demoMode: false });
    expect(statuses).toEqual([200, 403, 403, 403]);
  });

  it('accepts only the portal origin in demo mode too: another loopback port or name is refused with 403 JSON', async () => {
    const app = await buildTestApp({ portalUrl: LOCAL_PORTAL, demoMode: true });
    try {
      const own = await app.inject({ method: 'GET', url: '/api/timeout', headers: { ...STATIC_HEADER, origin: LOCAL_PORTAL } });
      expect(own.statusCode).toBe(200);
      for (const origin of [...OTHER_LOOPBACK_ORIGINS, 'http://127.0.0.1:3000', 'http://127.0.0.1:4399']) {
        const refused = await app.inject({ method: 'GET', url: '/api/timeout', headers: { ...STATIC_HEADER, origin } });
        expect(refused.statusCode, origin).toBe(403);
        expect(refused.json().errors[0].messageId).toBe('security.originRefused');
      }
    } finally {
      await app.close();
    }
  });

  it('accepts the configured further origins beside the portal', async () => {
    const statuses = await statusFrom(['https://portal.test', 'https://partner.example', 'https://evil.example'], {
      portalUrl: 'https://portal.test',
      allowedOrigins: ['https://partner.example'],
    });
    expect(statuses).toEqual([200, 200, 403]);
  });

  it('refuses a foreign origin on an API call whose path spells a letter as a percent-escape', async () => {
    const app = await buildTestApp({ portalUrl: 'https://portal.test' });
    try {
      // The router decodes %61 to "a" and runs the call; the check must see the same path.
      const escaped = await app.inject({ method: 'GET', url: '/%61pi/timeout', headers: { ...STATIC_HEADER, origin: 'https://evil.example' } });
      expect(escaped.statusCode).toBe(403);
      const own = await app.inject({ method: 'GET', url: '/%61pi/timeout', headers: { ...STATIC_HEADER, origin: 'https://portal.test' } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});
