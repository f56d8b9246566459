import type { FastifyInstance, FastifyRequest } from 'fastify';
import { revokeUserSessions } from '../../security/session-store.js';
import { accountById, accountByUsername } from '../../db/recovery-accounts.js';
import { recordAudit } from '../../security/audit.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf } from './area-errors.js';
import { consumeToken, findLiveToken, ownsFlowToken } from '../../db/flow-tokens.js';
import { setAccountStatus, setCarelonId, setProviderStatus, unlockAccount, type ProviderStatusColumn } from '../../db/account-status.js';
import { CODES } from '../../rules/codes.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * Calls that change account data. Who may call them (the spec does not say):
 * - a staff administrator's session (`sessionUser.isAdmin`) may call each of them;
 * - `accountstatus` also takes the recovery flow's unlock step: `token` from the answers
 *   given for help type 3, for that same userId, and only accountStatus 1 (active). It only
 *   lifts a lock of an active account: a status staff set is never changed by it;
 * - `updatemigrationstatus` and `updateuserstatus` also take a live registration or
 *   recovery token of the named account (the multi-factor registration sets them itself);
 * - `persistcarelonid`: administrators only.
 * Anyone else gets 403: before the body is validated (plugins/route-access.ts), so a
 * caller with neither learns nothing of the models; the handlers then check the token is
 * the named account's.
 */
const NOT_ALLOWED = 'accountAccess.notAllowed';

export function registerAccountUpdateRoutes(app: FastifyInstance, _context: AreaContext): void {
  const isAdmin = (request: FastifyRequest) => request.sessionUser?.isAdmin === true;
  const forbidden = () => errorsOf(app.content, ['', NOT_ALLOWED]);

  app.post<{ Body: { userId: number; accountStatus: number; token?: string; reason?: string } }>(
    '/user/accountstatus',
    {
      config: { access: { who: 'admin-or-flow-token', refusal: NOT_ALLOWED } },
      schema: {
        body: model(app, 'api-account-access-account-status'),
        response: { 200: answerSchema('account-status-update'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, accountStatus, token } = request.body;
      if (!isAdmin(request)) {
        const live = token === undefined ? undefined : await findLiveToken(app.db, token, ['recovery']);
        if (!live || live.resetType !== CODES.helpType.unlockAccount || live.userId !== userId || accountStatus !== CODES.accountStatus.active) {
          return reply.code(403).send(forbidden());
        }
        const unlocked = await app.db.transaction(async (tx) => {
          if (!(await consumeToken(tx, live.id))) return false;
          return unlockAccount(tx, userId, CODES.accountStatus.active);
        });
        if (!unlocked) {
          await recordAudit(app.db, { event: 'access.unlock', outcome: 'refused', userId, clientAddress: request.ip });
          return reply.code(403).send(forbidden());
        }
        await recordAudit(app.db, { event: 'access.unlock', outcome: 'success', userId, clientAddress: request.ip });
        const [message] = errorsOf(app.content, ['', 'accountAccess.unlocked']).errors;
        return { success: true, messageId: 'accountAccess.unlocked', message: message?.message };
      }
      const staff = request.sessionUser as NonNullable<FastifyRequest['sessionUser']>;
      const account = await accountById(app.db, userId);
      if (!account) return reply.code(404).send(errorsOf(app.content, ['/userId', 'accountAccess.account.unknown']));
      const reason = request.body.reason?.trim();
      // Making an account active also lifts a lock; other statuses keep the counters as they are
      // but end the account's sessions in the same transaction, so a disabled user is out at once.
      // setAccountStatus voids the account's outstanding tokens: none may undo what staff decided.
      // The audit row is written in the same transaction: no change without its record.
      await app.db.transaction(async (tx) => {
        const before = await setAccountStatus(tx, userId, accountStatus);
        if (accountStatus !== CODES.accountStatus.active) await revokeUserSessions(tx, userId);
        const unlocked = accountStatus === CODES.accountStatus.active && before?.locked === true && before.accountStatus === CODES.accountStatus.active;
        await recordAudit(tx, {
          event: unlocked ? 'staff.unlock' : 'staff.accountStatus',
          outcome: 'success',
          userId,
          username: account.username,
          clientAddress: request.ip,
          actor: { userId: staff.userId, username: staff.username },
          detail: { accountStatus, previousStatus: before?.accountStatus ?? null, wasLocked: before?.locked ?? false, ...(reason ? { reason } : {}) },
        });
      });
      return { success: true };
    },
  );

  app.post<{ Body: { userName: string; carelonId: string } }>(
    '/user/persistcarelonid',
    {
      config: { access: { who: 'admin', refusal: NOT_ALLOWED } },
      schema: { body: model(app, 'api-account-access-persist-carelon-id'), response: { 200: answerSchema('success-flag'), ...errorResponses } },
    },
    async (request, reply) => {
      const updatedId = await setCarelonId(app.db, request.body.userName.trim(), request.body.carelonId);
      if (updatedId === undefined) return reply.code(404).send(errorsOf(app.content, ['/userName', 'accountAccess.account.unknown']));
      await recordAudit(app.db, { event: 'access.accountUpdate', outcome: 'carelon-id', userId: updatedId, clientAddress: request.ip });
      return { success: true };
    },
  );

  const statusRoute = (path: string, modelName: string, column: ProviderStatusColumn) =>
    app.post<{ Body: { userName: string; status: string; token?: string } }>(
      path,
      {
        config: { access: { who: 'admin-or-flow-token', refusal: NOT_ALLOWED } },
        schema: { body: model(app, modelName), response: { 200: answerSchema('success-flag'), ...errorResponses } },
      },
      async (request, reply) => {
        const { userName, status, token } = request.body;
        const account = await accountByUsername(app.db, userName.trim());
        if (!isAdmin(request)) {
          const owned = account !== undefined && token !== undefined && (await ownsFlowToken(app.db, account.id, token));
          if (!owned) return reply.code(403).send(forbidden());
        }
        if (!account) return reply.code(404).send(errorsOf(app.content, ['/userName', 'accountAccess.account.unknown']));
        await setProviderStatus(app.db, account.id, column, status);
        await recordAudit(app.db, { event: 'access.accountUpdate', outcome: column, userId: account.id, clientAddress: request.ip, detail: { status } });
        return { success: true };
      },
    );
  statusRoute('/user/updatemigrationstatus', 'api-account-access-migration-status', 'migration_status');
  statusRoute('/user/updateuserstatus', 'api-account-access-user-status', 'identity_status');
}
