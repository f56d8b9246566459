// @vitest-environment node
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMailConfig } from '../../../src/server/mail/mail-config.js';
import { mailLink } from '../../../src/server/mail/portal-link.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows } from '../registration/reference-rows.js';
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver.js';
import { text } from '../../support/rules.js';

const config = loadMailConfig();

/** A loopback port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail through SMTP_URL', () => {
  let receiver: SmtpReceiver;
  let app: FastifyInstance;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    app = await buildTestApp({ smtpUrl: receiver.url });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('delivers a registration mail to the recipient with subject, text and HTML parts and the configured link', async () => {
    const link = mailLink(config, 'https://portal.test', 'registrationLink', { body: 'b1', token: 't1' });
    await app.mailer.send({ to: 'pat.lee@clinic.example', template: 'registrationLink', params: { firstName: 'Pat', link } });
    const [mail] = await receiver.waitFor(1);

    expect(link).toBe('https://portal.test/user/registration-email-validation?body=b1&token=t1');
    expect(mail?.recipients).toEqual(['pat.lee@clinic.example']);
    expect(mail?.from).toBe(config.fromAddress);
    expect(mail?.headers.from).toContain(config.fromName);
    expect(mail?.headers.subject).toBe(text('mail.registrationLink.subject', { product: app.content.config.product }));
    expect(mail?.text).toContain(`Hello Pat,`);
    expect(mail?.text).toContain(`\n${link}\n`);
    expect(mail?.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    expect(mail?.html).toContain('<html lang="en">');
  });

  it('records the delivery on the outbox row', async () => {
    await app.mailer.idle?.();
    const rows = await app.db.query<{ sent_at: unknown; error: string | null }>(
      "SELECT sent_at, error FROM outbox WHERE recipient = 'pat.lee@clinic.example'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sent_at).not.toBeNull();
    expect(rows[0]?.error).toBeNull();
  });

  it('quotes HTML in a value as text in the HTML part, never as markup', async () => {
    await app.mailer.send({ to: 'x@clinic.example', template: 'usernameReminder', params: { firstName: '<b>Al</b>', username: 'al@clinic.example' } });
    const messages = await receiver.waitFor(2);
    const mail = messages.find((message) => message.recipients[0] === 'x@clinic.example');
    expect(mail?.html).toContain('&lt;b&gt;Al&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Al</b>');
    expect(mail?.text).toContain('Hello <b>Al</b>,');
  });
});

describe('mail when the SMTP server cannot be reached', () => {
  const logLines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const port = await closedPort();
    app = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, logger: { level: 'warn', stream: { write: (line) => logLines.push(line) } } });
  }, 60_000);
  afterAll(() => app.close());

  it('still keeps the message in the outbox and resolves for the caller', async () => {
    await expect(
      app.mailer.send({ to: 'kim@clinic.example', template: 'oneTimeCode', params: { firstName: 'Kim', code: '482913' } }),
    ).resolves.toBeUndefined();
    const rows = await app.db.query('SELECT id FROM outbox');
    expect(rows).toHaveLength(1);
  });

  it('records the failure on the row and logs it without recipient, text or code', async () => {
    await app.mailer.idle?.();
    const rows = await app.db.query<{ sent_at: unknown; error: string | null }>('SELECT sent_at, error FROM outbox');
    expect(rows[0]?.sent_at).toBeNull();
    expect(rows[0]?.error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    const log = logLines.join('\n');
    expect(log).toContain('mail delivery failed');
    expect(log).not.toContain('kim@clinic.example');
    expect(log).not.toContain('482913');
  });
});

describe('mail while the SMTP server is down, then back', () => {
  let port: number;
  let app: FastifyInstance;
  let receiver: SmtpReceiver | undefined;
  beforeAll(async () => {
    port = await closedPort();
    // Retries every 200 ms instead of production's 30 s and more.
    app = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailSending: { sweepMs: 200, retrySeconds: 0.2, maxRetrySeconds: 0.2 } });
    await insertReferenceRows(app.db);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await receiver?.close();
  });

  it('answers the request, keeps the mail, and delivers it exactly once when the server is back, without another request', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/user/registration',
      headers: STATIC_HEADER,
      payload: goodRegistration({ username: 'down.then.back@clinic.example.org', useSameEmail: true, email: undefined }),
    });
    expect(registered.statusCode).toBe(201);
    const row = async () =>
      (await app.db.query<{ sent_at: unknown; error: string | null; attempts: number }>("SELECT sent_at, error, attempts FROM outbox WHERE recipient = 'down.then.back@clinic.example.org'"))[0];
    // Tried and failed, more than once: the sweep keeps retrying while the server is down.
    await vi.waitFor(async () => expect((await row())?.attempts).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 100 });
    expect(await row()).toMatchObject({ sent_at: null, error: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/) });

    receiver = await startSmtpReceiver(port);
    const [mail] = await receiver.waitFor(1);
    expect(mail?.recipients).toEqual(['down.then.back@clinic.example.org']);
    expect(mail?.text).toContain('https://portal.test/user/registration-email-validation/');
    await vi.waitFor(async () => expect((await row())?.sent_at).not.toBeNull(), { timeout: 10_000, interval: 100 });
    expect((await row())?.error).toBeNull();
    // Several more sweeps: it is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await app.mailer.idle?.();
    expect(receiver.messages).toHaveLength(1);
  });
});
