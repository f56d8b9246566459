// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/engine/messages/format-message.js';
import { asDeveloper } from '../demo/dev-pages.js';
import { buildTestApp } from '../helper.js';

describe('the dev mailbox answers loopback clients only', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ demoMode: true });
    await app.mailer.send({ to: 'victim@clinic.example', template: 'usernameReminder', params: { firstName: 'Vic', username: 'victim@clinic.example' } });
  }, 60_000);
  afterAll(() => app.close());

  it('is a plain 404 to a client on another address, for the list, a message and the stylesheet', async () => {
    for (const remoteAddress of ['192.0.2.7', '10.0.0.1', '::ffff:192.0.2.7', '2001:db8::1']) {
      for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox/mailbox.css']) {
        const response = await app.inject({ method: 'GET', url, remoteAddress, headers: asDeveloper(app) });
        expect(response.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).not.toContain('victim@clinic.example');
      }
    }
  });

  it('answers clients on a loopback address (127.0.0.0/8, ::1, IPv4-mapped 127.x)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers: asDeveloper(app) });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.body).toContain('victim@clinic.example');
    }
  });

  it('is a plain 404 to a local browser asked for it under another site\'s name (DNS rebinding)', async () => {
    for (const host of ['rebound.example:3000', 'rebound.example', '192.0.2.7:3000']) {
      const response = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: asDeveloper(app, { host }) });
      expect(response.statusCode, host).toBe(404);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const response = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: asDeveloper(app, { host }) });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('says on every mailbox page that it is for demos only', async () => {
    const demoOnly = formatMessage(app.content.catalogue, 'devMailbox.demoOnly', {}, app.content.globals);
    expect(demoOnly).not.toBe('devMailbox.demoOnly');
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
      const page = (await app.inject({ method: 'GET', url, headers: asDeveloper(app) })).body;
      expect(page).toContain(demoOnly);
    }
  });

  it('is a plain 404 even to a local client once the server listens beyond loopback', async () => {
    const wide = await buildTestApp({ demoMode: true });
    try {
      await wide.listen({ host: '0.0.0.0', port: 0 });
      const { port } = wide.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/dev/mailbox`, { headers: asDeveloper(wide) });
      expect(response.status).toBe(404);
    } finally {
      await wide.close();
    }
  });
});
