import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countSignInFailure, passwordAccountByName } from '../../db/account-sign-in.js';
import { requestError } from '../../http/api-errors.js';
import { recordAudit } from '../../security/audit.js';
import { hashSecret, verifySecret } from '../../security/secret-hash.js';
import { newToken } from '../../security/tokens.js';

/** The account a sign-in name names: the username first, else the domain ID; undefined when none. */
export const accountToCheck = passwordAccountByName;

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
  /** This failure put the lock on (a parallel one may have locked it first). */
  lockedNow: boolean;
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
  const outcome = await app.db.transaction(async (tx) => {
    const row = await countSignInFailure(tx, who.userId, app.accountRules.bruteForce);
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
    return { locked, secondsLeft: row ? row.lock_seconds_left : null, lockedNow: row?.locked === true };
  });
  request.log.info({ userId: who.userId, locked: outcome.locked }, 'wrong password');
  // After the commit: a rolled-back count is no failure counted.
  app.portalMetrics.signInFailed('wrongPassword');
  if (outcome.lockedNow) app.portalMetrics.locked('account');
  return outcome;
}

/** 403 "Account is Locked" (sign-in's words); while a temporary lock lasts, Retry-After says for how long. */
export function refuseLocked(app: FastifyInstance, reply: FastifyReply, secondsLeft: number | null) {
  if (secondsLeft !== null && secondsLeft > 0) reply.header('Retry-After', String(secondsLeft));
  return reply.code(403).send(requestError(app.content, 'signIn.locked'));
}
