import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../security/audit.js';
import { verifySecret } from '../../security/secret-hash.js';
import { accountSourceLock, accountToCheck, checkAgainstDecoy, countWrongPassword, refuseLocked } from '../user-session/password-check.js';
import { signInRefusal } from '../user-session/sign-in-refusal.js';
import { lockIfUnchanged } from '../../db/account-status.js';
import { accountById } from '../../db/recovery-accounts.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf, type ErrorSpec } from './area-errors.js';
import { changePassword, type ChangeProof } from './change-password.js';
import { CODES } from '../../rules/codes.js';
import { answerSchema } from '../../http/answer-schemas.js';

interface ExpiredPasswordBody {
  userName: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** The one refusal for an unknown name, a provider-linked account and a wrong current password (the provider page's words for it). */
const CURRENT_WRONG: ErrorSpec = ['/currentPassword', 'identityProvider.currentPasswordWrong'];

/** The audit's name for this door, also on the wrong passwords it counts toward sign-in's lockout. */
const VIA = 'expiredPassword';

/**
 * `POST /api/user/expiredpassword { userName, currentPassword, password, confirmPassword }`
 * (ours: the spec asks the current password on Change Password for an expired one, and its
 * call table has a change-with-current-password call only for identity-provider users).
 * No session: an expired password cannot open one.
 *
 * The current password is judged as sign-in judges it (user-session/password-check.ts):
 * the same budget per client address (`rateLimits.signIn`), a lock refused before any
 * password work, and a wrong password counted toward the same locks. It asks no captcha,
 * so an account under attack is refused here until the attack's wait ends. An unknown name and
 * an account linked to the identity provider (whose password the portal does not keep: it
 * has its own page) get the wrong password's answer, after the same scrypt time. Only
 * after the right password does it tell the account's standing, in sign-in's words: a
 * password that has not expired is refused with a plain message (the caller has just
 * proved the password, so it tells nothing a sign-in would not; changing it here would be
 * a password change without a session). Then the recovery change (change-password.ts): the
 * policy and the history, one transaction re-checking that the password is still the one
 * checked and no lock holds, sessions revoked, the audit and the "password changed" mail.
 */
export function registerExpiredPasswordRoute(app: FastifyInstance, _context: AreaContext): void {
  app.post<{ Body: ExpiredPasswordBody }>(
    '/user/expiredpassword',
    {
      // As at sign-in: a stale session in the browser must not stop it (Origin and SameSite still hold).
      config: { csrf: false },
      // Sign-in's budget, not one of its own: a second door must not double the guesses per address.
      preHandler: app.rateLimited('signIn'),
      schema: {
        summary: 'Change an expired password of a direct account, proved by the current one (no session)',
        body: model(app, 'api-account-access-expired-password'),
        response: { 200: answerSchema('success-flag'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userName, currentPassword, password } = request.body;
      const audit = { event: 'access.expiredPassword', clientAddress: request.ip };
      const found = await accountToCheck(app.db, userName);
      if (!found || found.password_hash === null || found.okta_user_id !== null) {
        await checkAgainstDecoy(currentPassword);
        await recordAudit(app.db, { ...audit, outcome: 'failure', detail: { reason: found ? 'identityProvider' : 'unknownUser' } });
        return reply.code(400).send(errorsOf(app.content, CURRENT_WRONG));
      }
      const who = { clientAddress: request.ip, userId: Number(found.id), username: found.username };
      // This door has no captcha, so while the account is under attack it stays shut (the
      // e-mailed reset still works); otherwise its source's lock holds here as at sign-in.
      const held = found.locked || found.under_attack ? { locked: true, secondsLeft: found.attack_seconds_left } : await accountSourceLock(app, request, who.userId);
      if (held.locked) {
        await recordAudit(app.db, { ...audit, ...who, outcome: 'refused', detail: { reason: found.under_attack ? 'underAttack' : 'locked' } });
        return refuseLocked(app, reply, held.secondsLeft);
      }
      if (!(await verifySecret(currentPassword, found.password_hash)).ok) {
        const counted = await countWrongPassword(app, request, who, VIA);
        return counted.locked ? refuseLocked(app, reply, counted.secondsLeft) : reply.code(400).send(errorsOf(app.content, CURRENT_WRONG));
      }
      // A right password is no guess: it gives back what the call took of the address's budget.
      await app.refundRateLimit(request, 'signIn');

      const rules = app.accountRules;
      const refusal = signInRefusal(
        { accountStatus: found.account_status, ageDays: found.age_days, hasSignedIn: found.has_signed_in, passwordAgeDays: found.password_age_days },
        rules,
      );
      if (refusal !== 'signIn.passwordExpired') {
        await recordAudit(app.db, { ...audit, ...who, outcome: 'refused', detail: { reason: refusal ?? 'notExpired' } });
        if (refusal === undefined) return reply.code(409).send(errorsOf(app.content, ['', 'accountAccess.expired.notExpired']));
        return reply.code(403).send(errorsOf(app.content, ['', refusal, { days: rules.credentialExpiryDays }]));
      }

      const account = await accountById(app.db, who.userId);
      if (!account) return reply.code(400).send(errorsOf(app.content, CURRENT_WRONG));
      const checkedHash = found.password_hash;
      const proof: ChangeProof = {
        // Still the password just checked, still unlocked and active: a parallel change or
        // wrong guess may have come first (the hash comparison is exact: scrypt salts differ).
        holds: (tx) => lockIfUnchanged(tx, account.id, checkedHash, CODES.accountStatus.active),
        refusal: CURRENT_WRONG,
        via: VIA,
      };
      return changePassword(app, request, reply, account, password, proof);
    },
  );
}
