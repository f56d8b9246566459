import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../rules/load-rule-files.js';

/** A rate limit: at most `max` attempts per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The constants of schemas/config/account-rules.json this area uses. */
export interface AccountRules {
  passwordHistory: number;
  securityQuestionsAskedAtRecovery: number;
  captchaAfterWrongAnswers: number;
  captchaLength: number;
  captchaGlyphs: string;
  tokenLifetimeMinutes: { reset: number; username: number; unlock: number; recovery: number };
  rateLimits: { lookup: RateLimit; captcha: RateLimit };
}

/** Reads the business constants once (they are rule files: an analyst changes them, not code). */
export function loadAccountRules(root = REPO_ROOT): AccountRules {
  return JSON.parse(readFileSync(join(root, 'schemas/config/account-rules.json'), 'utf8')) as AccountRules;
}
