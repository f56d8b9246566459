import ipaddr from 'ipaddr.js';
import { bruteForceParams, failureCountSql, type BruteForceRule } from '../security/brute-force.js';
import { hashToken } from '../security/tokens.js';
import type { Queryable } from './database.js';

const COLUMNS = { count: 'failed_count', lastFailure: 'last_failed_at', lockedUntil: 'locked_until' };

/** Who a sign-in tries to be, as one key: an account by id, or a name no account has. */
export const accountSubject = (userId: number) => hashToken(`account:${userId}`);
/** The key of a typed sign-in name no account has: trimmed and lower-cased, as accounts are matched. */
export const nameSubject = (userName: string) => hashToken(`name:${userName.trim().toLowerCase()}`);
/**
 * The key of an identity provider user (the local provider's own password, its sign-in and
 * its password change): counted per source and from every source, as a name no account has is.
 */
export const identityUserSubject = (id: string) => hashToken(`identityUser:${id}`);

/**
 * Where a sign-in comes from: the client address (an IPv4-mapped IPv6 address as its IPv4),
 * an IPv6 address by its /64 (one home or office network holds a whole /64, so counting
 * single IPv6 addresses would count nothing).
 */
export function sourceOf(address: string): string {
  if (!ipaddr.isValid(address)) return hashToken(`ip:${address}`);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return hashToken(`ip:${parsed.toString()}`);
  return hashToken(`ip6:${(parsed as ipaddr.IPv6).parts.slice(0, 4).join(':')}`);
}

/**
 * The source key of a subject's count from every source at once: a name no account has is
 * put under attack by it (an account's is kept with the account, account-sign-in.ts). Never a
 * real source's key, which is a hex hash.
 */
export const EVERY_SOURCE = 'every source';

/** A source's lock on one subject: whether it holds, and for how many seconds more. */
export interface SourceLock {
  locked: boolean;
  secondsLeft: number | null;
}

/** Whether this source is locked out of this subject, read before any password work. */
export async function sourceLock(db: Queryable, subject: string, source: string): Promise<SourceLock> {
  const [row] = await db.query<{ seconds_left: number }>(
    `SELECT ceil(extract(epoch FROM (locked_until - now())))::integer AS seconds_left
       FROM sign_in_source_failures WHERE subject_hash = $1 AND source_hash = $2 AND locked_until > now()`,
    [subject, source],
  );
  return row ? { locked: true, secondsLeft: row.seconds_left } : { locked: false, secondsLeft: null };
}

/**
 * Counts a wrong password from this source for this subject with the accounts' `bruteForce`
 * rule and SQL, in one atomic upsert: parallel guesses from one source lock it exactly once at
 * the factor, and a locked source is not counted further. Rows quiet for longer than the rule
 * remembers are dropped on the way.
 */
export async function countSourceFailure(db: Queryable, subject: string, source: string, rule: BruteForceRule): Promise<SourceLock & { counted: boolean }> {
  const { next, lockedUntil } = failureCountSql(COLUMNS, { f: 3, i: 4, m: 5, d: 6 });
  await db.query('DELETE FROM sign_in_source_failures WHERE last_failed_at < now() - make_interval(secs => $1) AND subject_hash <> $2', [rule.maxDeltaTimeSeconds, subject]);
  await db.query('INSERT INTO sign_in_source_failures (subject_hash, source_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [subject, source]);
  const [row] = await db.query<{ locked: boolean; seconds_left: number | null }>(
    `UPDATE sign_in_source_failures SET failed_count = ${next}, last_failed_at = now(), locked_until = ${lockedUntil}
      WHERE subject_hash = $1 AND source_hash = $2 AND (locked_until IS NULL OR locked_until <= now())
      RETURNING locked_until IS NOT NULL AS locked, ceil(extract(epoch FROM (locked_until - now())))::integer AS seconds_left`,
    [subject, source, ...bruteForceParams(rule)],
  );
  // No row: a parallel guess from this source locked it first.
  return row ? { locked: row.locked, secondsLeft: row.seconds_left, counted: true } : { ...(await sourceLock(db, subject, source)), counted: false };
}

/** Where a subject stands before any password work: this source's lock, and whether every source must solve a captcha. */
export async function subjectGate(db: Queryable, subject: string, source: string): Promise<SourceLock & { underAttack: boolean }> {
  const held = await sourceLock(db, subject, source);
  return { ...held, underAttack: (await sourceLock(db, subject, EVERY_SOURCE)).locked };
}

/** What counting one wrong password on a subject did, for its source and from every source. */
export interface SubjectFailure extends SourceLock {
  /** This failure locked the source out (parallel ones find it locked). */
  sourceLockedNow: boolean;
  /** This failure put the subject under attack. */
  underAttackNow: boolean;
  /** The subject was under attack already, so this failure was not counted for it: a guess that raced past the captcha gate. */
  alreadyUnderAttack: boolean;
}

/**
 * Counts one wrong password on a subject twice, each atomically: for its source (the lock) and
 * from every source (under attack: a captcha for everyone, no lock). A name no account has and
 * an identity provider user are counted this way; an account keeps its every-source count with
 * the account (account-sign-in.ts).
 */
export async function countSubjectFailure(db: Queryable, subject: string, source: string, rule: BruteForceRule): Promise<SubjectFailure> {
  const counted = await countSourceFailure(db, subject, source, rule);
  const whole = await countSourceFailure(db, subject, EVERY_SOURCE, rule);
  return {
    locked: counted.locked,
    secondsLeft: counted.secondsLeft,
    sourceLockedNow: counted.locked && counted.counted,
    underAttackNow: whole.locked && whole.counted,
    alreadyUnderAttack: !whole.counted,
  };
}

/** Forgets this source's failures on this subject (its right password). */
export async function clearSourceFailures(db: Queryable, subject: string, source: string): Promise<void> {
  await db.query('DELETE FROM sign_in_source_failures WHERE subject_hash = $1 AND source_hash = $2', [subject, source]);
}

/** Forgets every source's failures on a subject, the every-source count included: a new password, an unlock. */
export async function clearSubjectFailures(db: Queryable, subject: string): Promise<void> {
  await db.query('DELETE FROM sign_in_source_failures WHERE subject_hash = $1', [subject]);
}

/** Forgets every source's failures on an account: an unlock, a new password, staff making it active. */
export const clearAccountSourceFailures = (db: Queryable, userId: number): Promise<void> => clearSubjectFailures(db, accountSubject(userId));
