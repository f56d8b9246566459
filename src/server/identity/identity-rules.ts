import type { AccountRules, RateLimitRule } from '../security/account-rules.js';
import type { BruteForceRule } from '../security/brute-force.js';

/** The account rules the identity provider applies, from schemas/config/account-rules.json. */
export interface IdentityRules {
  /** A password older than this is PASSWORD_EXPIRED. */
  passwordLifetimeDays: number;
  /** No sign-in or password change for this long also expires the password. */
  inactivityDays: number;
  /** A new password must differ from this many most recent ones. */
  passwordHistory: number;
  /** Wrong (current) passwords from one source before that source is locked out (and from every source before a captcha), and the growing wait. */
  bruteForce: BruteForceRule;
  /** Lifetime of an e-mailed one-time code. */
  codeLifetimeMinutes: number;
  /** Tries (right or wrong) one code allows before it is locked. */
  codeMaxAttempts: number;
  /** Lifetime of a password recovery token. */
  recoveryLifetimeMinutes: number;
  /** Codes sent per user and per user from one source, and codes tried per user from one source, per window. */
  codeRateLimit: RateLimitRule;
  /** Recovery links mailed per user, per window: the portal's reset mails' budget (`recoveryMail`). */
  recoveryMailLimit: RateLimitRule;
}

/**
 * The identity provider's view of the account rules (schemas/config/account-rules.json), so
 * an analyst changes a lifetime or limit there and never in code.
 */
export function identityRulesOf(rules: AccountRules): IdentityRules {
  return {
    passwordLifetimeDays: rules.passwordLifetimeDays,
    inactivityDays: rules.identityProviderInactivityDays,
    passwordHistory: rules.passwordHistory,
    bruteForce: rules.bruteForce,
    codeLifetimeMinutes: required(rules.tokenLifetimeMinutes, 'otp'),
    codeMaxAttempts: rules.oneTimeCodeMaxAttempts,
    recoveryLifetimeMinutes: required(rules.tokenLifetimeMinutes, 'recovery'),
    codeRateLimit: rules.rateLimits.codes,
    recoveryMailLimit: rules.rateLimits.recoveryMail,
  };
}

function required(lifetimes: Record<string, number>, name: string): number {
  const minutes = lifetimes[name];
  if (typeof minutes !== 'number') throw new Error(`account-rules.json: tokenLifetimeMinutes.${name} is missing`);
  return minutes;
}
