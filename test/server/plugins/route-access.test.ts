// @vitest-environment node
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../src/server/demo/seed-demo-data.js';
import { CSRF_HEADER } from '../../../src/server/plugins/csrf-check.js';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { createSession } from '../../../src/server/security/session-store.js';
import { STATIC_HEADER } from '../helper.js';
import { buildAppRecordingRoutes, type RecordedRoute } from '../support/recorded-routes.js';

/**
 * Every route that needs a session or a role (discovered from the app's routes: it declares
 * who may call it, or a 401 answer) refuses a caller without one before it validates the
 * request, so its 400 never tells an outsider the shape of its body, query or path.
 */

const { app, routes } = await buildAppRecordingRoutes();
await seedDemoData(app.db);
afterAll(() => app.close());

const declaresSignIn = (route: RecordedRoute) => Object.keys((route.schema as { response?: object } | undefined)?.response ?? {}).includes('401');
const guarded = routes.filter((route) => route.url.startsWith('/api/') && (route.config?.access !== undefined || declaresSignIn(route)));
const forAdmins = guarded.filter((route) => route.config?.access !== undefined && route.config.access.who !== 'session');

/** A request each model refuses: every path parameter, query and body field wrong. */
function badRequest(route: RecordedRoute, headers: Record<string, string>): InjectOptions {
  const url = `${route.url.replace(/:\w+/g, 'not%20valid!')}?userId=not-a-number&unexpected=%00`;
  const write = route.method !== 'GET';
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers: { ...STATIC_HEADER, ...headers, ...(write ? { 'content-type': 'application/json' } : {}) },
    ...(write ? { payload: JSON.stringify({ unexpected: ['\u0000'], userId: 'x', userName: 7, token: 'not-a-live-token', selectedUserId: 'x' }) } : {}),
  };
}

describe('routes that need a session or a role', () => {
  it('are found among the app\'s routes, the account updates and the acting administrator\'s selection among them', () => {
    const urls = guarded.map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/userconfig/selecteduser', '/api/user/updateuserstatus', '/api/providers/ProviderDelete']));
  });

  it.each(guarded.map((route) => [`${route.method} ${route.url}`, route] as const))('%s answers an anonymous caller 401 or 403, not what is wrong with the request', async (_name, route) => {
    const response = await app.inject(badRequest(route, {}));
    expect([401, 403]).toContain(response.statusCode);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: '' })]);
  });

  it.each(forAdmins.map((route) => [`${route.method} ${route.url}`, route] as const))('%s answers a signed-in non-administrator 403 before validating', async (_name, route) => {
    const [user] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', ['olivia.ordering@clinic.example']);
    const session = await createSession(app.db, Number(user?.id));
    const response = await app.inject(badRequest(route, { cookie: `${SESSION_COOKIE}=${session.cookieValue}`, [CSRF_HEADER]: session.csrfToken }));
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: '' })]);
  });
});
