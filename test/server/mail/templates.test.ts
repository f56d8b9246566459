// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMailConfig, loadMailLifetimes } from '../../../src/server/mail/mail-config.js';
import { MAIL_TEMPLATE_PARAMS } from '../../../src/server/mail/mail-defaults.js';
import type { MailTemplate } from '../../../src/server/mail/mailer.js';
import { mailLink } from '../../../src/server/mail/portal-link.js';
import { buildTestApp } from '../helper.js';

const lifetimes = loadMailLifetimes();
const config = loadMailConfig();
const sampleValues: Record<string, string> = {
  firstName: 'Pat',
  link: mailLink(config, 'https://portal.test', 'passwordResetLink', { token: 'sample' }),
  code: '123456',
  username: 'pat.lee@clinic.example',
  reason: 'The NPI belongs to another practice.',
};

interface OutboxRow {
  subject: string;
  text_body: string;
  html_body: string;
}

describe('the mail templates', () => {
  let app: FastifyInstance;
  const rendered = new Map<MailTemplate, OutboxRow>();
  beforeAll(async () => {
    app = await buildTestApp();
    for (const [template, names] of Object.entries(MAIL_TEMPLATE_PARAMS) as [MailTemplate, string[]][]) {
      const params = Object.fromEntries(names.map((name) => [name, sampleValues[name] as string]));
      await app.mailer.send({ to: `${template}@clinic.example`, template, params });
      const rows = await app.db.query<OutboxRow>('SELECT subject, text_body, html_body FROM outbox WHERE template = $1', [template]);
      rendered.set(template, rows[0] as OutboxRow);
    }
  }, 60_000);
  afterAll(() => app.close());

  it('covers every message the issue lists', () => {
    expect([...rendered.keys()].sort()).toEqual(
      ['accountActivated', 'accountRejected', 'oneTimeCode', 'passwordChanged', 'passwordResetLink', 'registrationLink', 'unlockLink', 'usernameReminder'],
    );
  });

  it('fills every slot of subject and body from the caller and configuration', () => {
    for (const [template, row] of rendered) {
      expect(`${template}: ${row.subject} ${row.text_body}`).not.toMatch(/\{\w+\}/);
      expect(row.subject.startsWith(`${app.content.config.product}: `)).toBe(true);
      expect(row.text_body).toContain(app.content.config.phone);
      expect(row.text_body.startsWith('Hello Pat,')).toBe(true);
    }
  });

  it('quotes the lifetimes of the account rules, not numbers of its own', () => {
    expect(rendered.get('registrationLink')?.text_body).toContain(`within ${lifetimes.credentialExpiryDays} days of registration`);
    expect(rendered.get('oneTimeCode')?.text_body).toContain(`expires in ${lifetimes.tokenLifetimeMinutes.otp} minutes`);
    expect(rendered.get('passwordResetLink')?.text_body).toContain(`expires in ${lifetimes.tokenLifetimeMinutes.reset} minutes`);
    expect(rendered.get('unlockLink')?.text_body).toContain(`expires in ${lifetimes.tokenLifetimeMinutes.unlock} minutes`);
  });

  it('links the sign-in page of the configured portal', () => {
    const body = rendered.get('accountActivated');
    expect(body?.text_body).toContain('\nhttps://portal.test/user/login\n');
    expect(body?.html_body).toContain('<a href="https://portal.test/user/login">https://portal.test/user/login</a>');
  });

  it('puts the code in the one-time-code mail and the link in the link mails, as text and as an HTML link', () => {
    expect(rendered.get('oneTimeCode')?.text_body).toContain('Your verification code is 123456');
    for (const template of ['registrationLink', 'passwordResetLink', 'unlockLink'] as const) {
      expect(rendered.get(template)?.html_body).toContain(`<a href="${sampleValues.link}">`);
    }
  });
});
