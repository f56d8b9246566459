import type { Queryable } from '../../db/database.js';
import { findLiveToken, issueToken } from '../../db/flow-tokens.js';

/**
 * Issues an e-mail key: the opaque value the verification page (`data`) and the recovery
 * links (`body`) carry to name the account's address without showing it. Stored hashed like
 * any token; not single use (a page may be reloaded), but it expires, and on its own it
 * reveals only the masked address.
 */
export function issueEmailKey(tx: Queryable, userId: number, minutes: number): Promise<string> {
  // Not superseding: the key of an earlier e-mail stays readable until it expires, while the
  // e-mail's token is what a newer request voids.
  return issueToken(tx, userId, 'email-key', minutes, { supersede: false });
}

/** The account an e-mail key names while it is live, else undefined. */
export async function userOfEmailKey(db: Queryable, key: string): Promise<number | undefined> {
  return (await findLiveToken(db, key, ['email-key']))?.userId;
}
