// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimOutboxMail, clearSpentSecrets, insertOutboxMail } from '../../../src/server/db/outbox.js';
import { loadMailConfig } from '../../../src/server/mail/mail-config.js';
import { createOutboxSender, DEFAULT_OUTBOX_SENDING, type OutboxSender } from '../../../src/server/mail/outbox-sender.js';
import { createSmtpDelivery } from '../../../src/server/mail/smtp-delivery.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver.js';

const config = loadMailConfig();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Sweeps every 100 ms; a claim lasts a minute (so only the test's own short claims lapse). */
const FAST = { ...DEFAULT_OUTBOX_SENDING, sweepMs: 100, retrySeconds: 0.1, maxRetrySeconds: 0.1, claimSeconds: 60, batch: 3 };

describe('the outbox sender', { timeout: 30_000 }, () => {
  let test: TestDatabase;
  let receiver: SmtpReceiver;
  const senders: OutboxSender[] = [];
  const startSender = () => {
    const delivery = createSmtpDelivery({ url: receiver.url, from: { name: config.fromName, address: config.fromAddress }, timeoutMs: 5_000 });
    const sender = createOutboxSender(test.db, delivery, FAST);
    senders.push(sender);
    return sender;
  };
  const mail = (recipient: string, secret?: { minutes: number }) =>
    insertOutboxMail(test.db, {
      recipient,
      subject: 'Subject',
      text: 'Text',
      html: '<p>Text</p>',
      template: secret ? 'passwordResetLink' : 'usernameReminder',
      ...(secret ? { redacted: { text: 'Text (removed)', html: '<p>Text (removed)</p>' }, secretMinutes: secret.minutes } : {}),
    });
  const sentTo = (recipient: string) => receiver.messages.filter((message) => message.recipients.includes(recipient));

  beforeAll(async () => {
    test = await createTestDatabase();
    receiver = await startSmtpReceiver();
  }, 60_000);
  afterAll(async () => {
    for (const sender of senders) await sender.close();
    await receiver.close();
    await test.drop();
  });

  it('sends a row whose sender died holding its claim once the claim lapses, and only then', async () => {
    const id = await mail('orphan@clinic.example');
    // A sender claimed it for 2 s, then died before delivering.
    expect(await claimOutboxMail(test.db, id, { claimSeconds: 2 })).toBeDefined();
    startSender();
    await pause(1_000);
    expect(sentTo('orphan@clinic.example')).toHaveLength(0);
    await vi.waitFor(() => expect(sentTo('orphan@clinic.example')).toHaveLength(1), { timeout: 15_000, interval: 100 });
    const row = async () => (await test.db.query<{ sent_at: unknown; attempts: number }>('SELECT sent_at, attempts FROM outbox WHERE id = $1', [id]))[0];
    // Recorded just after the SMTP server took it.
    await vi.waitFor(async () => expect((await row())?.sent_at).not.toBeNull(), { timeout: 10_000, interval: 100 });
    expect((await row())?.attempts).toBe(2);
  });

  it('lets one claim of a row win: a second claim while the first holds gets nothing', async () => {
    const id = await mail('claimed.once@clinic.example');
    const claims = await Promise.all([claimOutboxMail(test.db, id, { claimSeconds: 60 }), claimOutboxMail(test.db, id, { claimSeconds: 60 })]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('sends each row of a backlog once while three senders sweep it together', async () => {
    // With the first test's sender, three.
    startSender();
    startSender();
    const recipients = Array.from({ length: 15 }, (_, index) => `backlog.${index}@clinic.example`);
    for (const recipient of recipients) await mail(recipient);
    await vi.waitFor(() => expect(recipients.every((recipient) => sentTo(recipient).length > 0)).toBe(true), { timeout: 20_000, interval: 100 });
    await pause(500);
    expect(recipients.map((recipient) => sentTo(recipient).length)).toEqual(recipients.map(() => 1));
  });

  it('does not send a mail whose link expired before it could be delivered', async () => {
    // Expired at once; the senders' sweeps meet it before and after its text is cleared.
    const id = await mail('expired.link@clinic.example', { minutes: 0 });
    await pause(300);
    await clearSpentSecrets(test.db);
    await pause(300);
    expect(sentTo('expired.link@clinic.example')).toHaveLength(0);
    const [row] = await test.db.query<{ sent_at: unknown; attempts: number }>('SELECT sent_at, attempts FROM outbox WHERE id = $1', [id]);
    expect(row).toEqual({ sent_at: null, attempts: 0 });
  });
});
