import type { FastifyInstance } from 'fastify';
import { loadMailConfig } from '../../mail/mail-config.js';
import { mailLink } from '../../mail/portal-link.js';
import { accountById } from '../../db/recovery-accounts.js';
import { passwordResetRefusal } from './password-reset-refusal.js';
import { recordAudit } from '../../security/audit.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf, RATE_LIMITED } from './area-errors.js';
import { changePassword, tokenProof } from './change-password.js';
import { issueEmailKey, userOfEmailKey } from './email-key.js';
import { findLiveToken, issueToken } from '../../db/flow-tokens.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * Password recovery:
 * - `POST /api/user/resetpassword` starts it by the chosen method (e-mailed link or questions);
 * - `POST /api/user/changepassword` sets the password after the questions (token from the answers);
 * - `POST /api/user/changepasswordtoken` sets it from the e-mailed link (body and token).
 */
export function registerPasswordRoutes(app: FastifyInstance, context: AreaContext): void {
  const { portalUrl } = context;
  const mailConfig = loadMailConfig();

  app.post<{ Body: { userToken: string; reset: 'email' | 'questions' } }>(
    '/user/resetpassword',
    {
      schema: {
        body: model(app, 'api-account-access-reset-password'),
        response: { 200: answerSchema('password-reset'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const live = await findLiveToken(app.db, request.body.userToken, ['lookup']);
      const account = live && (await accountById(app.db, live.userId));
      if (!account) return reply.code(400).send(errorsOf(app.content, ['/userToken', 'accountAccess.token.invalid']));
      const refusal = passwordResetRefusal(account);
      if (refusal) {
        await recordAudit(app.db, { event: 'access.resetLink', outcome: 'refused', userId: account.id, clientAddress: request.ip });
        return reply.code(403).send(errorsOf(app.content, ['', refusal]));
      }
      if (request.body.reset === 'questions') {
        if (app.content.config.switches.securityQuestionsDisabled) {
          return reply.code(409).send(errorsOf(app.content, ['/reset', 'accountAccess.reset.questionsDisabled']));
        }
        return { success: true, reset: 'questions' };
      }
      // Reset mails are bounded per account and per look-up token: neither a stranger holding
      // many tokens nor one token replayed can flood the owner's mailbox.
      if (!(await app.rateLimit(request, reply, 'recoveryMail', `reset-mail:${account.id}`, RATE_LIMITED))) return reply;
      if (!(await app.rateLimit(request, reply, 'recoveryMail', `reset-mail-token:${live.id}`, RATE_LIMITED))) return reply;
      const minutes = app.accountRules.tokenLifetimeMinutes.reset;
      // A resend supersedes: only the newest link works. The link's mail is written with its
      // token, so a crash after the commit leaves the mail for the outbox's sender to deliver.
      const { emailKey, dispatch } = await app.db.transaction(async (tx) => {
        const token = await issueToken(tx, account.id, 'reset', minutes);
        const key = await issueEmailKey(tx, account.id, minutes);
        const link = mailLink(mailConfig, portalUrl, 'passwordResetLink', { body: key, token, passwordOption: '1' });
        return { emailKey: key, dispatch: await app.mailer.enqueue(tx, { to: account.email, template: 'passwordResetLink', params: { firstName: account.firstName, link } }) };
      });
      dispatch();
      await recordAudit(app.db, { event: 'access.resetLink', outcome: 'sent', userId: account.id, clientAddress: request.ip });
      return { success: true, reset: 'email', emailKey };
    },
  );

  app.post<{ Body: { userName: string; password: string; token: string } }>(
    '/user/changepassword',
    { schema: { body: model(app, 'api-account-access-change-password'), response: { 200: answerSchema('success-flag'), ...errorResponses } } },
    async (request, reply) => {
      const live = await findLiveToken(app.db, request.body.token, ['recovery']);
      const account = live && live.resetType === 1 ? await accountById(app.db, live.userId) : undefined;
      if (!live || !account) return reply.code(400).send(errorsOf(app.content, ['/token', 'accountAccess.token.invalid']));
      if (account.username.toLowerCase() !== request.body.userName.trim().toLowerCase()) {
        return reply.code(400).send(errorsOf(app.content, ['/userName', 'accountAccess.token.invalid']));
      }
      return changePassword(app, request, reply, account, request.body.password, tokenProof(live.id, '/token'));
    },
  );

  app.post<{ Body: { body: string; token: string; password: string } }>(
    '/user/changepasswordtoken',
    { schema: { body: model(app, 'api-account-access-change-password-token'), response: { 200: answerSchema('success-flag'), ...errorResponses } } },
    async (request, reply) => {
      const live = await findLiveToken(app.db, request.body.token, ['reset']);
      const account = live && (await accountById(app.db, live.userId));
      if (!live || !account) return reply.code(400).send(errorsOf(app.content, ['/token', 'accountAccess.token.invalid']));
      if ((await userOfEmailKey(app.db, request.body.body)) !== account.id) {
        return reply.code(400).send(errorsOf(app.content, ['/body', 'accountAccess.token.invalid']));
      }
      return changePassword(app, request, reply, account, request.body.password, tokenProof(live.id, '/token'));
    },
  );
}
