import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountById, type Account } from '../../db/recovery-accounts.js';
import { recordAudit } from '../../security/audit.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf, RATE_LIMITED } from './area-errors.js';
import { issueEmailKey, userOfEmailKey } from './email-key.js';
import { consumeToken, findLiveToken, type FlowPurpose, type LiveToken } from '../../db/flow-tokens.js';
import { maskEmail } from './mask-email.js';
import { answerSchema } from '../../http/answer-schemas.js';
import { sourceOf } from '../../db/sign-in-sources.js';

/**
 * The `recoveryMail` key of an account's username reminders: one count for every door that
 * mails one (here, and the identity provider users' `resetoktapassword` option 2).
 */
export const usernameMailKey = (accountId: number): string => `username-mail:${accountId}`;

interface LinkBody {
  body: string;
  token: string;
}

/** The schema of a route that takes an e-mail key and a token and gives the named answer. */
const linkSchema = (app: FastifyInstance, answer: string) => ({
  body: model(app, 'api-account-access-token-link'),
  response: { 200: answerSchema(answer), ...errorResponses },
});

/**
 * Username recovery and the route preparations of the recovery pages:
 * - `POST /api/user/username`: e-mail the username, or answer it for the review page;
 * - `POST /api/user/usernametoken` {body, token}: the username for /user/user-name-review
 *   after the questions (help type 2), single use;
 * - `POST /api/user/usernameusingusertoken` {body, token}: e-mail the username with step 1's userToken;
 * - `POST /api/user/getuserinfofromToken` {body, token}: who a password link or answers
 *   token is for (names and username for the password rules, the masked address), not spent;
 * - `POST /api/user/getOktaUserEmailKey` {body: username, token: userToken}: an e-mail key
 *   for the verification page of an identity-provider user.
 */
export function registerUsernameRoutes(app: FastifyInstance, _context: AreaContext): void {
  const keyMinutes = app.accountRules.tokenLifetimeMinutes.username;

  /** Mails the username to the address on file (nothing in the answer reveals it). */
  const mailUsername = async (request: FastifyRequest, account: Account) => {
    await app.mailer.send({ to: account.email, template: 'usernameReminder', params: { firstName: account.firstName, username: account.username } });
    await recordAudit(app.db, { event: 'access.username', outcome: 'mailed', userId: account.id, clientAddress: request.ip });
    return app.db.transaction((tx) => issueEmailKey(tx, account.id, keyMinutes));
  };

  /**
   * Bounds reminder mails per client address (`lookup`) and per account (`recoveryMail`, the
   * reset mails' budget: a stranger who knows a name and an address could otherwise have the
   * owner mailed 20 reminders every 5 minutes from each of many machines). False: 429 was sent.
   */
  const mailAllowed = async (request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<boolean> =>
    (await app.rateLimit(request, reply, 'lookup', `username-mail-ip:${sourceOf(request.ip)}`, RATE_LIMITED)) && (await accountMailAllowed(request, reply, accountId));

  /** The per-account part of {@link mailAllowed}, for the signed-in path too. */
  const accountMailAllowed = (request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<boolean> =>
    app.rateLimit(request, reply, 'recoveryMail', usernameMailKey(accountId), RATE_LIMITED);

  /** The token's account when body names the same account, else undefined. */
  const linkAccount = async (link: LinkBody, purposes: FlowPurpose[]): Promise<{ live: LiveToken; account: Account } | undefined> => {
    const live = await findLiveToken(app.db, link.token, purposes);
    if (!live || (await userOfEmailKey(app.db, link.body)) !== live.userId) return undefined;
    const account = await accountById(app.db, live.userId);
    return account && { live, account };
  };

  app.post<{ Body: { userToken?: string; userId?: number; sendUsernameViaEmail: boolean } }>(
    '/user/username',
    {
      schema: {
        body: model(app, 'api-account-access-username'),
        response: { 200: answerSchema('username-recovery'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userToken, userId, sendUsernameViaEmail } = request.body;
      if (userToken !== undefined) {
        const live = await findLiveToken(app.db, userToken, ['lookup', 'recovery']);
        const account = live && (await accountById(app.db, live.userId));
        if (!live || !account) return reply.code(400).send(errorsOf(app.content, ['/userToken', 'accountAccess.token.invalid']));
        if (sendUsernameViaEmail) {
          if (!(await mailAllowed(request, reply, account.id))) return reply;
          return { success: true, emailKey: await mailUsername(request, account) };
        }
        // Shown on screen only after the questions were answered for help type 2.
        if (live.purpose !== 'recovery' || live.resetType !== 2 || !(await consumeToken(app.db, live.id))) {
          return reply.code(400).send(errorsOf(app.content, ['/userToken', 'accountAccess.token.invalid']));
        }
        await recordAudit(app.db, { event: 'access.username', outcome: 'shown', userId: account.id, clientAddress: request.ip });
        return { success: true, userName: account.username };
      }
      // By userId only for a signed-in user's own account or a staff administrator: without a
      // session anyone could walk the ids and have reminders mailed to each of them.
      const session = request.sessionUser;
      const mayUse = session !== undefined && (session.isAdmin || session.userId === userId);
      if (!mayUse) return reply.code(403).send(errorsOf(app.content, ['', 'accountAccess.notAllowed']));
      const account = await accountById(app.db, userId ?? 0);
      if (!account) return reply.code(404).send(errorsOf(app.content, ['/userId', 'accountAccess.account.unknown']));
      if (!sendUsernameViaEmail) return { success: true, userName: account.username };
      // Mail goes only to the address on file, but is still bounded so it cannot be used to flood it.
      if (!(await accountMailAllowed(request, reply, account.id))) return reply;
      // No emailKey here: the caller already knows the account, and a key would only hand out its masked address.
      await mailUsername(request, account);
      return { success: true };
    },
  );

  app.post<{ Body: LinkBody }>(
    '/user/usernametoken',
    { schema: linkSchema(app, 'username-from-token') },
    async (request, reply) => {
      const found = await linkAccount(request.body, ['recovery']);
      if (!found || found.live.resetType !== 2 || !(await consumeToken(app.db, found.live.id))) {
        return reply.code(400).send(errorsOf(app.content, ['/token', 'accountAccess.token.invalid']));
      }
      await recordAudit(app.db, { event: 'access.username', outcome: 'shown', userId: found.account.id, clientAddress: request.ip });
      return { userName: found.account.username, firstName: found.account.firstName };
    },
  );

  app.post<{ Body: LinkBody }>(
    '/user/usernameusingusertoken',
    { schema: linkSchema(app, 'email-key-sent') },
    async (request, reply) => {
      const found = await linkAccount(request.body, ['lookup']);
      if (!found) return reply.code(400).send(errorsOf(app.content, ['/token', 'accountAccess.token.invalid']));
      if (!(await mailAllowed(request, reply, found.account.id))) return reply;
      return { success: true, emailKey: await mailUsername(request, found.account) };
    },
  );

  app.post<{ Body: LinkBody }>(
    '/user/getuserinfofromToken',
    {
      schema: linkSchema(app, 'token-user-info'),
    },
    async (request, reply) => {
      const found = await linkAccount(request.body, ['reset', 'recovery']);
      if (!found) return reply.code(400).send(errorsOf(app.content, ['/token', 'accountAccess.token.invalid']));
      const { account, live } = found;
      return {
        userName: account.username,
        firstName: account.firstName,
        lastName: account.lastName,
        emailAddress: maskEmail(account.email),
        accountResetTypeId: live.resetType ?? 1,
      };
    },
  );

  app.post<{ Body: LinkBody }>(
    '/user/getOktaUserEmailKey',
    { schema: linkSchema(app, 'email-key') },
    async (request, reply) => {
      const live = await findLiveToken(app.db, request.body.token, ['lookup']);
      const account = live && (await accountById(app.db, live.userId));
      if (!account || account.username.toLowerCase() !== request.body.body.trim().toLowerCase()) {
        return reply.code(400).send(errorsOf(app.content, ['/token', 'accountAccess.token.invalid']));
      }
      return { emailKey: await app.db.transaction((tx) => issueEmailKey(tx, account.id, keyMinutes)) };
    },
  );

  app.get<{ Querystring: { data: string } }>(
    '/utility/decryptemailkey',
    {
      schema: {
        querystring: model(app, 'api-account-access-email-key-query'),
        response: { 200: answerSchema('masked-email'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await userOfEmailKey(app.db, request.query.data);
      const account = userId === undefined ? undefined : await accountById(app.db, userId);
      if (!account) return reply.code(400).send(errorsOf(app.content, ['/data', 'accountAccess.emailKey.invalid']));
      return { emailAddress: maskEmail(account.email) };
    },
  );
}
