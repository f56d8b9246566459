import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/sessions.js';
import { recordAudit } from '../../security/audit.js';
import { bruteForceParams, failureCountSql } from '../../security/brute-force.js';
import { hashSecret, verifySecret } from '../../security/secret-hash.js';
import { createSession, revokeSession } from '../../security/session-store.js';
import { hashToken, newToken } from '../../security/tokens.js';
import { signInRefusal } from './sign-in-refusal.js';
import { loadUserInfo, userInfoSchema } from './user-info.js';

interface SignInBody {
  userName: string;
  password: string;
}

interface AccountRow {
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

// Checked against when the username is unknown, so that an unknown name costs the same
// scrypt time as a wrong password and timing does not reveal which names exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashSecret(newToken()));

/** SQL: the account's lock holds (a lock without an end, set by staff or demo data, holds until an unlock). */
export const LOCK_HELD = '(locked_at IS NOT NULL AND (locked_until IS NULL OR locked_until > now()))';

const LOCK_COLUMNS = { count: 'failed_sign_in_count', lastFailure: 'last_failed_sign_in_at', lockedUntil: 'locked_until' };

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
      const rows = await app.db.query<AccountRow>(
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
      const account = rows[0];
      if (!account || (account.password_hash === null && account.okta_user_id === null)) {
        await verifySecret(password, await decoy());
        // What was typed is not recorded: people type passwords into the username field.
        await recordAudit(app.db, { ...audit, event: 'signIn', outcome: 'failure', detail: { reason: 'unknownUser' } });
        return refuse(reply, 400, 'signIn.invalid');
      }
      const who = { ...audit, userId: Number(account.id), username: account.username };
      if (account.locked) {
        await recordAudit(app.db, { ...who, event: 'signIn', outcome: 'refused', detail: { reason: 'locked' } });
        return refuseLocked(reply, account.lock_seconds_left);
      }

      let rehashNeeded = false;
      if (account.okta_user_id !== null) {
        // A linked account's password, lock and expiry are the identity provider's: it counts
        // its own failures and locks out, so the portal only says what it answered.
        const refused = await providerRefusal(account.username, password);
        if (refused) {
          await recordAudit(app.db, { ...who, event: 'signIn', outcome: refused.status === 400 ? 'failure' : 'refused', detail: { reason: refused.messageId, provider: true } });
          return refuse(reply, refused.status, refused.messageId, refused.messageId === 'signIn.passwordExpired' ? { days: rules.passwordLifetimeDays } : {});
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
        const days = refusal === 'signIn.passwordExpired' ? rules.passwordLifetimeDays : rules.credentialExpiryDays;
        return refuse(reply, 403, refusal, { days });
      }

      // Hashed outside the transaction: scrypt is slow and must not hold a connection.
      const rehashed = rehashNeeded ? await hashSecret(password) : null;
      const previousCookie = request.cookies[SESSION_COOKIE];
      const opened = await app.db.transaction(async (tx) => {
        // Still unlocked and active now? A parallel wrong guess may have locked it meanwhile.
        const updated = await tx.query(
          `UPDATE users SET failed_sign_in_count = 0, last_failed_sign_in_at = NULL, locked_at = NULL, locked_until = NULL,
                  last_sign_in_at = now(), password_hash = coalesce($2, password_hash)
            WHERE id = $1 AND NOT ${LOCK_HELD} AND account_status = 1 RETURNING id`,
          [who.userId, rehashed],
        );
        if (updated.length === 0) return undefined;
        if (previousCookie) await revokeSession(tx, hashToken(previousCookie));
        const session = await createSession(tx, who.userId);
        const info = await loadUserInfo(tx, { userId: who.userId, selectedUserId: who.userId });
        await recordAudit(tx, { ...who, event: 'signIn', outcome: 'success', detail: { rehashed: rehashed !== null } });
        return { session, info };
      });
      if (!opened?.info) {
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

  /** 403 "Account is Locked"; while a temporary lock lasts, Retry-After says for how long. */
  function refuseLocked(reply: FastifyReply, secondsLeft: number | null) {
    if (secondsLeft !== null && secondsLeft > 0) reply.header('Retry-After', String(secondsLeft));
    return refuse(reply, 403, 'signIn.locked');
  }

  /** Counts one wrong password; the attempts from the factor on lock the account for a wait. */
  async function countFailure(request: FastifyRequest, reply: FastifyReply, who: { userId: number; username: string; clientAddress: string }) {
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
      await recordAudit(tx, {
        ...who,
        event: 'signIn',
        outcome: 'failure',
        detail: { reason: 'badPassword', failures: row ? Number(row.failed_sign_in_count) : null },
      });
      if (row?.locked) {
        await recordAudit(tx, {
          ...who,
          event: 'signIn.lockout',
          outcome: 'success',
          detail: { failures: Number(row.failed_sign_in_count), waitSeconds: row.lock_seconds_left },
        });
      }
      return { locked, secondsLeft: row ? row.lock_seconds_left : null };
    });
    request.log.info({ userId: who.userId, locked: outcome.locked }, 'sign-in failed');
    return outcome.locked ? refuseLocked(reply, outcome.secondsLeft) : refuse(reply, 400, 'signIn.invalid');
  }
};

export default signInRoutes;
