import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countSignInFailure, passwordAccountByName } from '../../db/account-sign-in.js';
import { accountSubject, clearSourceFailures, countSourceFailure, sourceLock, sourceOf, type SourceLock, type SubjectFailure } from '../../db/sign-in-sources.js';
import { errorsOf, requestError } from '../../http/api-errors.js';
import { recordAudit } from '../../security/audit.js';
import { lockRetryAfterSeconds } from '../../security/lock-retry-after.js';
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

/**
 * What counting a wrong password did: whether its source is now locked out (and for how
 * long), and whether the subject was already under attack so this failure was not counted
 * for it (a guess that raced past the captcha gate: it must be answered as the gate would).
 */
export interface WrongPasswordOutcome {
  locked: boolean;
  secondsLeft: number | null;
  alreadyUnderAttack: boolean;
}

/** Whether the request's source is locked out of this account (read before any password work). */
export const accountSourceLock = (app: FastifyInstance, request: FastifyRequest, userId: number): Promise<SourceLock> =>
  sourceLock(app.db, accountSubject(userId), sourceOf(request.ip));

/** A right password: its source's failures on the account are forgotten (the account-wide count is recordSignIn's). */
export const forgetSourceFailures = (app: FastifyInstance, request: FastifyRequest, userId: number): Promise<void> =>
  clearSourceFailures(app.db, accountSubject(userId), sourceOf(request.ip));

/**
 * Counts one wrong password twice, each in one atomic statement so parallel guesses can
 * neither pass nor overshoot the factor: for the source (the client address), which locks it
 * out of this account for the `bruteForce` wait, and for the account from anywhere, which at
 * the factor puts it under attack (every source must then solve a captcha) but keeps no one
 * out. So a stranger who knows a username locks out only themselves (docs/security.md).
 * Every door that checks an account's password (sign-in, the expired-password change) counts
 * here, so a second door never doubles the guesses; `via` names the door in the audit.
 */
export async function countWrongPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  who: PasswordCheckSubject,
  via?: string,
): Promise<WrongPasswordOutcome> {
  const rule = app.accountRules.bruteForce;
  const source = await countSourceFailure(app.db, accountSubject(who.userId), sourceOf(request.ip), rule);
  const door: Record<string, string> = via === undefined ? {} : { via };
  const counted = await app.db.transaction(async (tx) => {
    const row = await countSignInFailure(tx, who.userId, rule);
    await recordAudit(tx, {
      ...who,
      event: 'signIn',
      outcome: 'failure',
      detail: { reason: 'badPassword', failures: row ? Number(row.failed_sign_in_count) : null, sourceLocked: source.locked, ...door },
    });
    if (row?.under_attack) {
      await recordAudit(tx, { ...who, event: 'signIn.underAttack', outcome: 'success', detail: { failures: Number(row.failed_sign_in_count), waitSeconds: row.attack_seconds_left, ...door } });
    }
    return row;
  });
  // Recorded once, by the failure that locked the source (parallel ones find it locked).
  if (source.locked && source.counted) await recordAudit(app.db, { ...who, event: 'signIn.lockout', outcome: 'success', detail: { scope: 'source', waitSeconds: source.secondsLeft, ...door } });
  request.log.info({ userId: who.userId, sourceLocked: source.locked }, 'wrong password');
  // After the commit: a rolled-back count is no failure counted.
  app.portalMetrics.signInFailed('wrongPassword');
  if (source.locked && source.counted) app.portalMetrics.locked('source');
  if (counted?.under_attack) app.portalMetrics.locked('underAttack');
  return { locked: source.locked, secondsLeft: source.secondsLeft, alreadyUnderAttack: counted === undefined };
}

/** Counts in the metrics the locks one wrong password on a subject set (sign-in-sources.ts). */
export function countLocks(app: FastifyInstance, counted: Pick<SubjectFailure, 'sourceLockedNow' | 'underAttackNow'>): void {
  if (counted.sourceLockedNow) app.portalMetrics.locked('source');
  if (counted.underAttackNow) app.portalMetrics.locked('underAttack');
}

/**
 * The answer to a wrong password, the same for an account and a name no account has: "Account
 * is Locked" once its source is locked out; the captcha's request when the subject was already
 * under attack and no captcha was solved (the guess raced past the gate, and must learn no
 * more than the gate would have told it); else the plain wrong-password 400.
 */
export function answerWrongPassword(app: FastifyInstance, reply: FastifyReply, outcome: WrongPasswordOutcome, captchaSolved: boolean) {
  if (outcome.locked) return refuseLocked(app, reply, outcome.secondsLeft);
  if (outcome.alreadyUnderAttack && !captchaSolved) return refuseForCaptcha(app, reply);
  return reply.code(400).send(requestError(app.content, 'signIn.invalid'));
}

/** 403 asking for the captcha's text, on the `/captchaText` field, while the account is under attack (or `messageId`'s reason). */
export function refuseForCaptcha(app: FastifyInstance, reply: FastifyReply, messageId = 'signIn.captchaRequired') {
  return reply.code(403).send(errorsOf(app.content, ['/captchaText', messageId]));
}

/**
 * 403 "Account is Locked" (sign-in's words), always with Retry-After: the temporary lock's
 * wait, or for a lock without a known end the longest wait (security/lock-retry-after.ts).
 */
export function refuseLocked(app: FastifyInstance, reply: FastifyReply, secondsLeft: number | null) {
  reply.header('Retry-After', String(lockRetryAfterSeconds(secondsLeft, app.accountRules.bruteForce)));
  return reply.code(403).send(requestError(app.content, 'signIn.locked'));
}
