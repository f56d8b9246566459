import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../security/tokens.js';
import { setCaptchaFlag } from '../../db/account-answer-attempts.js';
import { storeCaptcha } from '../../db/recovery-flows.js';
import { accountById } from '../../db/recovery-accounts.js';
import { recordAudit } from '../../security/audit.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf, RATE_LIMITED } from './area-errors.js';
import { newCaptcha, normalizeCaptcha } from '../../security/captcha-image.js';
import { findLiveToken } from '../../db/flow-tokens.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * The captcha of step 2:
 * - `GET /api/user/captcha?userToken=` (ours; the spec names no path) answers a new PNG
 *   image and keeps only the hash of its text with the token; "Show New Text" calls it again;
 * - `POST /api/user/persistcaptcha/validate` answers whether the flag is saved for the account;
 * - `PUT /api/user/persistcaptcha/update` saves the flag.
 */
export function registerCaptchaRoutes(app: FastifyInstance, _context: AreaContext): void {
  const rules = app.accountRules;
  app.get<{ Querystring: { userToken: string } }>(
    '/user/captcha',
    {
      schema: {
        querystring: model(app, 'api-account-access-captcha-query'),
        response: { 200: answerSchema('captcha-image'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const live = await findLiveToken(app.db, request.query.userToken, ['lookup']);
      if (!live) return reply.code(400).send(errorsOf(app.content, ['/userToken', 'accountAccess.token.invalid']));
      // Per look-up token: a new image per call must not become an unbounded image source.
      if (!(await app.rateLimit(request, reply, 'captcha', `token:${live.id}`, RATE_LIMITED))) return reply;
      const { text, png } = newCaptcha(rules.captchaGlyphs, rules.captchaLength);
      // The text lives as long as the look-up token, and only until it is checked once.
      await storeCaptcha(app.db, live.id, hashToken(normalizeCaptcha(text)));
      return reply.type('image/png').send(png);
    },
  );

  app.post<{ Body: { userToken: string } }>(
    '/user/persistcaptcha/validate',
    {
      schema: { body: model(app, 'api-account-access-persist-captcha-validate'), response: { 200: answerSchema('success-flag'), ...errorResponses } },
    },
    async (request, reply) => {
      const live = await findLiveToken(app.db, request.body.userToken, ['lookup']);
      const account = live && (await accountById(app.db, live.userId));
      if (!account) return reply.code(400).send(errorsOf(app.content, ['/userToken', 'accountAccess.token.invalid']));
      return { success: account.displayCaptcha };
    },
  );

  app.put<{ Body: { userToken: string; displayCaptcha: boolean } }>(
    '/user/persistcaptcha/update',
    {
      schema: {
        body: model(app, 'api-account-access-persist-captcha-update'),
        response: { 200: answerSchema('captcha-display'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const live = await findLiveToken(app.db, request.body.userToken, ['lookup']);
      if (!live) return reply.code(400).send(errorsOf(app.content, ['/userToken', 'accountAccess.token.invalid']));
      // Setting is always allowed; clearing only below the wrong-answer threshold, else a
      // client could switch the captcha off and go on guessing. Correct answers clear it.
      const displayCaptcha = await setCaptchaFlag(app.db, live.userId, request.body.displayCaptcha, rules.captchaAfterWrongAnswers);
      await recordAudit(app.db, { event: 'access.captcha', outcome: displayCaptcha ? 'flag-set' : 'flag-cleared', userId: live.userId, clientAddress: request.ip });
      return { success: displayCaptcha === request.body.displayCaptcha, displayCaptcha };
    },
  );
}
