import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { hashSecret, verifySecret } from '../security/secret-hash.js';
import { recordAudit, type AuditEvent } from '../security/audit.js';
import { countRateLimited } from '../security/rate-counter.js';
import { hashToken, newNumericCode, newToken } from '../security/tokens.js';
import { portalLink } from '../mail/portal-link.js';
import type {
  Authentication,
  CodeCheck,
  IdentityProvider,
  IdentityUser,
  IdentityUserStatus,
  IdentityUserType,
  NewIdentityUser,
  UserDetailsChange,
  EmailOtpStatus,
} from './identity-provider.js';
import { IdentityProviderError } from './identity-provider-error.js';
import { countPasswordFailure, endExpiredLockOut, lockSecondsLeft, lockedOutError } from './password-failures.js';
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

  const currentRow = async (id: string): Promise<UserRow> => {
    // A lock-out whose wait is over ends first, so the expiry check below sees the user ACTIVE.
    await endExpiredLockOut(db, id);
    await refreshStatus(db, id);
    const row = await readRow(db, id);
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
      `UPDATE idp_users SET password_hash = $2, password_changed_at = now(), failed_password_count = 0, locked_until = NULL,
              status = CASE WHEN status = 'STAGED' THEN 'STAGED' ELSE 'ACTIVE' END, updated_at = now()
        WHERE id = $1`,
      [id, hash],
    );
    await tx.query('INSERT INTO idp_password_history (user_id, password_hash) VALUES ($1, $2)', [id, hash]);
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

  /** Sends and tries per user, so resending cannot be used to guess codes without end. */
  const limitCodes = async (kind: string, id: string) => {
    const count = await countRateLimited(db, `identityProvider.${kind}`, id, rules.codeRateLimit);
    if (!count.allowed) throw IdentityProviderError.of(429, 'accountAccess.rateLimited', '', undefined, count.retryAfterSeconds);
  };

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

    async sendEmailOtp(id) {
      const row = await currentRow(id);
      await limitCodes('code-send', id);
      const code = newNumericCode();
      const codeHash = await hashSecret(code);
      const insert = () =>
        db.transaction(async (tx) => {
          // The resend voids the old code first; the partial unique index keeps one live code
          // per user even when two sends race.
          await tx.query(`UPDATE idp_email_otps SET status = 'voided' WHERE user_id = $1 AND status = 'pending'`, [id]);
          const rows = await tx.query<{ expires_at: Date | string }>(
            `INSERT INTO idp_email_otps (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))
             RETURNING expires_at`,
            [id, codeHash, rules.codeLifetimeMinutes],
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

    async verifyEmailOtp(id, code): Promise<CodeCheck> {
      const row = await currentRow(id);
      await limitCodes('code-verify', id);
      const latest = (
        await db.query<{ id: string; code_hash: string; status: string; expired: boolean }>(
          `SELECT id, code_hash, status, expires_at <= now() AS expired FROM idp_email_otps WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
          [id],
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
      await limitCodes('recovery', id);
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

    async changePassword(id, { currentPassword, newPassword, revokeSessions }) {
      const row = await currentRow(id);
      requirePassword(row);
      if (row.status === 'LOCKED_OUT') throw lockedOutError(await lockSecondsLeft(db, id));
      if (!(await verifySecret(currentPassword, row.password_hash as string)).ok) {
        const counted = await countPasswordFailure(db, id, rules.bruteForce);
        await audit('password.change', row, 'failure', { reason: 'wrongCurrentPassword', lockSeconds: counted.secondsLeft });
        if (counted.lockedOut) throw lockedOutError(counted.secondsLeft);
        throw IdentityProviderError.of(400, 'identityProvider.currentPasswordWrong', '/currentPassword');
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

    async authenticate(login, password): Promise<Authentication> {
      const found = await db.query<{ id: string }>('SELECT id FROM idp_users WHERE lower(login) = lower($1)', [login]);
      const id = found[0]?.id;
      if (!id) return { outcome: 'failed' };
      const row = await currentRow(id);
      if (row.status === 'LOCKED_OUT') return { outcome: 'lockedOut' };
      // A staged user has not proved the e-mail address yet: no sign-in, and no count either.
      if (row.status === 'STAGED') return { outcome: 'notActivated' };
      const check = row.password_hash ? await verifySecret(password, row.password_hash) : { ok: false, needsRehash: false };
      if (!check.ok) {
        const counted = await countPasswordFailure(db, id, rules.bruteForce);
        await audit('signIn', row, 'failure');
        return counted.lockedOut ? { outcome: 'lockedOut' } : { outcome: 'failed' };
      }
      if (check.needsRehash) await db.query('UPDATE idp_users SET password_hash = $2 WHERE id = $1', [id, await hashSecret(password)]);
      // A sign-in that lost the race against a lock-out does not count.
      const signedIn = await db.query(
        `UPDATE idp_users SET failed_password_count = 0, last_failed_password_at = NULL, last_login_at = CASE WHEN status = 'ACTIVE' THEN now() ELSE last_login_at END
          WHERE id = $1 AND status <> 'LOCKED_OUT' RETURNING id`,
        [id],
      );
      if (signedIn.length === 0) return { outcome: 'lockedOut' };
      await audit('signIn', row, 'success', { status: row.status });
      const user = await toUser(db, row);
      return row.status === 'PASSWORD_EXPIRED' ? { outcome: 'passwordExpired', user } : { outcome: 'success', user };
    },
  };
}
