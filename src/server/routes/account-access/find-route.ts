import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAccounts, type Account } from '../../db/recovery-accounts.js';
import { passwordResetRefusal } from './password-reset-refusal.js';
import { recordAudit } from '../../security/audit.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf, RATE_LIMITED } from './area-errors.js';
import { issueEmailKey } from './email-key.js';
import { issueToken } from '../../db/flow-tokens.js';
import { byStatusCode, CODES } from '../../rules/codes.js';
import { answerSchema } from '../../http/answer-schemas.js';
import { sourceOf } from '../../db/sign-in-sources.js';

interface FindBody {
  firstName?: string;
  lastName?: string;
  userName?: string;
  emailAddress: string;
}

/** The message shown for a found account that cannot go on, by its status code. */
const STATUS_MESSAGES = byStatusCode({
  pendingEmailVerification: 'accountAccess.status.pendingEmail',
  underReview: 'accountAccess.status.underReview',
  contactSupport: 'accountAccess.status.contactSupport',
  disabled: 'accountAccess.status.disabled',
});

/**
 * `POST /api/user/find`: step 1. Exactly one active account answers a `userToken` (and an
 * e-mail key) for step 2; other statuses answer their code and the spec's message; several
 * matches answer status 8 without ids; no match is a 404 with the spec's texts. Rate-limited
 * per client address, since the call tells whether a name and address belong together.
 */
export function registerFindRoute(app: FastifyInstance, _context: AreaContext): void {
  app.post<{ Body: FindBody }>(
    '/user/find',
    {
      schema: {
        body: model(app, 'api-account-access-find'),
        response: { 200: answerSchema('account-matches'), ...errorResponses },
      },
    },
    async (request, reply) => {
      // Counted apart from the identity provider's look-ups (a budget of its own per client).
      if (!(await app.rateLimit(request, reply, 'lookup', `find:${sourceOf(request.ip)}`, RATE_LIMITED))) {
        await recordAudit(app.db, { event: 'access.lookup', outcome: 'rate-limited', clientAddress: request.ip });
        return reply;
      }
      const body = request.body;
      return answerLookUp(app, request, reply, await findAccounts(app.db, body), Boolean(body.userName?.trim()));
    },
  );
}

/**
 * The answer of a step-1 look-up (this call and `POST /api/user/findOktaUser`), written to the
 * audit without the data typed: none is a 404 with the spec's texts, several are status 8
 * without ids, one answers its status (and for status 1 a single-use look-up token).
 */
export async function answerLookUp(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accounts: Account[],
  byUsername: boolean,
  emailPath = '/emailAddress',
) {
  const [account] = accounts;
  if (!account) {
    await recordAudit(app.db, { event: 'access.lookup', outcome: 'no-match', clientAddress: request.ip, detail: { by: byUsername ? 'username' : 'name' } });
    return reply
      .code(404)
      .send(
        errorsOf(
          app.content,
          ['', 'accountAccess.find.noMatch'],
          [emailPath, byUsername ? 'accountAccess.find.usernameEmailNoMatch' : 'accountAccess.find.nameEmailNoMatch'],
        ),
      );
  }
  if (accounts.length > 1 || account.accountStatus === CODES.accountStatus.multipleAccounts) {
    await recordAudit(app.db, { event: 'access.lookup', outcome: 'multiple', clientAddress: request.ip });
    // By name the username tells the accounts apart; by username only support can.
    const messageId = byUsername ? 'accountAccess.find.multiple' : 'accountAccess.find.multipleByName';
    return { result: [{ userExist: true, user: { status: CODES.accountStatus.multipleAccounts }, ...message(app, messageId) }] };
  }
  await recordAudit(app.db, { event: 'access.lookup', outcome: `status-${account.accountStatus}`, userId: account.id, clientAddress: request.ip });
  return { result: [await found(app, account)] };
}

async function found(app: FastifyInstance, account: Account) {
  const user = { id: account.id, status: account.accountStatus };
  if (account.accountStatus !== CODES.accountStatus.active) {
    return { userExist: true, user, ...message(app, STATUS_MESSAGES.get(account.accountStatus) ?? 'accountAccess.status.contactSupport') };
  }
  const minutes = app.accountRules.tokenLifetimeMinutes.recovery;
  const { userToken, emailKey } = await app.db.transaction(async (tx) => ({
    userToken: await issueToken(tx, account.id, 'lookup', minutes),
    emailKey: await issueEmailKey(tx, account.id, minutes),
  }));
  const refusal = passwordResetRefusal(account);
  return { userExist: true, user, userToken, emailKey, passwordResetAvailable: !refusal, ...(refusal ? message(app, refusal) : {}) };
}

function message(app: FastifyInstance, messageId: string) {
  const [error] = errorsOf(app.content, ['', messageId]).errors;
  return { messageId, message: error?.message ?? messageId };
}
