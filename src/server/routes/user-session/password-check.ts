import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { requestError } from '../../http/api-errors.js';
import { recordAudit } from '../../security/audit.js';
import { bruteForceParams, failureCountSql } from '../../security/brute-force.js';
import { hashSecret, verifySecret } from '../../security/secret-hash.js';
import { newToken } from '../../security/tokens.js';

/**
 * What a password check knows of the account a username (or an internal user's domain ID)
 * names: shared by sign-in and the expired-password change, which must judge a password,
 * its lock and its age in the same way.
 */
export interface PasswordAccountRow {
  id: string;
  username: string;
  password_hash: string | null;
  account_status: number;
  locked: boolean;
  lock_seconds_left: number | null;
  age_days: number;
  has_signed_in: boolean;
  password_age_days: number;
  /** The identity provider's user this account is linked to (multi-factor variant). */
  okta_user_id: string | null;
}

/** SQL: the account's lock holds (a lock without an end, set by staff or demo data, holds until an unlock). */
export const LOCK_HELD = '(locked_at IS NOT NULL AND (locked_until IS NULL OR locked_until > now()))';

const LOCK_COLUMNS = { count: 'failed_sign_in_count', lastFailure: 'last_failed_sign_in_at', lockedUntil: 'locked_until' };

/** The account a sign-in name names: the username first, else the domain ID; undefined when none. */
export async function accountToCheck(db: Queryable, userName: string): Promise<PasswordAccountRow | undefined> {
  const rows = await db.query<PasswordAccountRow>(
    `SELECT id, username, password_hash, account_status, ${LOCK_HELD} AS locked,
            ceil(extract(epoch FROM (locked_until - now())))::integer AS lock_seconds_left,
            floor(extract(epoch FROM (now() - created_at)) / 86400)::integer AS age_days,
            last_sign_in_at IS NOT NULL AS has_signed_in,
            floor(extract(epoch FROM (now() - coalesce(password_changed_at, created_at))) / 86400)::integer AS password_age_days,
            okta_user_id
       FROM users
      WHERE lower(username) = lower($1) OR lower(domain_id) = lower($1)
      ORDER BY lower(username) = lower($1) DESC
      LIMIT 1`,
    [userName],
  );
  return rows[0];
}

// Checked against when the username is unknown, so that an unknown name costs the same
// scrypt time as a wrong password and timing does not reveal which names exist.
let decoyHash: Promise<string> | undefined;

/** Spends the time of one password check on nothing: an unknown name must cost what a wrong password does. */
export async function checkAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashSecret(newToken());
  await verifySecret(password, await decoyHash);
}

/** Who a wrong password was typed for, as the audit records it. */
export interface PasswordCheckSubject {
  userId: number;
  username: string;
  clientAddress: string;
}

/** What counting a wrong password did: whether the account is locked now, and for how long. */
export interface WrongPasswordOutcome {
  locked: boolean;
  secondsLeft: number | null;
}

/**
 * Counts one wrong password toward the sign-in lockout; the attempts from the factor on lock
 * the account for a wait. One atomic UPDATE counts, locks for the `bruteForce` wait and stops
 * counting while locked, so parallel guesses can neither pass nor overshoot the factor. Every
 * door that checks an account's password (sign-in, the expired-password change) counts here,
 * so a second door never doubles the guesses; `via` names the door in the audit.
 */
export async function countWrongPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  who: PasswordCheckSubject,
  via?: string,
): Promise<WrongPasswordOutcome> {
  const { next, lockedUntil } = failureCountSql(LOCK_COLUMNS, { f: 2, i: 3, m: 4, d: 5 });
  const outcome = await app.db.transaction(async (tx) => {
    const rows = await tx.query<{ failed_sign_in_count: number; locked: boolean; lock_seconds_left: number | null }>(
      `UPDATE users SET failed_sign_in_count = ${next}, last_failed_sign_in_at = now(),
              locked_at = CASE WHEN ${lockedUntil} IS NULL THEN NULL ELSE now() END,
              locked_until = ${lockedUntil}
        WHERE id = $1 AND NOT ${LOCK_HELD}
        RETURNING failed_sign_in_count, locked_until IS NOT NULL AS locked,
                  ceil(extract(epoch FROM (locked_until - now())))::integer AS lock_seconds_left`,
      [who.userId, ...bruteForceParams(app.accountRules.bruteForce)],
    );
    const row = rows[0];
    // No row: a parallel attempt locked the account first; this one is not counted.
    const locked = !row || row.locked;
    const door: Record<string, string> = via === undefined ? {} : { via };
    await recordAudit(tx, {
      ...who,
      event: 'signIn',
      outcome: 'failure',
      detail: { reason: 'badPassword', failures: row ? Number(row.failed_sign_in_count) : null, ...door },
    });
    if (row?.locked) {
      await recordAudit(tx, {
        ...who,
        event: 'signIn.lockout',
        outcome: 'success',
        detail: { failures: Number(row.failed_sign_in_count), waitSeconds: row.lock_seconds_left, ...door },
      });
    }
    return { locked, secondsLeft: row ? row.lock_seconds_left : null };
  });
  request.log.info({ userId: who.userId, locked: outcome.locked }, 'wrong password');
  return outcome;
}

/** 403 "Account is Locked" (sign-in's words); while a temporary lock lasts, Retry-After says for how long. */
export function refuseLocked(app: FastifyInstance, reply: FastifyReply, secondsLeft: number | null) {
  if (secondsLeft !== null && secondsLeft > 0) reply.header('Retry-After', String(secondsLeft));
  return reply.code(403).send(requestError(app.content, 'signIn.locked'));
}
