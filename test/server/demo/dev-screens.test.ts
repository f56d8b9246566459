// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security-headers.js';
import { parseGalleryFragment } from '../../../src/portal/gallery/gallery-state.js';
import { demoAndPlainApps } from './demo-apps.js';
import { asDeveloper } from './dev-pages.js';

describe('the screen gallery in demo mode', () => {
  const apps = demoAndPlainApps();

  it('lists at /dev/screens every state as a link to the gallery page, under the portal’s own CSP', async () => {
    const response = await apps.demo.inject({ method: 'GET', url: '/dev/screens', headers: asDeveloper(apps.demo) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.body).not.toMatch(/<style|style="|<script/);
    expect(response.body).toContain('<link rel="stylesheet" href="/dev/screens/gallery.css">');
    const links = [...response.body.matchAll(/<a href="\/dev\/screens\/view(#[^"]+)">([^<]+)<\/a>/g)];
    const filled = links.find(([, fragment, name]) => name === 'filled' && parseGalleryFragment((fragment as string).replaceAll('&quot;', '"').replaceAll('&amp;', '&'))?.screen === 'registration');
    expect(filled).toBeDefined();
  });

  it('serves its stylesheet as a file of this origin', async () => {
    const response = await apps.demo.inject({ method: 'GET', url: '/dev/screens/gallery.css', headers: asDeveloper(apps.demo) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves no file outside the gallery build’s assets', async () => {
    for (const url of ['/dev/screens/assets/..%2F..%2Fpackage.json', '/dev/screens/assets/gallery.html', '/dev/screens/assets/none.js']) {
      expect((await apps.demo.inject({ method: 'GET', url, headers: asDeveloper(apps.demo) })).statusCode).toBe(404);
    }
  });

  it('answers clients on this machine only, and does not exist outside demo mode', async () => {
    expect((await apps.demo.inject({ method: 'GET', url: '/dev/screens', remoteAddress: '203.0.113.9', headers: asDeveloper(apps.demo) })).statusCode).toBe(404);
    for (const url of ['/dev/screens', '/dev/screens/view', '/dev/screens/gallery.css']) {
      expect((await apps.off.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
