import type { Queryable } from '../../db/database.js';
import { recentPasswordHashes } from '../../db/password-history.js';
import { verifySecret } from '../../security/secret-hash.js';
import type { Account } from '../../db/recovery-accounts.js';
import type { ErrorSpec } from './area-errors.js';

/**
 * The password rules that need the account, on top of the schema's (length, classes,
 * repeats): not containing the first name, last name or username (when the password is at
 * least as long, as the spec says), not equal to the username or e-mail, not the current
 * password and not one of the `history` most recent ones. The errors name /password.
 */
export async function accountPasswordErrors(db: Queryable, account: Account, password: string, history: number): Promise<ErrorSpec[]> {
  const errors: ErrorSpec[] = [];
  const lower = password.toLowerCase();
  const contains: [string, string][] = [
    ['First Name', account.firstName],
    ['Last Name', account.lastName],
    ['Username', account.username],
  ];
  for (const [otherCaption, value] of contains) {
    if (value && password.length >= value.length && lower.includes(value.toLowerCase())) {
      errors.push(['/password', 'password.rule.notContain', { otherCaption }]);
    }
  }
  for (const [otherCaption, value] of [['Username', account.username], ['Email', account.email]] as const) {
    if (lower === value.toLowerCase()) errors.push(['/password', 'password.rule.differs', { otherCaption }]);
  }
  if (errors.length > 0) return errors;
  // Hash comparisons last: each costs a scrypt run.
  if (account.passwordHash && (await verifySecret(password, account.passwordHash)).ok) {
    return [['/password', 'accountAccess.password.differsFromCurrent']];
  }
  const rows = await recentPasswordHashes(db, account.id, history);
  for (const row of rows) {
    if ((await verifySecret(password, row.password_hash)).ok) {
      return [['', 'accountAccess.password.changeFailed'], ['/password', 'accountAccess.password.history']];
    }
  }
  return [];
}
