import { bruteForceParams, failureCountSql, type BruteForceRule } from '../security/brute-force.js';
import { hashToken } from '../security/tokens.js';
import type { Queryable } from './database.js';

const COLUMNS = { count: 'failed_sign_in_count', lastFailure: 'last_failed_sign_in_at', lockedUntil: 'locked_until' };

/** The key of a typed sign-in name: a hash of it trimmed and lower-cased, as accounts are matched. */
const keyOf = (userName: string) => hashToken(userName.trim().toLowerCase());

/**
 * How a sign-in name no account has stands: whether it is under attack (its wrong passwords
 * reached the factor, so every source must solve the captcha, as for an account), and for how
 * many seconds more. `counted` says whether the last failure was counted (false: it already was).
 */
export interface UnknownNameLock {
  locked: boolean;
  secondsLeft: number | null;
  counted?: boolean;
}

/** The lock of an unknown name, as an account's is read before any password work. */
export async function unknownNameLock(db: Queryable, userName: string): Promise<UnknownNameLock> {
  const [row] = await db.query<{ seconds_left: number }>(
    'SELECT ceil(extract(epoch FROM (locked_until - now())))::integer AS seconds_left FROM unknown_sign_in_names WHERE name_hash = $1 AND locked_until > now()',
    [keyOf(userName)],
  );
  return row ? { locked: true, secondsLeft: row.seconds_left } : { locked: false, secondsLeft: null };
}

/**
 * Counts a wrong password for an unknown name with the accounts' own rule and SQL, so it locks
 * at the same failure for the same wait; names quiet for longer than the rule remembers are
 * dropped on the way, so the table holds only names being tried now. `lockedNow`: this failure
 * put the lock on (not a parallel one), as the metrics count locks.
 */
export async function countUnknownNameFailure(db: Queryable, userName: string, rule: BruteForceRule): Promise<UnknownNameLock & { lockedNow: boolean }> {
  const { next, lockedUntil } = failureCountSql(COLUMNS, { f: 2, i: 3, m: 4, d: 5 });
  const key = keyOf(userName);
  await db.query('DELETE FROM unknown_sign_in_names WHERE last_failed_sign_in_at < now() - make_interval(secs => $1) AND name_hash <> $2', [rule.maxDeltaTimeSeconds, key]);
  await db.query('INSERT INTO unknown_sign_in_names (name_hash) VALUES ($1) ON CONFLICT (name_hash) DO NOTHING', [key]);
  const [row] = await db.query<{ locked: boolean; seconds_left: number | null }>(
    `UPDATE unknown_sign_in_names SET failed_sign_in_count = ${next}, last_failed_sign_in_at = now(), locked_until = ${lockedUntil}
      WHERE name_hash = $1 AND (locked_until IS NULL OR locked_until <= now())
      RETURNING locked_until IS NOT NULL AS locked, ceil(extract(epoch FROM (locked_until - now())))::integer AS seconds_left`,
    [key, ...bruteForceParams(rule)],
  );
  // No row: a parallel attempt locked the name first.
  return row
    ? { locked: row.locked, secondsLeft: row.seconds_left, counted: true, lockedNow: row.locked }
    : { ...(await unknownNameLock(db, userName)), counted: false, lockedNow: false };
}
