import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMessage } from '../../../engine/messages/format-message.js';
import { accountReviewState, approveUnderReview, rejectUnderReview, type ReviewedAccount } from '../../db/account-reviews.js';
import type { Queryable } from '../../db/database.js';
import { errorsBodySchema, requestError, type ErrorsBody } from '../../http/api-errors.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { recordAudit } from '../../security/audit.js';
import { revokeUserSessions } from '../../security/session-store.js';
import { STATUS, statusName } from './account-status.js';
import { answerSchema } from '../../http/answer-schemas.js';
import { requireStaffAdmin, staffModel, staffRefusals } from './staff-access.js';

/** What a decision does inside its transaction once the account moved out of review. */
interface Decision {
  /** The audit event: staff.approve or staff.reject. */
  event: string;
  status: number;
  /** Moves the account out of review to `status`, in the transaction; undefined when it is no longer under review. */
  close(tx: Queryable, userId: number): Promise<ReviewedAccount | undefined>;
  mail(account: ReviewedAccount): OutgoingMail;
  auditDetail: Record<string, string | number | boolean | null>;
  /** Work besides the status and the mail, in the same transaction. */
  also?(tx: Queryable, userId: number): Promise<void>;
  notice: string;
}

/**
 * Approve and reject a registration under review (account status 3), administrators only.
 *
 * One transaction moves the account out of review (`UPDATE ... WHERE account_status = 3`,
 * so of two decisions at once exactly one finds the row still under review), writes the
 * audit row and the e-mail's outbox row; SMTP delivery, if any, starts only after it has
 * committed. The decision that lost, or any decision on an account no longer under review,
 * answers 409 `staff.notUnderReview` and sends nothing; an unknown id answers 404.
 */
export function registerReviewRoutes(app: FastifyInstance): void {
  const onRequest = requireStaffAdmin(app);
  const response = { 200: answerSchema('staff-decision'), 404: errorsBodySchema, 409: errorsBodySchema, ...staffRefusals };

  const decide = async (request: FastifyRequest, userId: number, decision: Decision) => {
    const admin = request.sessionUser as NonNullable<FastifyRequest['sessionUser']>;
    const decided = await app.db.transaction(async (tx) => {
      const account = await decision.close(tx, userId);
      if (!account) return undefined;
      await decision.also?.(tx, userId);
      await recordAudit(tx, {
        event: decision.event,
        outcome: 'success',
        userId,
        username: account.username,
        clientAddress: request.ip,
        actor: { userId: admin.userId, username: admin.username },
        detail: { by: admin.userId, byUsername: admin.username, accountStatus: decision.status, ...decision.auditDetail },
      });
      const dispatch = await app.mailer.enqueue(tx, decision.mail(account));
      return { account, dispatch };
    });
    if (!decided) return refusal(request, userId, decision.event);
    decided.dispatch();
    const { account } = decided;
    const params = { name: `${account.first_name} ${account.last_name}`, email: account.email };
    return {
      status: 200,
      body: {
        success: true as const,
        userId,
        accountStatus: decision.status,
        statusName: statusName(app.content, decision.status),
        messageId: decision.notice,
        message: formatMessage(app.content.catalogue, decision.notice, params, app.content.globals),
      },
    };
  };

  /** Why a decision found no account under review: 404 unknown id, else 409 with its status now (audited). */
  const refusal = async (request: FastifyRequest, userId: number, event: string): Promise<{ status: number; body: ErrorsBody }> => {
    const row = await accountReviewState(app.db, userId);
    if (!row) {
      const error = requestError(app.content, 'userConfig.unknownUser');
      return { status: 404, body: { errors: error.errors.map((entry) => ({ ...entry, path: '/userId' })) } };
    }
    await recordAudit(app.db, {
      event,
      outcome: 'conflict',
      userId,
      username: row.username,
      clientAddress: request.ip,
      ...(request.sessionUser ? { actor: { userId: request.sessionUser.userId, username: request.sessionUser.username } } : {}),
      detail: { by: request.sessionUser?.userId ?? 0, accountStatus: row.account_status },
    });
    return { status: 409, body: requestError(app.content, 'staff.notUnderReview', { status: statusName(app.content, row.account_status) }) };
  };

  app.post<{ Body: { userId: number } }>(
    '/staff/registrations/approve',
    { schema: { summary: 'Approve a registration under review: the account becomes active and gets the activation e-mail', body: staffModel(app, 'approve'), response }, onRequest },
    async (request, reply) => {
      const { userId } = request.body;
      const answer = await decide(request, userId, {
        event: 'staff.approve',
        status: STATUS.active,
        // Active from a clean slate: no rejection reason, no lock or failure count left over.
        close: (tx, id) => approveUnderReview(tx, { userId: id, underReview: STATUS.underReview, status: STATUS.active, reviewedBy: request.sessionUser?.userId }),
        mail: (account) => ({ to: account.email, template: 'accountActivated', params: { firstName: account.first_name } }),
        auditDetail: {},
        notice: 'staff.approved',
      });
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post<{ Body: { userId: number; reason: string } }>(
    '/staff/registrations/reject',
    { schema: { summary: 'Reject a registration under review with a reason: the account is disabled and gets the rejection e-mail', body: staffModel(app, 'reject'), response }, onRequest },
    async (request, reply) => {
      const { userId } = request.body;
      // The model asks for a character that is not white space; what is kept and mailed is trimmed.
      const reason = request.body.reason.trim();
      const answer = await decide(request, userId, {
        event: 'staff.reject',
        status: STATUS.disabled,
        close: (tx, id) => rejectUnderReview(tx, { userId: id, underReview: STATUS.underReview, status: STATUS.disabled, reviewedBy: request.sessionUser?.userId, reason }),
        mail: (account) => ({ to: account.email, template: 'accountRejected', params: { firstName: account.first_name, reason } }),
        auditDetail: { reason },
        // An account under review cannot sign in, so it has no session; ended anyway, should one exist.
        also: revokeUserSessions,
        notice: 'staff.rejected',
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
}
