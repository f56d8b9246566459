import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './load-rule-files.js';

/** A code, or the codes one name stands for (the spec's "5 and 6 disabled"). */
type Code = number | readonly number[];

/** schemas/config/codes.json: the API's numeric codes by name, as rule files read them. */
export interface Codes {
  accountStatus: { active: number; pendingEmailVerification: number; underReview: number; contactSupport: Code; disabled: Code; multipleAccounts: number };
  helpType: { forgotPassword: number; forgotUsername: number; unlockAccount: number };
  identifierType: Record<string, number>;
  userRole: Record<string, number>;
  healthPlans: { ssoPartners: readonly number[] };
}

/** The codes, read once: the server names a status the way the rule files do. */
export const CODES: Codes = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/config/codes.json'), 'utf8')) as Codes;

/** Whether `value` is the code, or one of the codes, a name stands for. */
export function isCode(value: number, code: Code): boolean {
  return typeof code === 'number' ? value === code : code.includes(value);
}
