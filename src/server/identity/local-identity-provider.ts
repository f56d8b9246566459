import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { hashSecret, verifySecret } from '../security/secret-hash.js';
import { recordAudit, type AuditEvent } from '../security/audit.js';
import { countRateLimited } from '../security/rate-counter.js';
import { hashToken, newNumericCode, newToken } from '../security/tokens.js';
import { portalLink } from '../mail/portal-link.js';
import { clearSourceFailures, clearSubjectFailures, countSubjectFailure, EVERY_SOURCE, identityUserSubject, sourceLock, sourceOf, subjectGate } from '../db/sign-in-sources.js';
import type {
  Authentication,
  Caller,
  CodeCheck,
  CodeCaller,
  IdentityProvider,
  IdentityUser,
  IdentityUserStatus,
  IdentityUserType,
  NewIdentityUser,
  UserDetailsChange,
  EmailOtpStatus,
} from './identity-provider.js';
import { IdentityProviderError } from './identity-provider-error.js';
import { endExpiredLockOut, lockSecondsLeft, lockedOutError } from './password-failures.js';
import type { IdentityRules } from './identity-rules.js';
import type { PasswordOwner, PasswordPolicy } from './password-policy.js';

/** What the local provider runs on. */
export interface LocalIdentityProviderDeps {
  db: Database;
  mailer: Mailer;
  rules: IdentityRules;
  policy: PasswordPolicy;
  /** Base of the recovery link; from configuration, never from a request. */
  portalUrl: string;
}

interface UserRow {
  id: string;
  login: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: IdentityUserType;
  status: IdentityUserStatus;
  email_otp_status: EmailOtpStatus;
  password_hash: string | null;
  password_expires_at: Date | string | null;
}

const USER_COLUMNS = `id, login, email, first_name, last_name, user_type, status, email_otp_status, password_hash,
  password_changed_at + make_interval(days => $2) AS password_expires_at`;

/** The page the recovery link opens (the spec's identity-provider change-password route). */
const RECOVERY_PAGE = '/user/okta-change-password';

/** How a password check went (judgePassword). */
type PasswordJudgement =
  | { kind: 'right'; needsRehash: boolean }
  | { kind: 'wrong'; underAttackNow: boolean }
  | { kind: 'locked'; secondsLeft: number | null; lockedNow?: boolean }
  | { kind: 'captcha' };

/** Refused: the user does not exist. */
const notFound = () => IdentityProviderError.of(404, 'accountAccess.find.noMatch');

/**
 * The identity provider on our own database (tables idp_*, migration 030).
 *
 * Secrets: passwords and codes are scrypt hashes, recovery tokens SHA-256 (they carry 256
 * random bits); codes and tokens are single use, expire, and a newer one voids the older.
 * Counters that guard against guessing are changed by single atomic statements, so parallel
 * requests cannot pass a limit together.
 */
export function createLocalIdentityProvider(deps: LocalIdentityProviderDeps): IdentityProvider {
  const { db, mailer, rules, policy } = deps;

  /** Marks an aged or unused password as expired, so every read sees the current status. */
  const refreshStatus = (q: Queryable, id: string) =>
    q.query(
      `UPDATE idp_users SET status = 'PASSWORD_EXPIRED', updated_at = now()
        WHERE id = $1 AND status = 'ACTIVE' AND password_hash IS NOT NULL
          AND (password_changed_at < now() - make_interval(days => $2)
               OR greatest(password_changed_at, last_login_at) < now() - make_interval(days => $3))`,
      [id, rules.passwordLifetimeDays, rules.inactivityDays],
    );

  const readRow = async (q: Queryable, id: string, lock = false): Promise<UserRow | null> => {
    const rows = await q.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM idp_users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id, rules.passwordLifetimeDays],
    );
    return rows[0] ?? null;
  };

  const toUser = async (q: Queryable, row: UserRow): Promise<IdentityUser> => {
    const groups = await q.query<{ group_type: string }>('SELECT group_type FROM idp_user_groups WHERE user_id = $1 ORDER BY group_type', [row.id]);
    return {
      id: row.id,
      login: row.login,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      userType: row.user_type,
      status: row.status,
      groups: groups.map((group) => group.group_type),
      emailOtpVerificationStatus: row.email_otp_status,
      passwordExpiryDate: row.password_expires_at === null ? null : new Date(row.password_expires_at).toISOString(),
    };
  };

  /** The user's row with its status brought up to date; null if unknown. */
  const freshRow = async (id: string): Promise<UserRow | null> => {
    // A lock-out whose wait is over ends first, so the expiry check below sees the user ACTIVE.
    await endExpiredLockOut(db, id);
    await refreshStatus(db, id);
    return readRow(db, id);
  };

  const currentRow = async (id: string): Promise<UserRow> => {
    const row = await freshRow(id);
    if (!row) throw notFound();
    return row;
  };

  const ownerOf = (row: Pick<UserRow, 'login' | 'email' | 'first_name' | 'last_name'>): PasswordOwner => ({
    login: row.login,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  });

  /** Policy, then history: a new password must not be any of the most recent ones. */
  const checkNewPassword = async (row: UserRow, password: string, path: string) => {
    const issues = policy(password, ownerOf(row), path);
    if (issues.length > 0) throw new IdentityProviderError(400, issues);
    const history = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM idp_password_history WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
      [row.id, rules.passwordHistory],
    );
    const hashes = new Set(history.map((entry) => entry.password_hash));
    if (row.password_hash) hashes.add(row.password_hash);
    for (const hash of hashes) {
      if ((await verifySecret(password, hash)).ok) throw IdentityProviderError.of(400, 'accountAccess.password.history', path);
    }
  };

  /**
   * Stores a new password: history row, fresh lifetime, failures cleared, an expired or
   * locked-out user active again (a staged one stays staged), and every recovery token
   * voided, since a password change must kill links sent for the old one.
   */
  const storePassword = async (tx: Queryable, id: string, hash: string, revokeSessions: boolean) => {
    await tx.query(
      `UPDATE idp_users SET password_hash = $2, password_changed_at = now(), locked_until = NULL,
              status = CASE WHEN status = 'STAGED' THEN 'STAGED' ELSE 'ACTIVE' END, updated_at = now()
        WHERE id = $1`,
      [id, hash],
    );
    await tx.query('INSERT INTO idp_password_history (user_id, password_hash) VALUES ($1, $2)', [id, hash]);
    // A new password makes every earlier guess worthless: no source stays locked out, and the attack ends.
    await clearSubjectFailures(tx, identityUserSubject(id));
    await tx.query('UPDATE idp_recovery_tokens SET voided_at = now() WHERE user_id = $1 AND used_at IS NULL AND voided_at IS NULL', [id]);
    if (revokeSessions) {
      // The local provider shares the portal's database: its sessions are the portal's
      // sessions of the account linked to this provider user.
      await tx.query(
        'UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE okta_user_id = $1)',
        [id],
      );
    }
  };

  /** Recovery and code events go to the append-only audit, by provider id and login. */
  const audit = (event: string, row: Pick<UserRow, 'id' | 'login'>, outcome: AuditEvent['outcome'], detail: AuditEvent['detail'] = {}) =>
    recordAudit(db, { event: `identityProvider.${event}`, outcome, username: row.login, detail: { identityUserId: row.id, ...detail } });

  /** Sends and tries per `key` (a user, or a user from one source), so resending cannot be used to guess codes without end. */
  const limitCodes = async (kind: string, key: string, rule = rules.codeRateLimit) => {
    const count = await countRateLimited(db, `identityProvider.${kind}`, key, rule);
    if (!count.allowed) throw IdentityProviderError.of(429, 'accountAccess.rateLimited', '', undefined, count.retryAfterSeconds);
  };

  /** The key of one user's code budget from one source (the caller's address; IPv6 by its /64). */
  const fromSource = (id: string, caller: Caller) => `${id}|${sourceOf(caller.address)}`;

  /**
   * Judges a password of the user as portal sign-in does (docs/security.md, "The lock design"),
   * on the same table and SQL (db/sign-in-sources.ts): a locked-out source is refused before
   * any password work; while the user is under attack (wrong passwords from every source
   * reached the factor) every caller must have solved a captcha; a wrong password counts for
   * its source (the lock) and for the user from every source (under attack, no lock); a right
   * one forgets its source's failures and keeps the attack, so a stranger gets no fresh guesses.
   */
  const judgePassword = async (row: UserRow, password: string, caller: Caller): Promise<PasswordJudgement> => {
    const [subject, source] = [identityUserSubject(row.id), sourceOf(caller.address)];
    const gate = await subjectGate(db, subject, source);
    if (gate.locked) return { kind: 'locked', secondsLeft: gate.secondsLeft };
    if (gate.underAttack && !caller.captchaSolved) return { kind: 'captcha' };
    const check = row.password_hash ? await verifySecret(password, row.password_hash) : { ok: false, needsRehash: false };
    if (!check.ok) {
      const counted = await countSubjectFailure(db, subject, source, rules.bruteForce);
      if (counted.locked) return { kind: 'locked', secondsLeft: counted.secondsLeft, lockedNow: counted.sourceLockedNow };
      // Raced past the gate while the user came under attack: answered as the gate would.
      if (counted.alreadyUnderAttack && !caller.captchaSolved) return { kind: 'captcha' };
      return { kind: 'wrong', underAttackNow: counted.underAttackNow };
    }
    await clearSourceFailures(db, subject, source);
    // A right password raced by wrong ones that put the user under attack meanwhile still needs the captcha.
    if (!caller.captchaSolved && (await sourceLock(db, subject, EVERY_SOURCE)).locked) return { kind: 'captcha' };
    return { kind: 'right', needsRehash: check.needsRehash };
  };

  /** The refusal a locked-out source or a missing captcha gets from a password change. */
  const passwordRefusal = (judged: PasswordJudgement) =>
    judged.kind === 'locked' ? lockedOutError(judged.secondsLeft) : IdentityProviderError.of(403, 'identityProvider.captchaRequired', '/captchaText');

  const requirePassword = (row: UserRow) => {
    // Internal users authenticate with their domain account: there is no password here to
    // change or reset (the spec's "PASSWORD RESET NOT AVAILABLE").
    if (row.user_type === 'Internal' || !row.password_hash) throw IdentityProviderError.of(400, 'accountAccess.reset.internal');
  };

  return {
    async lookupUser({ email, internal }) {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM idp_users WHERE (lower(email) = lower($1) OR lower(login) = lower($1)) AND user_type = $2
          ORDER BY created_at, id LIMIT 1`,
        [email, internal ? 'Internal' : 'External'],
      );
      return rows[0] ? { id: rows[0].id } : null;
    },

    async register(input: NewIdentityUser) {
      const login = input.userType === 'Internal' ? input.login : input.email;
      if (!login) throw IdentityProviderError.of(400, 'field.required', '/login', { caption: 'login' });
      const owner: PasswordOwner = { login, email: input.email, firstName: input.firstName, lastName: input.lastName };
      let hash: string | null = null;
      if (input.userType === 'External') {
        if (!input.password) throw IdentityProviderError.of(400, 'field.required', '/password', { caption: 'password' });
        const issues = policy(input.password, owner, '/password');
        if (issues.length > 0) throw new IdentityProviderError(400, issues);
        hash = await hashSecret(input.password);
      }
      const otpStatus = input.emailOtpVerificationStatus ?? 'pending';
      const id = `00u${randomBytes(10).toString('hex')}`;
      try {
        return await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO idp_users (id, login, email, first_name, last_name, user_type, status, email_otp_status, password_hash, password_changed_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text, CASE WHEN $9::text IS NULL THEN NULL ELSE now() END)`,
            [id, login, input.email, input.firstName, input.lastName, input.userType, otpStatus === 'pending' ? 'STAGED' : 'ACTIVE', otpStatus, hash],
          );
          if (hash) await tx.query('INSERT INTO idp_password_history (user_id, password_hash) VALUES ($1, $2)', [id, hash]);
          if (input.userGroupType) await tx.query('INSERT INTO idp_user_groups (user_id, group_type) VALUES ($1, $2)', [id, input.userGroupType]);
          const row = await readRow(tx, id);
          return toUser(tx, row as UserRow);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw input.userType === 'Internal'
          ? IdentityProviderError.of(409, 'registration.domainIdTaken', '/login')
          : IdentityProviderError.of(409, 'username.taken', '/email');
      }
    },

    async removeUnproven(id) {
      // One statement: a code verified a moment earlier makes the user ACTIVE and keeps it.
      const removed = await db.query(`DELETE FROM idp_users WHERE id = $1 AND status = 'STAGED' AND email_otp_status = 'pending' RETURNING id`, [id]);
      return removed.length > 0;
    },

    async getUser(id) {
      await refreshStatus(db, id);
      const row = await readRow(db, id);
      return row ? toUser(db, row) : null;
    },

    async updateUserDetails(id, change: UserDetailsChange) {
      try {
        return await db.transaction(async (tx) => {
          const row = await readRow(tx, id, true);
          if (!row) throw notFound();
          const email = change.email ?? row.email;
          // An external user's login is the e-mail: they move together.
          const login = row.user_type === 'External' ? email : row.login;
          await tx.query(
            `UPDATE idp_users SET first_name = $2, last_name = $3, email = $4, login = $5, updated_at = now(),
                    email_otp_status = CASE WHEN lower($4) = lower(email) THEN email_otp_status ELSE 'pending' END
              WHERE id = $1`,
            [id, change.firstName ?? row.first_name, change.lastName ?? row.last_name, email, login],
          );
          return toUser(tx, (await readRow(tx, id)) as UserRow);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw IdentityProviderError.of(409, 'username.taken', '/email');
        throw error;
      }
    },

    async changeGroup(id, groupType, action) {
      return db.transaction(async (tx) => {
        const row = await readRow(tx, id, true);
        if (!row) throw notFound();
        if (action === 'add') {
          await tx.query('INSERT INTO idp_user_groups (user_id, group_type) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, groupType]);
        } else {
          await tx.query('DELETE FROM idp_user_groups WHERE user_id = $1 AND group_type = $2', [id, groupType]);
        }
        return toUser(tx, row);
      });
    },

    async sendEmailOtp(id, caller) {
      const row = await currentRow(id);
      if (caller.challenge === undefined) throw new Error('a one-time code needs the challenge of the browser that asks for it');
      const challengeHash = hashToken(caller.challenge);
      // Per source: one address cannot spend the user's codes. Per user, past the budget, a
      // captcha for every further code: strangers from many addresses cannot flood the
      // mailbox or collect tries, and the owner is asked for a captcha, never kept out.
      await limitCodes('code-send', fromSource(id, caller));
      const everyone = await countRateLimited(db, 'identityProvider.code-send', id, rules.codeRateLimit);
      if (!everyone.allowed && !caller.captchaSolved) throw IdentityProviderError.of(403, 'identityProvider.code.captchaRequired', '/captchaText');
      const code = newNumericCode();
      const codeHash = await hashSecret(code);
      const insert = () =>
        db.transaction(async (tx) => {
          // The resend voids this challenge's old code only: a stranger's request never voids
          // the owner's. The partial unique index keeps one live code per user and challenge
          // even when two sends race.
          await tx.query(`UPDATE idp_email_otps SET status = 'voided' WHERE user_id = $1 AND challenge_hash = $2 AND status = 'pending'`, [id, challengeHash]);
          const rows = await tx.query<{ expires_at: Date | string }>(
            `INSERT INTO idp_email_otps (user_id, challenge_hash, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))
             RETURNING expires_at`,
            [id, challengeHash, codeHash, rules.codeLifetimeMinutes],
          );
          return new Date((rows[0] as { expires_at: Date | string }).expires_at);
        });
      let expiresAt: Date;
      try {
        expiresAt = await insert();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        expiresAt = await insert();
      }
      await mailer.send({
        to: row.email,
        template: 'oneTimeCode',
        params: { firstName: row.first_name, code, minutes: String(rules.codeLifetimeMinutes) },
      });
      await audit('emailOtp.sent', row, 'success');
      return { expiresAt };
    },

    async verifyEmailOtp(id, code, caller: CodeCaller): Promise<CodeCheck> {
      const row = await currentRow(id);
      // Per source, not per user: a stranger's tries never use up the owner's. Guessing stays
      // bounded by the tries each code allows and the codes the user's budget sends.
      await limitCodes('code-verify', fromSource(id, caller));
      // Only the newest code of this browser's challenge: a code is tried by whoever asked for it.
      const latest =
        caller.challenge === undefined
          ? undefined
          : (
              await db.query<{ id: string; code_hash: string; status: string; expired: boolean }>(
                `SELECT id, code_hash, status, expires_at <= now() AS expired FROM idp_email_otps
                  WHERE user_id = $1 AND challenge_hash = $2 ORDER BY id DESC LIMIT 1`,
                [id, hashToken(caller.challenge)],
              )
            )[0];
      const outcome = await (async (): Promise<CodeCheck> => {
        // No live code (never sent, already used, superseded): whatever was typed is wrong.
        if (!latest || latest.status === 'verified' || latest.status === 'voided') return 'mismatch';
        if (latest.status === 'locked') return 'locked';
        if (latest.expired) return 'expired';
        // Take a try before comparing, in one statement: parallel guesses cannot exceed the limit.
        const claimed = await db.query<{ attempts: number }>(
          `UPDATE idp_email_otps SET attempts = attempts + 1 WHERE id = $1 AND status = 'pending' AND attempts < $2 RETURNING attempts`,
          [latest.id, rules.codeMaxAttempts],
        );
        const attempts = claimed[0]?.attempts;
        if (attempts === undefined) return 'locked';
        if (!(await verifySecret(code, latest.code_hash)).ok) {
          if (attempts >= rules.codeMaxAttempts) await db.query(`UPDATE idp_email_otps SET status = 'locked' WHERE id = $1 AND status = 'pending'`, [latest.id]);
          return 'mismatch';
        }
        return db.transaction(async (tx) => {
          // Single use even against a parallel replay: only one request turns it verified.
          const used = await tx.query(`UPDATE idp_email_otps SET status = 'verified', verified_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`, [latest.id]);
          if (used.length === 0) return 'mismatch';
          await tx.query(
            `UPDATE idp_users SET email_otp_status = 'verified', status = CASE WHEN status = 'STAGED' THEN 'ACTIVE' ELSE status END, updated_at = now()
              WHERE id = $1`,
            [id],
          );
          return 'verified';
        });
      })();
      await audit('emailOtp.verify', row, outcome === 'verified' ? 'success' : 'failure', { result: outcome });
      return outcome;
    },

    async sendPasswordRecovery(id) {
      const row = await currentRow(id);
      requirePassword(row);
      // Anyone who knows the id (lookupuser hands it out) may ask: the owner's mailbox gets no
      // more links than the portal's reset mails allow it.
      await limitCodes('recovery', id, rules.recoveryMailLimit);
      const token = newToken();
      const expiresAt = await db.transaction(async (tx) => {
        await tx.query('UPDATE idp_recovery_tokens SET voided_at = now() WHERE user_id = $1 AND used_at IS NULL AND voided_at IS NULL', [id]);
        const rows = await tx.query<{ expires_at: Date | string }>(
          `INSERT INTO idp_recovery_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING expires_at`,
          [id, hashToken(token), rules.recoveryLifetimeMinutes],
        );
        return new Date((rows[0] as { expires_at: Date | string }).expires_at);
      });
      const link = portalLink(deps.portalUrl, RECOVERY_PAGE, { body: id, token, passwordOption: '1' });
      await mailer.send({
        to: row.email,
        template: 'passwordResetLink',
        params: { firstName: row.first_name, link, minutes: String(rules.recoveryLifetimeMinutes) },
      });
      await audit('passwordRecovery.sent', row, 'success');
      return { expiresAt };
    },

    async changePassword(id, { currentPassword, newPassword, revokeSessions }, caller) {
      const row = await currentRow(id);
      requirePassword(row);
      if (row.status === 'LOCKED_OUT') throw lockedOutError(await lockSecondsLeft(db, id));
      const judged = await judgePassword(row, currentPassword, caller);
      if (judged.kind === 'wrong') {
        await audit('password.change', row, 'failure', { reason: 'wrongCurrentPassword', underAttack: judged.underAttackNow });
        throw IdentityProviderError.of(400, 'identityProvider.currentPasswordWrong', '/currentPassword');
      }
      if (judged.kind !== 'right') {
        if (judged.kind === 'locked' && judged.lockedNow) await audit('password.change', row, 'failure', { reason: 'sourceLocked', lockSeconds: judged.secondsLeft });
        throw passwordRefusal(judged);
      }
      await checkNewPassword(row, newPassword, '/newPassword');
      const hash = await hashSecret(newPassword);
      await db.transaction((tx) => storePassword(tx, id, hash, revokeSessions));
      await mailer.send({ to: row.email, template: 'passwordChanged', params: { firstName: row.first_name } });
      await audit('password.change', row, 'success');
    },

    async resetPassword(id, { context, recoveryToken, newPassword }) {
      const row = await currentRow(id);
      requirePassword(row);
      const tokenHash = hashToken(recoveryToken);
      const live = await db.query(
        `SELECT id FROM idp_recovery_tokens WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND voided_at IS NULL AND expires_at > now()`,
        [tokenHash, id],
      );
      const invalid = () => IdentityProviderError.of(400, 'identityProvider.recoveryTokenInvalid', '/recoveryToken');
      if (live.length === 0) {
        await audit('password.reset', row, 'refused', { reason: 'invalidLink', context });
        throw invalid();
      }
      // The password is checked before the token is spent, so a refused password can be retried.
      await checkNewPassword(row, newPassword, '/newPassword');
      const hash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        const used = await tx.query(
          `UPDATE idp_recovery_tokens SET used_at = now()
            WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND voided_at IS NULL AND expires_at > now() RETURNING id`,
          [tokenHash, id],
        );
        if (used.length === 0) throw invalid();
        // A reset proves control of the mailbox: it also ends a lock-out, and every session.
        await storePassword(tx, id, hash, true);
      });
      await mailer.send({ to: row.email, template: 'passwordChanged', params: { firstName: row.first_name } });
      await audit('password.reset', row, 'success', { context });
    },

    async authenticate(id, password, caller): Promise<Authentication> {
      const row = await freshRow(id);
      if (!row) return { outcome: 'failed' };
      if (row.status === 'LOCKED_OUT') return { outcome: 'lockedOut', secondsLeft: await lockSecondsLeft(db, id) };
      // A staged user has not proved the e-mail address yet: no sign-in, and no count either.
      if (row.status === 'STAGED') return { outcome: 'notActivated' };
      const judged = await judgePassword(row, password, caller);
      if (judged.kind === 'wrong') {
        await audit('signIn', row, 'failure', { underAttack: judged.underAttackNow });
        return { outcome: 'failed' };
      }
      if (judged.kind === 'locked') {
        if (judged.lockedNow) await audit('signIn', row, 'failure', { reason: 'sourceLocked', lockSeconds: judged.secondsLeft });
        return { outcome: 'lockedOut', secondsLeft: judged.secondsLeft };
      }
      if (judged.kind === 'captcha') return { outcome: 'captchaRequired' };
      if (judged.needsRehash) await db.query('UPDATE idp_users SET password_hash = $2 WHERE id = $1', [id, await hashSecret(password)]);
      // A sign-in that lost the race against a lock set by staff does not count.
      const signedIn = await db.query(
        `UPDATE idp_users SET last_login_at = CASE WHEN status = 'ACTIVE' THEN now() ELSE last_login_at END
          WHERE id = $1 AND status <> 'LOCKED_OUT' RETURNING id`,
        [id],
      );
      if (signedIn.length === 0) return { outcome: 'lockedOut', secondsLeft: null };
      await audit('signIn', row, 'success', { status: row.status });
      const user = await toUser(db, row);
      return row.status === 'PASSWORD_EXPIRED' ? { outcome: 'passwordExpired', user } : { outcome: 'success', user };
    },
  };
}
