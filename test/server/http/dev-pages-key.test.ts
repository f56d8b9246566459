// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAGES_COOKIE } from '../../../src/server/http/dev-pages-key.js';
import { asDeveloper } from '../demo/dev-pages.js';
import { buildTestApp } from '../helper.js';

const DEV_PAGES = ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/mailbox.css', '/dev/rule-book', '/dev/rule-book/rule-book.css', '/dev/screens', '/dev/screens/gallery.css'];

/** The dev pages open only with the secret printed at start (issue 22 item 6), on top of the loopback checks. */
describe("the dev pages ask for the start's key", { timeout: 60_000 }, () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let key: string;
  beforeAll(async () => {
    app = await buildTestApp({ demoMode: true, logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
    key = app.devPagesKey as string;
    await app.mailer.send({ to: 'victim@clinic.example', template: 'usernameReminder', params: { firstName: 'Vic', username: 'victim@clinic.example' } });
  }, 60_000);
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers });

  it('is a plain 404 without the key, the same answer as an unknown /dev/ path, from this machine too', async () => {
    const unknown = await get('/dev/no-such-page');
    expect(unknown.statusCode).toBe(404);
    for (const url of DEV_PAGES) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(unknown.json());
      expect(response.body).not.toContain('victim@clinic.example');
    }
  });

  it('is a plain 404 with a wrong key, in the address or in the cookie', async () => {
    for (const wrong of [`${key}x`, key.slice(1), 'key', '']) {
      expect((await get(`/dev/mailbox?key=${encodeURIComponent(wrong)}`)).statusCode, wrong).toBe(404);
      expect((await get('/dev/mailbox', { cookie: `${DEV_PAGES_COOKIE}=${encodeURIComponent(wrong)}` })).statusCode, wrong).toBe(404);
    }
  });

  it('trades the key in a link for an HttpOnly, SameSite=Strict cookie scoped to /dev, and drops it from the address', async () => {
    const opened = await get(`/dev/mailbox?key=${key}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/dev/mailbox');
    const cookie = opened.cookies.find((entry) => entry.name === DEV_PAGES_COOKIE);
    expect(cookie).toMatchObject({ value: key, path: '/dev', httpOnly: true, sameSite: 'Strict' });
    const page = await get('/dev/mailbox', { cookie: `${DEV_PAGES_COOKIE}=${cookie?.value}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('victim@clinic.example');
    // Other parameters of the address are kept.
    expect((await get(`/dev/screens?key=${key}&x=1`)).headers.location).toBe('/dev/screens?x=1');
  });

  it('opens every dev page to a browser holding the cookie', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/mailbox.css', '/dev/rule-book/rule-book.css', '/dev/screens/gallery.css']) {
      expect((await get(url, asDeveloper(app))).statusCode, url).toBe(200);
    }
  });

  it('still refuses another machine, even with the key', async () => {
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox?key=${key}`, remoteAddress: '192.0.2.7' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('never writes the key to the log', async () => {
    await get(`/dev/mailbox?key=${key}`);
    await get('/dev/mailbox', asDeveloper(app));
    await get(`/dev/mailbox?key=${key}x`);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(key))).toEqual([]);
  });

  it('is new at every start: one start’s key does not open another’s pages', async () => {
    const other = await buildTestApp({ demoMode: true });
    try {
      expect(other.devPagesKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.devPagesKey).not.toBe(key);
      expect((await other.inject({ method: 'GET', url: `/dev/mailbox?key=${key}`, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect((await other.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: asDeveloper(app) })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('has no key outside demo mode', async () => {
    const off = await buildTestApp({ demoMode: false });
    try {
      expect(off.devPagesKey).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
