import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { recordSignIn } from '../../db/account-sign-in.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import type { Authentication } from '../../identity/identity-provider.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/sessions.js';
import { recordAudit } from '../../security/audit.js';
import { hashSecret, verifySecret } from '../../security/secret-hash.js';
import { createSession, revokeSession } from '../../security/session-store.js';
import { hashToken } from '../../security/tokens.js';
import { accountSourceLock, accountToCheck, answerWrongPassword, checkAgainstDecoy, countLocks, countWrongPassword, forgetSourceFailures, refuseForCaptcha, refuseLocked } from './password-check.js';
import { signInRefusal } from './sign-in-refusal.js';
import { refusedWithoutCaptcha } from './sign-in-captcha.js';
import { countSubjectFailure, nameSubject, sourceOf, subjectGate } from '../../db/sign-in-sources.js';
import { loadUserInfo } from './user-info.js';
import { answerSchema } from '../../http/answer-schemas.js';

interface SignInBody {
  userName: string;
  password: string;
  captchaText?: string;
}

/**
 * `POST /api/user/login { userName, password }` (ours: the spec's table has no sign-in call).
 *
 * Order: the client address's budget of wrong passwords (`rateLimits.signIn`, counted before
 * the password work so parallel guesses cannot all pass, given back on success); a lock staff
 * set; this source's lock on the account (refused before any password work, with
 * Retry-After); while the account is under attack, the captcha (sign-in-captcha.ts); the
 * password (an account linked to the identity provider, the multi-factor variant, signs in
 * with the provider's password, lock and expiry); then expiry and status, told only to
 * whoever knows the password. A wrong password is counted for its source (which locks it out
 * of the account at the `bruteForce` factor) and for the account (which at the factor asks
 * every source for a captcha), each atomically (password-check.ts). An unknown name goes the
 * same way with the same answers. The locks are temporary (security/brute-force.ts) and the
 * spec's self-service unlock and a password reset end them at once. Success opens a
 * new session (a new id every time; a session the browser already had is revoked), sets
 * the HttpOnly SameSite=Strict cookie and answers the user info with the CSRF token.
 */
const signInRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app;
  const refuse = (reply: FastifyReply, status: number, messageId: string, params = {}) =>
    reply.code(status).send(requestError(content, messageId, params));
  // Said only to whoever typed the right password: whether the identity provider or the portal
  // keeps it, so the flow sends them to the change page that can check it (docs/decisions/account-access-routes.md).
  const expiredParams = (identityProvider: boolean) => ({ days: app.accountRules.passwordLifetimeDays, identityProvider });

  app.post<{ Body: SignInBody }>(
    '/user/login',
    {
      // A stale session in the browser must not stop a sign-in, so no CSRF token here; the
      // Origin check and SameSite=Strict still stop another site from signing a user in.
      config: { csrf: false },
      preHandler: app.rateLimited('signIn'),
      schema: {
        body: app.content.models.get('api-user-session-login'),
        response: { 200: answerSchema('signed-in-user'), 400: errorsBodySchema, 403: errorsBodySchema, 429: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const { userName, password, captchaText } = request.body;
      const rules = app.accountRules;
      const audit = { clientAddress: request.ip };
      const account = await accountToCheck(app.db, userName);
      if (!account || (account.password_hash === null && account.okta_user_id === null)) {
        // An unknown name is locked out per source, asks for the captcha and answers exactly
        // as an account does, so neither tells anyone which names exist.
        const [subject, source] = [nameSubject(userName), sourceOf(request.ip)];
        const gate = await subjectGate(app.db, subject, source);
        if (gate.locked) {
          app.portalMetrics.signInFailed('locked');
          return refuseLocked(app, reply, gate.secondsLeft);
        }
        if (gate.underAttack && (await refusedWithoutCaptcha(app, request, reply, captchaText))) return reply;
        await checkAgainstDecoy(password);
        // What was typed is not recorded: people type passwords into the username field.
        await recordAudit(app.db, { ...audit, event: 'signIn', outcome: 'failure', detail: { reason: 'unknownUser' } });
        const counted = await countSubjectFailure(app.db, subject, source, rules.bruteForce);
        app.portalMetrics.signInFailed('unknownName');
        countLocks(app, counted);
        return answerWrongPassword(app, reply, counted, gate.underAttack);
      }
      const who = { ...audit, userId: Number(account.id), username: account.username };
      const held = account.locked ? { locked: true, secondsLeft: null } : await accountSourceLock(app, request, who.userId);
      if (held.locked) {
        app.portalMetrics.signInFailed('locked');
        await recordAudit(app.db, { ...who, event: 'signIn', outcome: 'refused', detail: { reason: 'locked', scope: account.locked ? 'account' : 'source' } });
        return refuseLocked(app, reply, held.secondsLeft);
      }
      if (account.under_attack && (await refusedWithoutCaptcha(app, request, reply, captchaText))) {
        await recordAudit(app.db, { ...who, event: 'signIn', outcome: 'refused', detail: { reason: captchaText ? 'captchaMismatch' : 'captchaRequired' } });
        return reply;
      }
      // Solved here, or not needed when the account was read: a right password raced by
      // wrong ones that put it under attack meanwhile must still show the captcha.
      const captchaSolved = account.under_attack;

      let rehashNeeded = false;
      if (account.okta_user_id !== null) {
        // A linked account's password, its locks and expiry are the identity provider's: it
        // counts wrong passwords per source and from every source as we do, and asks for the
        // captcha once the user is under attack; the portal's captcha serves it.
        let solved = captchaSolved;
        if (!solved && captchaText) {
          if (await refusedWithoutCaptcha(app, request, reply, captchaText)) {
            await recordAudit(app.db, { ...who, event: 'signIn', outcome: 'refused', detail: { reason: 'captchaMismatch', provider: true } });
            return reply;
          }
          solved = true;
        }
        // The linked provider user by its id, never by this account's name: a login moves with
        // its e-mail, so the owner's login may be another address by now and another user may
        // hold this name as a login, with a password of theirs.
        const outcome = await app.identityProvider.authenticate(account.okta_user_id, password, { address: request.ip, captchaSolved: solved });
        if (outcome.outcome !== 'success') {
          const refused = providerRefusal(outcome.outcome);
          if (refused.status === 400 || refused.messageId === 'signIn.locked') app.portalMetrics.signInFailed(refused.status === 400 ? 'identityProvider' : 'locked');
          await recordAudit(app.db, { ...who, event: 'signIn', outcome: refused.status === 400 ? 'failure' : 'refused', detail: { reason: refused.messageId, provider: true } });
          if (outcome.outcome === 'lockedOut') return refuseLocked(app, reply, outcome.secondsLeft);
          if (outcome.outcome === 'captchaRequired') return refuseForCaptcha(app, reply);
          return refuse(reply, refused.status, refused.messageId, refused.messageId === 'signIn.passwordExpired' ? expiredParams(true) : {});
        }
      } else {
        const check = await verifySecret(password, account.password_hash as string);
        if (!check.ok) return answerWrongPassword(app, reply, await countWrongPassword(app, request, who), captchaSolved);
        rehashNeeded = check.needsRehash;
      }

      const refusal = signInRefusal(
        {
          accountStatus: account.account_status,
          ageDays: account.age_days,
          hasSignedIn: account.has_signed_in,
          // The provider judged a linked account's password age already.
          passwordAgeDays: account.okta_user_id !== null ? 0 : account.password_age_days,
        },
        rules,
      );
      if (refusal) {
        await recordAudit(app.db, { ...who, event: 'signIn', outcome: 'refused', detail: { reason: refusal } });
        return refuse(reply, 403, refusal, refusal === 'signIn.passwordExpired' ? expiredParams(false) : { days: rules.credentialExpiryDays });
      }

      // Hashed outside the transaction: scrypt is slow and must not hold a connection.
      const rehashed = rehashNeeded ? await hashSecret(password) : null;
      const previousCookie = request.cookies[SESSION_COOKIE];
      const opened = await app.db.transaction(async (tx) => {
        // Still unlocked and active now? A parallel wrong guess may have locked it meanwhile.
        if (!(await recordSignIn(tx, who.userId, rehashed, captchaSolved))) return undefined;
        if (previousCookie) await revokeSession(tx, hashToken(previousCookie));
        const session = await createSession(tx, who.userId);
        const info = await loadUserInfo(tx, { userId: who.userId, selectedUserId: who.userId });
        await recordAudit(tx, { ...who, event: 'signIn', outcome: 'success', detail: { rehashed: rehashed !== null } });
        return { session, info };
      });
      if (!opened?.info) {
        // Staff locked it, or wrong guesses put it under attack, while the password was checked.
        const now = await accountToCheck(app.db, userName);
        if (now?.locked) app.portalMetrics.signInFailed('locked');
        await recordAudit(app.db, { ...who, event: 'signIn', outcome: 'refused', detail: { reason: now?.locked ? 'locked' : 'captchaRequired' } });
        return now?.locked || !now?.under_attack ? refuseLocked(app, reply, null) : refuseForCaptcha(app, reply);
      }
      // A right password is no guess: it gives back what the call took of the address's budget
      // (outside the transaction: the embedded database has one connection).
      await app.refundRateLimit(request, 'signIn');
      await forgetSourceFailures(app, request, who.userId);
      reply.setCookie(SESSION_COOKIE, opened.session.cookieValue, sessionCookieOptions(app.sessionOptions));
      return { ...opened.info, csrfToken: opened.session.csrfToken };
    },
  );

  /** Why the identity provider does not let a linked account in, as the status and message the portal answers: a wrong password is the same 400 as a local one. */
  function providerRefusal(outcome: Exclude<Authentication['outcome'], 'success'>): { status: number; messageId: string } {
    switch (outcome) {
      case 'failed':
        return { status: 400, messageId: 'signIn.invalid' };
      case 'lockedOut':
        return { status: 403, messageId: 'signIn.locked' };
      case 'captchaRequired':
        return { status: 403, messageId: 'signIn.captchaRequired' };
      case 'notActivated':
        return { status: 403, messageId: 'signIn.pendingEmail' };
      case 'passwordExpired':
        return { status: 403, messageId: 'signIn.passwordExpired' };
    }
  }
};

export default signInRoutes;
