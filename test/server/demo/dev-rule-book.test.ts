// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security-headers.js';
import { demoAndPlainApps } from './demo-apps.js';
import { asDeveloper } from './dev-pages.js';

describe('the rule book in demo mode', () => {
  const apps = demoAndPlainApps();

  it('is served at /dev/rule-book, built from the rule files, under the portal’s own CSP', async () => {
    const response = await apps.demo.inject({ method: 'GET', url: '/dev/rule-book', headers: asDeveloper(apps.demo) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.body).toContain('<h2 id="flow--registration">Flow registration</h2>');
    // No inline style or script: the CSP (style-src 'self') would block them.
    expect(response.body).not.toMatch(/<style|style="|<script/);
    expect(response.body).toContain('<link rel="stylesheet" href="/dev/rule-book/rule-book.css">');
  });

  it('serves its stylesheet as a file of this origin', async () => {
    const response = await apps.demo.inject({ method: 'GET', url: '/dev/rule-book/rule-book.css', headers: asDeveloper(apps.demo) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain('.picture');
  });

  it('answers clients on this machine only', async () => {
    const response = await apps.demo.inject({ method: 'GET', url: '/dev/rule-book', remoteAddress: '203.0.113.9', headers: asDeveloper(apps.demo) });
    expect(response.statusCode).toBe(404);
  });

  it('does not exist outside demo mode', async () => {
    for (const url of ['/dev/rule-book', '/dev/rule-book/rule-book.css']) {
      const response = await apps.off.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
