// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMailConfig } from '../../../src/server/mail/mail-config.js';
import { mailLink } from '../../../src/server/mail/portal-link.js';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security-headers.js';
import { asDeveloper } from '../demo/dev-pages.js';
import { buildTestApp } from '../helper.js';

const resetLink = mailLink(loadMailConfig(), 'https://portal.test', 'passwordResetLink', { token: 'reset-sample' });

describe('the dev mailbox in demo mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ demoMode: true });
    await app.mailer.send({ to: 'first@clinic.example', template: 'usernameReminder', params: { firstName: 'Ann', username: 'first@clinic.example' } });
    // A distinct, later timestamp: the list orders by time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.mailer.send({ to: 'second@clinic.example', template: 'passwordResetLink', params: { firstName: 'Bo', link: resetLink } });
  }, 60_000);
  afterAll(() => app.close());

  it('lists every message newest first with recipient, subject and time', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox', headers: asDeveloper(app) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page.indexOf('second@clinic.example')).toBeGreaterThan(-1);
    expect(page.indexOf('second@clinic.example')).toBeLessThan(page.indexOf('first@clinic.example'));
    expect(page).toContain(': reset your password</a></h2>');
    expect(page).toContain(': your username</a></h2>');
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
  });

  it("shows each message's text and its links as clickable links", async () => {
    const page = (await app.inject({ method: 'GET', url: '/dev/mailbox', headers: asDeveloper(app) })).body;
    expect(page).toContain('Hello Bo,');
    expect(page).toContain(`<li><a href="${resetLink}">${resetLink}</a></li>`);
  });

  it('is accessible markup: language, one h1, a main landmark, a list of articles with headings', async () => {
    const page = (await app.inject({ method: 'GET', url: '/dev/mailbox', headers: asDeveloper(app) })).body;
    expect(page).toContain('<html lang="en">');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('<main>');
    expect(page).toContain('<ol class="messages">');
    expect(page.match(/<article aria-labelledby="message-\d+">/g)).toHaveLength(2);
  });

  it('carries the strict CSP and needs no inline script or style', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox', headers: asDeveloper(app) });
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(response.body).toContain('<link rel="stylesheet" href="/dev/mailbox/mailbox.css">');
    const stylesheet = await app.inject({ method: 'GET', url: '/dev/mailbox/mailbox.css', headers: asDeveloper(app) });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
  });

  it('shows one message on its own page, linked from the list', async () => {
    const [row] = await app.db.query<{ id: string }>("SELECT id FROM outbox WHERE recipient = 'second@clinic.example'");
    const list = (await app.inject({ method: 'GET', url: '/dev/mailbox', headers: asDeveloper(app) })).body;
    expect(list).toContain(`href="/dev/mailbox/${row?.id}"`);
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox/${row?.id}`, headers: asDeveloper(app) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('second@clinic.example');
    expect(response.body).toContain(`<a href="${resetLink}">`);
    expect(response.body).not.toContain('first@clinic.example');
    expect(response.body).toContain('<a href="/dev/mailbox">');
  });

  it('answers an unknown message with 404 and a malformed id with 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/999999', headers: asDeveloper(app) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/abc', headers: asDeveloper(app) })).statusCode).toBe(400);
  });
});
