// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/engine/messages/format-message.js';
import { loadMailLifetimes } from '../../../src/server/mail/mail-config.js';
import type { Mailer } from '../../../src/server/mail/mailer.js';
import { createOutboxMailer } from '../../../src/server/mail/outbox-mailer.js';
import { loadPortalContent } from '../../../src/server/plugins/portal-content.js';
import { asDeveloper } from '../demo/dev-pages.js';
import { buildTestApp } from '../helper.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const content = loadPortalContent();
const RESET_LINK = 'https://portal.test/user/change-password?token=reset-secret-4711';
const CODE = '836402';
const removed = formatMessage(content.catalogue, 'outbox.secretRemoved', {}, content.globals);

interface Row {
  text_body: string;
  html_body: string;
}
const rows = (db: TestDatabase['db']) => db.query<Row>('SELECT text_body, html_body FROM outbox ORDER BY id');
const everything = (list: Row[]) => list.map((row) => row.text_body + row.html_body).join('\n');

describe('secrets in the outbox', { timeout: 30_000 }, () => {
  let test: TestDatabase;
  let mailer: Mailer | undefined;
  beforeAll(async () => {
    test = await createTestDatabase();
  }, 60_000);
  afterEach(async () => {
    await mailer?.close?.();
    await test.db.query('DELETE FROM outbox');
  });
  afterAll(() => test.drop());

  const mailerWith = (options: Partial<Parameters<typeof createOutboxMailer>[2]>) => {
    mailer = createOutboxMailer(test.db, content.catalogue, { globals: content.globals, portalUrl: 'https://portal.test', ...options });
    return mailer;
  };

  it('clears the link and the code from a message once it is delivered, keeping the rest of the text', async () => {
    const sent = mailerWith({ delivery: { deliver: async () => undefined, close: () => undefined } });
    await sent.send({ to: 'pat@clinic.example', template: 'passwordResetLink', params: { firstName: 'Pat', link: RESET_LINK } });
    await sent.send({ to: 'pat@clinic.example', template: 'oneTimeCode', params: { firstName: 'Pat', code: CODE } });
    await sent.idle?.();
    const stored = await rows(test.db);
    expect(stored).toHaveLength(2);
    expect(everything(stored)).not.toContain('reset-secret-4711');
    expect(everything(stored)).not.toContain(CODE);
    expect(removed).not.toBe('outbox.secretRemoved');
    for (const row of stored) expect(row.text_body).toContain(removed);
    expect(stored[0]?.text_body).toContain('Hello Pat,');
  });

  it('keeps them while a delivery fails, so the message can still serve until it expires', async () => {
    const failing = mailerWith({ delivery: { deliver: async () => Promise.reject(new Error('421 try later')), close: () => undefined } });
    await failing.send({ to: 'pat@clinic.example', template: 'oneTimeCode', params: { firstName: 'Pat', code: CODE } });
    await failing.idle?.();
    expect(everything(await rows(test.db))).toContain(CODE);
  });

  it('clears them once the link or code has expired, by the token lifetimes of the account rules', async () => {
    const lifetimes = loadMailLifetimes();
    const expiring = mailerWith({ lifetimes: { ...lifetimes, tokenLifetimeMinutes: { ...lifetimes.tokenLifetimeMinutes, otp: 0 } } });
    await expiring.send({ to: 'pat@clinic.example', template: 'oneTimeCode', params: { firstName: 'Pat', code: CODE } });
    await expiring.send({ to: 'pat@clinic.example', template: 'passwordResetLink', params: { firstName: 'Pat', link: RESET_LINK } });
    const stored = everything(await rows(test.db));
    // The code (lifetime 0) is gone; the reset link (60 minutes) is still there.
    expect(stored).not.toContain(CODE);
    expect(stored).toContain('reset-secret-4711');
  });
});

describe('the dev mailbox and cleared secrets', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ demoMode: true });
  }, 60_000);
  afterAll(() => app.close());

  it('shows a link before it expires, and no longer once it has', async () => {
    await app.mailer.send({ to: 'bo@clinic.example', template: 'passwordResetLink', params: { firstName: 'Bo', link: RESET_LINK } });
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox', headers: asDeveloper(app) })).body).toContain('reset-secret-4711');
    // The hour passes.
    await app.db.query("UPDATE outbox SET created_at = created_at - interval '2 hours'");
    await app.db.query("UPDATE outbox SET secrets_expire_at = now() - interval '1 minute'");
    const page = (await app.inject({ method: 'GET', url: '/dev/mailbox', headers: asDeveloper(app) })).body;
    expect(page).not.toContain('reset-secret-4711');
    expect(page).toContain(removed);
  });
});
