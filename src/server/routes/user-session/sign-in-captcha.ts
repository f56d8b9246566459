import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { spendSignInCaptcha, storeSignInCaptcha } from '../../db/sign-in-captchas.js';
import { errorsBodySchema, errorsOf } from '../../http/api-errors.js';
import { newCaptcha, normalizeCaptcha } from '../../security/captcha-image.js';
import { hashToken, newToken } from '../../security/tokens.js';
import { refuseForCaptcha } from './password-check.js';

/** The cookie that names the sign-in captcha a browser was shown (the challenge id, never the text). */
const CAPTCHA_COOKIE = 'portal_sign_in_captcha';
/** Sent back only to the sign-in call and the image's own path. */
const CAPTCHA_PATH = '/api/user/login';
/** How long a challenge may wait for its answer: long enough to read it, short enough to be useless later. */
const CHALLENGE_SECONDS = 600;

/**
 * `GET /api/user/login/captcha` (ours): a new captcha image for a sign-in to an account under
 * attack (docs/security.md, "The lock design"). The challenge id is set as an HttpOnly
 * SameSite=Strict cookie scoped to the sign-in call; the database keeps only its hash and the
 * text's. Budgeted per address (`rateLimits.captcha`) so it is no free image source.
 */
const signInCaptchaRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/user/login/captcha',
    {
      preHandler: app.rateLimited('captcha'),
      schema: { response: { 200: { type: 'string', format: 'binary', description: 'image/png: the captcha image' }, 429: errorsBodySchema } },
    },
    async (_request, reply) => {
      const rules = app.accountRules;
      const { text, png } = newCaptcha(rules.captchaGlyphs, rules.captchaLength);
      const challenge = newToken();
      await storeSignInCaptcha(app.db, hashToken(challenge), hashToken(normalizeCaptcha(text)), CHALLENGE_SECONDS);
      reply.setCookie(CAPTCHA_COOKIE, challenge, { httpOnly: true, sameSite: 'strict', secure: app.sessionOptions.secureCookie, path: CAPTCHA_PATH, maxAge: CHALLENGE_SECONDS });
      return reply.type('image/png').send(png);
    },
  );
};

export default signInCaptchaRoutes;

/**
 * Judges the captcha a sign-in to an account under attack must carry, spending the browser's
 * challenge whatever the outcome. Sends the refusal (403 "type the text" when there is none,
 * 400 "Text does not match" when wrong, both on `/captchaText`) and answers true; false when
 * solved. A boolean, not the reply: a reply is thenable, and awaiting it would lose it.
 */
export async function refusedWithoutCaptcha(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, typed: string | undefined): Promise<boolean> {
  const challenge = request.cookies[CAPTCHA_COOKIE];
  if (challenge) reply.clearCookie(CAPTCHA_COOKIE, { path: CAPTCHA_PATH });
  const expected = typed && challenge ? await spendSignInCaptcha(app.db, hashToken(challenge)) : undefined;
  if (!typed) {
    refuseForCaptcha(app, reply);
    return true;
  }
  if (expected === hashToken(normalizeCaptcha(typed))) return false;
  reply.code(400).send(errorsOf(app.content, ['/captchaText', 'accountAccess.captcha.mismatch']));
  return true;
}
