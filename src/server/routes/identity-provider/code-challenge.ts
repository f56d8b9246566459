import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CodeCaller } from '../../identity/identity-provider.js';
import { identityRulesOf } from '../../identity/identity-rules.js';
import { newToken } from '../../security/tokens.js';

/**
 * The cookie naming the browser's one-time code challenge: a code is mailed for, and tried
 * by, the browser that asked for it (docs/security.md, "One-time codes"). HttpOnly and
 * SameSite=Strict, on /api: the code is asked for by the registration call and Resend
 * (/api/authentication) and tried by the confirmation (/api/user/oktaRegistration).
 */
const CODE_CHALLENGE_COOKIE = 'portal_code_challenge';

/** The caller of a code try: the challenge the browser carries, if any (none: no code of its own to try). */
export function codeTryCaller(request: FastifyRequest): CodeCaller {
  return { address: request.ip, captchaSolved: false, challenge: request.cookies[CODE_CHALLENGE_COOKIE] };
}

/**
 * The caller of a code request: the browser's challenge, or a new one set on the reply; the
 * cookie lives as long as the code it asks for.
 */
export function codeRequestCaller(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, captchaSolved = false): CodeCaller {
  const challenge = request.cookies[CODE_CHALLENGE_COOKIE] ?? newToken();
  reply.setCookie(CODE_CHALLENGE_COOKIE, challenge, {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.sessionOptions.secureCookie,
    path: '/api',
    maxAge: identityRulesOf(app.accountRules).codeLifetimeMinutes * 60,
  });
  return { address: request.ip, captchaSolved, challenge };
}
