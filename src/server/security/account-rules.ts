import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../rules/load-rule-files.js';
import type { BruteForceRule } from './brute-force.js';

/** A fixed-window rate limit: at most `max` calls per `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** The token lifetimes of schemas/config/account-rules.json, by purpose. */
export type TokenLifetimeName = 'registration' | 'reset' | 'username' | 'unlock' | 'otp' | 'recovery' | 'sameEmail';

/** The rate limits of schemas/config/account-rules.json, by name. */
export type RateLimitName = 'signIn' | 'lookup' | 'availability' | 'codes' | 'codeAddress' | 'captcha' | 'recoveryMail' | 'registrationMail';

/** schemas/config/account-rules.json: the business constants of accounts and sessions. */
export interface AccountRules {
  credentialExpiryDays: number;
  passwordLifetimeDays: number;
  passwordReminderDaysBefore: number;
  identityProviderInactivityDays: number;
  passwordHistory: number;
  inactivityLimitSeconds: number;
  securityQuestionsOffered: number;
  securityQuestionsRequired: number;
  securityQuestionsAskedAtRecovery: number;
  captchaAfterWrongAnswers: number;
  captchaLength: number;
  captchaGlyphs: string;
  recoveryRedirectMs: number;
  /**
   * Temporary lock-out after wrong passwords, per account (portal sign-in, and the identity
   * provider's sign-in and change of password): see security/brute-force.ts.
   */
  bruteForce: BruteForceRule;
  /** Named purposes are always there; the index keeps lookups by a purpose held in a string. */
  tokenLifetimeMinutes: Record<TokenLifetimeName, number> & Record<string, number>;
  oneTimeCodeMaxAttempts: number;
  /**
   * Per client address. `signIn` counts wrong passwords (and unknown usernames) from one
   * address across all accounts, on sign-in and on the provider's change of password; a
   * right password does not use it up. `codes` counts one-time codes, PINs and answers tried
   * (the identity provider also applies it per user); `codeAddress` counts the provider's
   * one-time codes sent and tried from one address across users. Two count mails per
   * recipient instead: `recoveryMail` per account (reset mails and username reminders),
   * `registrationMail` per contact address (registration links).
   */
  rateLimits: Record<RateLimitName, RateLimitRule>;
}

/** Reads schemas/config/account-rules.json (the repo's own by default). */
export function loadAccountRules(root = REPO_ROOT): AccountRules {
  return JSON.parse(readFileSync(join(root, 'schemas/config/account-rules.json'), 'utf8')) as AccountRules;
}
