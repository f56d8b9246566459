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
