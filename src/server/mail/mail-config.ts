import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../rules/load-rule-files.js';

/** The portal pages a mail can link to, by name (paths under the configured portal URL). */
export type MailLinkName = 'registrationLink' | 'passwordResetLink' | 'unlockLink' | 'signIn';

/** schemas/config/mail.json: sender, link paths, SMTP time limit. */
export interface MailConfig {
  fromName: string;
  fromAddress: string;
  linkPaths: Record<MailLinkName, string>;
  /** Longest an SMTP connection, greeting or socket wait may take before the send counts as failed. */
  smtpTimeoutMs: number;
}

/** The account rules a mail quotes: how long its link or code lives. */
export interface MailLifetimes {
  /** Days an unused registration (its link, username and password) stays valid. */
  credentialExpiryDays: number;
  /** Minutes a link or code lives, by token purpose (reset, unlock, otp...). */
  tokenLifetimeMinutes: Readonly<Record<string, number>>;
}

/** Reads schemas/config/mail.json. */
export function loadMailConfig(root = REPO_ROOT): MailConfig {
  return JSON.parse(readFileSync(join(root, 'schemas/config/mail.json'), 'utf8')) as MailConfig;
}

/** Reads the lifetimes mails quote from schemas/config/account-rules.json. */
export function loadMailLifetimes(root = REPO_ROOT): MailLifetimes {
  const rules = JSON.parse(readFileSync(join(root, 'schemas/config/account-rules.json'), 'utf8')) as MailLifetimes;
  return { credentialExpiryDays: rules.credentialExpiryDays, tokenLifetimeMinutes: rules.tokenLifetimeMinutes };
}
