import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret } from '../../security/secret-hash.js';
import { revokeUserSessions } from '../../security/session-store.js';
import { passwordResetRefusal, type Account } from './account.js';
import { recordAudit } from '../../security/audit.js';
import { errorsOf, type ErrorSpec } from './area-errors.js';
import { consumeToken, voidRecoveryTokens } from './flow-tokens.js';
import { accountPasswordErrors } from './password-policy.js';

/**
 * Sets a new password for an account whose recovery token was checked: the policy, then in
 * one transaction the token spent, hash and date written, history recorded, every session
 * revoked and every outstanding recovery token voided; then the "password changed" mail.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  tokenId: number,
  password: string,
  tokenPath: string,
) {
  const refusal = passwordResetRefusal(account);
  if (refusal) return reply.code(403).send(errorsOf(app.content, ['', refusal]));
  const policy = await accountPasswordErrors(app.db, account, password, app.accountRules.passwordHistory);
  if (policy.length > 0) {
    await recordAudit(app.db, { event: 'access.passwordChanged', outcome: 'policy-refused', userId: account.id, clientAddress: request.ip });
    return reply.code(400).send(errorsOf(app.content, ...policy));
  }
  const hash = await hashSecret(password);
  const changed = await app.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, tokenId))) return false;
    // A reset through the e-mailed link proves control of the mailbox: it also ends a lock
    // from wrong passwords (issue 6: recovery must work while an attacker keeps one going).
    await tx.query(
      `UPDATE users SET password_hash = $2, password_changed_at = now(),
              failed_sign_in_count = 0, last_failed_sign_in_at = NULL, locked_at = NULL, locked_until = NULL
        WHERE id = $1`,
      [account.id, hash],
    );
    await tx.query('INSERT INTO password_history (user_id, password_hash) VALUES ($1, $2)', [account.id, hash]);
    await revokeUserSessions(tx, account.id);
    await voidRecoveryTokens(tx, account.id);
    return true;
  });
  if (!changed) {
    const invalid: ErrorSpec = [tokenPath, 'accountAccess.token.invalid'];
    return reply.code(400).send(errorsOf(app.content, invalid));
  }
  await app.mailer.send({ to: account.email, template: 'passwordChanged', params: { firstName: account.firstName } });
  await recordAudit(app.db, { event: 'access.passwordChanged', outcome: 'success', userId: account.id, clientAddress: request.ip });
  return { success: true };
}
