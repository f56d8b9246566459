import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { spendSignInCaptcha, storeSignInCaptcha } from '../../db/sign-in-captchas.js';
import { errorsBodySchema, errorsOf } from '../../http/api-errors.js';
import { newCaptcha, normalizeCaptcha } from '../../security/captcha-image.js';
import { hashToken, newToken } from '../../security/tokens.js';
import { refuseForCaptcha } from './password-check.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * Where a captcha challenge serves: the cookie that names it (the challenge id, never the
 * text) and the path the browser sends it back to (the image's own path and the calls that
 * judge it).
 */
export interface CaptchaDoor {
  cookie: string;
  path: string;
}

/** Sign-in's captcha: sent back only to the sign-in call and the image's own path. */
const SIGN_IN_CAPTCHA: CaptchaDoor = { cookie: 'portal_sign_in_captcha', path: '/api/user/login' };
/** The identity provider's captcha: its password change and one-time code requests (routes/identity-provider). */
export const PROVIDER_CAPTCHA: CaptchaDoor = { cookie: 'portal_provider_captcha', path: '/api/authentication' };

/** How long a challenge may wait for its answer: long enough to read it, short enough to be useless later. */
const CHALLENGE_SECONDS = 600;

/**
 * `GET {url}` (ours): a new captcha image for a call to a subject under attack
 * (docs/security.md, "The lock design"). The challenge id is set as an HttpOnly
 * SameSite=Strict cookie scoped to the door's path; the database keeps only its hash and the
 * text's. Budgeted per address (`rateLimits.captcha`) so it is no free image source.
 */
export function captchaImageRoute(app: FastifyInstance, url: string, door: CaptchaDoor): void {
  app.get(
    url,
    {
      preHandler: app.rateLimited('captcha'),
      schema: { response: { 200: answerSchema('identity-captcha-image'), 429: errorsBodySchema } },
    },
    async (_request, reply) => {
      const rules = app.accountRules;
      const { text, png } = newCaptcha(rules.captchaGlyphs, rules.captchaLength);
      const challenge = newToken();
      await storeSignInCaptcha(app.db, hashToken(challenge), hashToken(normalizeCaptcha(text)), CHALLENGE_SECONDS);
      reply.setCookie(door.cookie, challenge, { httpOnly: true, sameSite: 'strict', secure: app.sessionOptions.secureCookie, path: door.path, maxAge: CHALLENGE_SECONDS });
      return reply.type('image/png').send(png);
    },
  );
}

/** `GET /api/user/login/captcha`: the sign-in captcha of an account under attack. */
const signInCaptchaRoutes: FastifyPluginAsync = async (app) => {
  captchaImageRoute(app, '/user/login/captcha', SIGN_IN_CAPTCHA);
};

export default signInCaptchaRoutes;

/**
 * Judges the captcha a call to a subject under attack must carry, spending the browser's
 * challenge whatever the outcome. Sends the refusal (403 "type the text" when there is none,
 * 400 "Text does not match" when wrong, both on `/captchaText`) and answers true; false when
 * solved. A boolean, not the reply: a reply is thenable, and awaiting it would lose it.
 * `required` is the 403's message (sign-in's by default).
 */
export async function refusedWithoutCaptcha(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  typed: string | undefined,
  door: CaptchaDoor = SIGN_IN_CAPTCHA,
  required = 'signIn.captchaRequired',
): Promise<boolean> {
  const challenge = request.cookies[door.cookie];
  if (challenge) reply.clearCookie(door.cookie, { path: door.path });
  const expected = typed && challenge ? await spendSignInCaptcha(app.db, hashToken(challenge)) : undefined;
  if (!typed) {
    refuseForCaptcha(app, reply, required);
    return true;
  }
  if (expected === hashToken(normalizeCaptcha(typed))) return false;
  reply.code(400).send(errorsOf(app.content, ['/captchaText', 'accountAccess.captcha.mismatch']));
  return true;
}
