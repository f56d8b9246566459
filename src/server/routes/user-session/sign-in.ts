import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { recordSignIn } from '../../db/account-sign-in.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/sessions.js';
import { recordAudit } from '../../security/audit.js';
import { hashSecret, verifySecret } from '../../security/secret-hash.js';
import { createSession, revokeSession } from '../../security/session-store.js';
import { hashToken } from '../../security/tokens.js';
import { accountToCheck, checkAgainstDecoy, countWrongPassword, refuseLocked, type PasswordCheckSubject } from './password-check.js';
import { signInRefusal } from './sign-in-refusal.js';
import { countUnknownNameFailure, unknownNameLock } from '../../db/unknown-sign-in-names.js';
import { loadUserInfo, userInfoSchema } from './user-info.js';

interface SignInBody {
  userName: string;
  password: string;
}

/**
 * `POST /api/user/login { userName, password }` (ours: the spec's table has no sign-in call).
 *
 * Order: the client address's budget of wrong passwords (`rateLimits.signIn`, counted before
 * the password work so parallel guesses cannot all pass, given back on success); lock
 * (refused before any password work, with Retry-After while a temporary lock lasts);
 * password (an account linked to the identity provider, the multi-factor variant, signs in
 * with the provider's password, lock and expiry); then expiry and status, told only to
 * whoever knows the password. A wrong
 * password counts in one atomic UPDATE that also locks for the `bruteForce` wait and stops
 * counting while locked, so parallel guesses can neither pass nor overshoot the factor.
 * The lock is temporary (security/brute-force.ts) and the spec's self-service unlock and a
 * password reset end it at once. Success opens a
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
        response: {
          200: userInfoSchema({ csrfToken: { type: 'string' } }),
          400: errorsBodySchema,
          403: errorsBodySchema,
          429: errorsBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      const rules = app.accountRules;
      const audit = { clientAddress: request.ip };
      const account = await accountToCheck(app.db, userName);
      if (!account || (account.password_hash === null && account.okta_user_id === null)) {
        // An unknown name locks and answers as an account does, so the lock tells no one which names exist.
        const held = await unknownNameLock(app.db, userName);
        if (held.locked) {
          app.portalMetrics.signInFailed('locked');
          return refuseLocked(app, reply, held.secondsLeft);
        }
        await checkAgainstDecoy(password);
        // What was typed is not recorded: people type passwords into the username field.
        await recordAudit(app.db, { ...audit, event: 'signIn', outcome: 'failure', detail: { reason: 'unknownUser' } });
        const counted = await countUnknownNameFailure(app.db, userName, rules.bruteForce);
        app.portalMetrics.signInFailed('unknownName');
        if (counted.lockedNow) app.portalMetrics.locked('unknownName');
        return counted.locked ? refuseLocked(app, reply, counted.secondsLeft) : refuse(reply, 400, 'signIn.invalid');
      }
      const who = { ...audit, userId: Number(account.id), username: account.username };
      if (account.locked) {
        app.portalMetrics.signInFailed('locked');
        await recordAudit(app.db, { ...who, event: 'signIn', outcome: 'refused', detail: { reason: 'locked' } });
        return refuseLocked(app, reply, account.lock_seconds_left);
      }

      let rehashNeeded = false;
      if (account.okta_user_id !== null) {
        // A linked account's password, lock and expiry are the identity provider's: it counts
        // its own failures and locks out, so the portal only says what it answered.
        const refused = await providerRefusal(account.username, password);
        if (refused) {
          if (refused.status === 400 || refused.messageId === 'signIn.locked') app.portalMetrics.signInFailed(refused.status === 400 ? 'identityProvider' : 'locked');
          await recordAudit(app.db, { ...who, event: 'signIn', outcome: refused.status === 400 ? 'failure' : 'refused', detail: { reason: refused.messageId, provider: true } });
          return refuse(reply, refused.status, refused.messageId, refused.messageId === 'signIn.passwordExpired' ? expiredParams(true) : {});
        }
      } else {
        const check = await verifySecret(password, account.password_hash as string);
        if (!check.ok) return countFailure(request, reply, who);
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
        if (!(await recordSignIn(tx, who.userId, rehashed))) return undefined;
        if (previousCookie) await revokeSession(tx, hashToken(previousCookie));
        const session = await createSession(tx, who.userId);
        const info = await loadUserInfo(tx, { userId: who.userId, selectedUserId: who.userId });
        await recordAudit(tx, { ...who, event: 'signIn', outcome: 'success', detail: { rehashed: rehashed !== null } });
        return { session, info };
      });
      if (!opened?.info) {
        app.portalMetrics.signInFailed('locked');
        await recordAudit(app.db, { ...who, event: 'signIn', outcome: 'refused', detail: { reason: 'locked' } });
        return refuse(reply, 403, 'signIn.locked');
      }
      // A right password is no guess: it gives back what the call took of the address's budget
      // (outside the transaction: the embedded database has one connection).
      await app.refundRateLimit(request, 'signIn');
      reply.setCookie(SESSION_COOKIE, opened.session.cookieValue, sessionCookieOptions(app.sessionOptions));
      return { ...opened.info, csrfToken: opened.session.csrfToken };
    },
  );

  /**
   * Why the identity provider does not let a linked account in, as the status and message the
   * portal answers (undefined: it does): a wrong password is the same 400 as a local one.
   */
  async function providerRefusal(login: string, password: string): Promise<{ status: number; messageId: string } | undefined> {
    const outcome = (await app.identityProvider.authenticate(login, password)).outcome;
    switch (outcome) {
      case 'success':
        return undefined;
      case 'failed':
        return { status: 400, messageId: 'signIn.invalid' };
      case 'lockedOut':
        return { status: 403, messageId: 'signIn.locked' };
      case 'notActivated':
        return { status: 403, messageId: 'signIn.pendingEmail' };
      case 'passwordExpired':
        return { status: 403, messageId: 'signIn.passwordExpired' };
    }
  }

  /** Counts one wrong password (password-check.ts); answers "Account is Locked" once that locks the account. */
  async function countFailure(request: FastifyRequest, reply: FastifyReply, who: PasswordCheckSubject) {
    const outcome = await countWrongPassword(app, request, who);
    return outcome.locked ? refuseLocked(app, reply, outcome.secondsLeft) : refuse(reply, 400, 'signIn.invalid');
  }
};

export default signInRoutes;
