import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../../security/tokens.js';
import { revokeUserSessions } from '../../security/session-store.js';
import { ACTIVE_STATUS, accountById, accountByUsername } from './account.js';
import { recordAudit } from '../../security/audit.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf, successSchema } from './area-errors.js';
import { consumeToken, findLiveToken } from './flow-tokens.js';

/**
 * Calls that change account data. Who may call them (the spec does not say):
 * - a staff administrator's session (`sessionUser.isAdmin`) may call each of them;
 * - `accountstatus` also takes the recovery flow's unlock step: `token` from the answers
 *   given for help type 3, for that same userId, and only accountStatus 1 (active);
 * - `updatemigrationstatus` and `updateuserstatus` also take a live registration or
 *   recovery token of the named account (the multi-factor registration sets them itself);
 * - `persistcarelonid`: administrators only.
 * Anyone else gets 403.
 */
export function registerAccountUpdateRoutes(app: FastifyInstance, _context: AreaContext): void {
  const isAdmin = (request: FastifyRequest) => request.sessionUser?.isAdmin === true;
  const forbidden = () => errorsOf(app.content, ['', 'accountAccess.notAllowed']);

  app.post<{ Body: { userId: number; accountStatus: number; token?: string } }>(
    '/user/accountstatus',
    {
      schema: {
        body: model(app, 'api-account-access-account-status'),
        response: { 200: successSchema({ messageId: { type: 'string' }, message: { type: 'string' } }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, accountStatus, token } = request.body;
      if (!isAdmin(request)) {
        const live = token === undefined ? undefined : await findLiveToken(app.db, token, ['recovery']);
        if (!live || live.resetType !== 3 || live.userId !== userId || accountStatus !== ACTIVE_STATUS) {
          return reply.code(403).send(forbidden());
        }
        const unlocked = await app.db.transaction(async (tx) => {
          if (!(await consumeToken(tx, live.id))) return false;
          await tx.query('UPDATE users SET account_status = $2, failed_sign_in_count = 0, last_failed_sign_in_at = NULL, locked_at = NULL, locked_until = NULL WHERE id = $1', [userId, ACTIVE_STATUS]);
          return true;
        });
        if (!unlocked) return reply.code(403).send(forbidden());
        await recordAudit(app.db, { event: 'access.unlock', outcome: 'success', userId, clientAddress: request.ip });
        const [message] = errorsOf(app.content, ['', 'accountAccess.unlocked']).errors;
        return { success: true, messageId: 'accountAccess.unlocked', message: message?.message };
      }
      if (!(await accountById(app.db, userId))) return reply.code(404).send(errorsOf(app.content, ['/userId', 'accountAccess.account.unknown']));
      // Making an account active also lifts a lock; other statuses keep the counters as they are
      // but end the account's sessions in the same transaction, so a disabled user is out at once.
      await app.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE users SET account_status = $2,
                  failed_sign_in_count = CASE WHEN $2 = 1 THEN 0 ELSE failed_sign_in_count END,
                  locked_at = CASE WHEN $2 = 1 THEN NULL ELSE locked_at END,
                  locked_until = CASE WHEN $2 = 1 THEN NULL ELSE locked_until END
            WHERE id = $1`,
          [userId, accountStatus],
        );
        if (accountStatus !== ACTIVE_STATUS) await revokeUserSessions(tx, userId);
      });
      await recordAudit(app.db, { event: 'access.accountUpdate', outcome: 'success', userId, clientAddress: request.ip, detail: { accountStatus, by: request.sessionUser?.userId ?? 0 } });
      return { success: true };
    },
  );

  app.post<{ Body: { userName: string; carelonId: string } }>(
    '/user/persistcarelonid',
    { schema: { body: model(app, 'api-account-access-persist-carelon-id'), response: { 200: successSchema(), ...errorResponses } } },
    async (request, reply) => {
      if (!isAdmin(request)) return reply.code(403).send(forbidden());
      const rows = await app.db.query<{ id: string }>('UPDATE users SET carelon_id = $2 WHERE lower(username) = lower($1) RETURNING id', [
        request.body.userName.trim(),
        request.body.carelonId,
      ]);
      if (!rows[0]) return reply.code(404).send(errorsOf(app.content, ['/userName', 'accountAccess.account.unknown']));
      await recordAudit(app.db, { event: 'access.accountUpdate', outcome: 'carelon-id', userId: Number(rows[0].id), clientAddress: request.ip });
      return { success: true };
    },
  );

  const statusRoute = (path: string, modelName: string, column: 'migration_status' | 'identity_status') =>
    app.post<{ Body: { userName: string; status: string; token?: string } }>(
      path,
      { schema: { body: model(app, modelName), response: { 200: successSchema(), ...errorResponses } } },
      async (request, reply) => {
        const { userName, status, token } = request.body;
        const account = await accountByUsername(app.db, userName.trim());
        if (!isAdmin(request)) {
          const owned = account !== undefined && token !== undefined && (await ownsFlowToken(app, account.id, token));
          if (!owned) return reply.code(403).send(forbidden());
        }
        if (!account) return reply.code(404).send(errorsOf(app.content, ['/userName', 'accountAccess.account.unknown']));
        // The column name is one of two literals above, never input.
        await app.db.query(`UPDATE users SET ${column} = $2 WHERE id = $1`, [account.id, status]);
        await recordAudit(app.db, { event: 'access.accountUpdate', outcome: column, userId: account.id, clientAddress: request.ip, detail: { status } });
        return { success: true };
      },
    );
  statusRoute('/user/updatemigrationstatus', 'api-account-access-migration-status', 'migration_status');
  statusRoute('/user/updateuserstatus', 'api-account-access-user-status', 'identity_status');
}

/** Whether `token` is a live registration or recovery token of the account. */
async function ownsFlowToken(app: FastifyInstance, userId: number, token: string): Promise<boolean> {
  const rows = await app.db.query(
    `SELECT 1 FROM tokens WHERE token_hash = $1 AND user_id = $2 AND purpose IN ('registration', 'recovery')
        AND used_at IS NULL AND voided_at IS NULL AND expires_at > now()`,
    [hashToken(token), userId],
  );
  return rows.length === 1;
}
