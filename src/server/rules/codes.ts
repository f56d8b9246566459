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

/** The account statuses by name (schemas/config/codes.json). */
export type AccountStatusName = keyof Codes['accountStatus'];

/**
 * A code, or the codes a name stands for, as SQL text (`2`, `5, 6`): each checked to be an
 * integer, so the text is safe to write into a statement and SQL names statuses as rule files do.
 */
export function sqlCodes(code: Code): string {
  const codes: readonly unknown[] = Array.isArray(code) ? code : [code];
  if (codes.length === 0 || !codes.every((each) => Number.isSafeInteger(each))) throw new Error(`codes.json: ${JSON.stringify(code)} is not a code or a list of codes`);
  return codes.join(', ');
}

/** The code written when a name stands for several (a staff decision to disable writes the first). */
export function firstCode(code: Code): number {
  return typeof code === 'number' ? code : (code[0] as number);
}

/** A table by status code from one by status name (a name standing for several codes gives each the value). */
export function byStatusCode<T>(byName: Partial<Record<AccountStatusName, T>>): ReadonlyMap<number, T> {
  const table = new Map<number, T>();
  for (const [name, value] of Object.entries(byName) as [AccountStatusName, T][]) {
    const code = CODES.accountStatus[name];
    for (const each of typeof code === 'number' ? [code] : code) table.set(each, value);
  }
  return table;
}
