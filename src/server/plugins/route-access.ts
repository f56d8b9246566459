import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { ownsFlowToken } from '../db/flow-tokens.js';
import { errorsBodySchema, requestError } from '../http/api-errors.js';
import { appPlugin } from './app-plugin.js';

/**
 * Who may call a route, declared in its config (`config: { access: ... }`):
 *
 * - `session`: a live session (401 without one);
 * - `admin`: a live session (401) of an administrator (403 with `refusal` otherwise);
 * - `admin-or-flow-token`: an administrator's session, or a body whose `token` is a live
 *   registration or recovery token (403 with `refusal` otherwise). The handler still checks
 *   that the token is the named account's.
 */
export type RouteAccess = { who: 'session' } | { who: 'admin' | 'admin-or-flow-token'; refusal: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; checked by plugins/route-access.ts before the request is validated. */
    access?: RouteAccess;
  }
}

/**
 * Installs each route's declared access check where it runs before Fastify validates the
 * request: in onRequest (before the body is even read), or, for the token that rides in the
 * body, in preValidation (after parsing, before validation). An anonymous caller therefore
 * gets 401/403 and never a 400 that spells out the body's model. The refusals are added to
 * the route's declared answers, so OpenAPI lists them.
 *
 * Register before the routes (Fastify runs onRoute hooks for routes added later) and after
 * the sessions plugin (it reads `request.sessionUser`).
 */
export const routeAccess = appPlugin('route-access', async (app) => {
  const refuse = (reply: FastifyReply, messageId: string) => reply.code(403).send(requestError(app.content, messageId));

  const adminOnly =
    (refusal: string): onRequestAsyncHookHandler =>
    async (request, reply) => {
      await app.requireSession(request, reply);
      if (reply.sent || request.sessionUser?.isAdmin) return;
      await refuse(reply, refusal);
    };

  const adminOrFlowToken =
    (refusal: string): preValidationAsyncHookHandler =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionUser?.isAdmin) return;
      const token = (request.body as { token?: unknown } | null | undefined)?.token;
      const live = typeof token === 'string' && token.length > 0 && (await ownsFlowToken(app.db, undefined, token));
      if (!live) await refuse(reply, refusal);
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (!access) return;
    const refusals = access.who === 'session' ? { 401: errorsBodySchema } : access.who === 'admin' ? { 401: errorsBodySchema, 403: errorsBodySchema } : { 403: errorsBodySchema };
    const schema = route.schema ?? {};
    route.schema = { ...schema, response: { ...refusals, ...(schema.response as object | undefined) } };
    if (access.who === 'admin-or-flow-token') {
      route.preValidation = [adminOrFlowToken(access.refusal), ...asList(route.preValidation)];
      return;
    }
    const check = access.who === 'admin' ? adminOnly(access.refusal) : app.requireSession;
    route.onRequest = [check, ...asList(route.onRequest)];
  });
});

function asList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
