import type { Account } from '../../db/recovery-accounts.js';

/** Whether the account may reset its password here: internal staff and externalUserFlg N may not. */
export function passwordResetRefusal(account: Account): string | undefined {
  if (account.isInternal) return 'accountAccess.reset.internal';
  if (account.externalUserFlg === 'N') return 'accountAccess.reset.notExternal';
  return undefined;
}
