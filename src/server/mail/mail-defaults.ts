import type { MailTemplate } from './mailer.js';
import type { MailLifetimes } from './mail-config.js';

/**
 * The values each template quotes that its caller must give. The mailer adds the rest
 * (product, phone, e-mail, portal URL, and the lifetimes of links and codes), so a caller
 * cannot quote a lifetime that differs from the one the token really has.
 */
export const MAIL_TEMPLATE_PARAMS: Readonly<Record<MailTemplate, readonly string[]>> = {
  registrationLink: ['firstName', 'link'],
  oneTimeCode: ['firstName', 'code'],
  passwordResetLink: ['firstName', 'link'],
  usernameReminder: ['firstName', 'username'],
  unlockLink: ['firstName', 'link'],
  accountActivated: ['firstName'],
  accountRejected: ['firstName', 'reason'],
  passwordChanged: ['firstName'],
};

/** The values the mailer fills in for a template: its link's or code's lifetime, from the account rules. */
export function mailDefaults(template: MailTemplate, lifetimes: MailLifetimes): Record<string, string> {
  const minutes = (purpose: string) => String(lifetimes.tokenLifetimeMinutes[purpose] ?? '');
  switch (template) {
    case 'registrationLink':
      return { days: String(lifetimes.credentialExpiryDays) };
    case 'oneTimeCode':
      return { minutes: minutes('otp') };
    case 'passwordResetLink':
      return { minutes: minutes('reset') };
    case 'unlockLink':
      return { minutes: minutes('unlock') };
    default:
      return {};
  }
}
