import type { Queryable } from '../db/database.js';
import type { MailLifetimes } from './mail-config.js';
import type { MailTemplate } from './mailer.js';

/** The params of a mail that are secrets: a link (its token) and a one-time code. */
const SECRET_PARAMS: readonly string[] = ['link', 'code'];

/**
 * The token purposes (schemas/config/account-rules.json `tokenLifetimeMinutes`) whose link or
 * code each template carries. A reset mail carries either a portal reset link or an identity
 * provider recovery link, so it lives as long as the longer of the two.
 */
const SECRET_PURPOSES: Readonly<Partial<Record<MailTemplate, readonly string[]>>> = {
  registrationLink: ['registration'],
  oneTimeCode: ['otp'],
  passwordResetLink: ['reset', 'recovery'],
  unlockLink: ['unlock'],
};

/** Minutes a template's link or code stays usable, or undefined when it carries none. */
export function secretLifetimeMinutes(template: MailTemplate, lifetimes: MailLifetimes): number | undefined {
  const purposes = SECRET_PURPOSES[template];
  if (!purposes) return undefined;
  return Math.max(0, ...purposes.map((purpose) => lifetimes.tokenLifetimeMinutes[purpose] ?? 0));
}

/** The mail's params with every secret replaced by `placeholder` (for the copy kept after delivery). */
export function withoutSecrets(params: Readonly<Record<string, string>>, placeholder: string): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, SECRET_PARAMS.includes(name) ? placeholder : value]));
}

/**
 * Replaces the clear text by the redacted copy on the rows whose secret is of no more use:
 * the one just delivered (`deliveredId`) and every one past its expiry. Idempotent; the
 * dev mailbox and every send call it, so an expired link never shows.
 */
export async function clearSpentSecrets(db: Queryable, deliveredId?: string): Promise<void> {
  await db.query(
    `UPDATE outbox
        SET text_body = redacted_text_body, html_body = redacted_html_body,
            redacted_text_body = NULL, redacted_html_body = NULL, secrets_cleared_at = now()
      WHERE redacted_text_body IS NOT NULL AND (secrets_expire_at <= now() OR id = $1)`,
    [deliveredId ?? null],
  );
}
