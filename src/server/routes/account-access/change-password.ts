import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeNewPassword } from '../../db/account-status.js';
import type { Queryable } from '../../db/database.js';
import { addPasswordHistory } from '../../db/password-history.js';
import { hashSecret } from '../../security/secret-hash.js';
import { revokeUserSessions } from '../../security/session-store.js';
import type { Account } from '../../db/recovery-accounts.js';
import { passwordResetRefusal } from './password-reset-refusal.js';
import { recordAudit } from '../../security/audit.js';
import { errorsOf, type ErrorSpec } from './area-errors.js';
import { consumeToken, voidRecoveryTokens } from '../../db/flow-tokens.js';
import { accountPasswordErrors } from './password-policy.js';

/**
 * What proves the caller may change the password, checked again inside the transaction: a
 * recovery token to spend, or (expired password) the current password still being the one checked.
 */
export interface ChangeProof {
  /** Spends or re-checks the proof in the transaction; false refuses the change. */
  holds: (tx: Queryable) => Promise<boolean>;
  /** The refusal when it no longer holds. */
  refusal: ErrorSpec;
  /** How the change was proved, for the audit. */
  via: string;
}

/** The proof of a recovery token: spent in the change's transaction, so a replay finds it used. */
export const tokenProof = (tokenId: number, tokenPath: string): ChangeProof => ({
  holds: (tx) => consumeToken(tx, tokenId),
  refusal: [tokenPath, 'accountAccess.token.invalid'],
  via: 'token',
});

/**
 * Sets a new password for an account whose proof (a recovery token, or the current password)
 * was checked: the policy, then in one transaction the proof spent or checked again, hash and
 * date written, history recorded, every session revoked and every outstanding recovery token
 * voided; then the "password changed" mail.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  password: string,
  proof: ChangeProof,
) {
  const refusal = passwordResetRefusal(account);
  if (refusal) return reply.code(403).send(errorsOf(app.content, ['', refusal]));
  const policy = await accountPasswordErrors(app.db, account, password, app.accountRules.passwordHistory);
  if (policy.length > 0) {
    await recordAudit(app.db, { event: 'access.passwordChanged', outcome: 'policy-refused', userId: account.id, clientAddress: request.ip, detail: { via: proof.via } });
    return reply.code(400).send(errorsOf(app.content, ...policy));
  }
  const hash = await hashSecret(password);
  const changed = await app.db.transaction(async (tx) => {
    if (!(await proof.holds(tx))) return false;
    // A reset through the e-mailed link proves control of the mailbox: it also ends a lock
    // from wrong passwords (issue 6: recovery must work while an attacker keeps one going).
    // The expired-password change is only made while no lock holds (its proof checks), so
    // clearing the count there is what a right password at sign-in does too.
    await storeNewPassword(tx, account.id, hash);
    await addPasswordHistory(tx, account.id, hash);
    await revokeUserSessions(tx, account.id);
    await voidRecoveryTokens(tx, account.id);
    return true;
  });
  if (!changed) return reply.code(400).send(errorsOf(app.content, proof.refusal));
  await app.mailer.send({ to: account.email, template: 'passwordChanged', params: { firstName: account.firstName } });
  await recordAudit(app.db, { event: 'access.passwordChanged', outcome: 'success', userId: account.id, clientAddress: request.ip, detail: { via: proof.via } });
  return { success: true };
}
