import { isApiRequest } from '../http/request-path.js';
import { requestError } from '../http/api-errors.js';
import { appPlugin } from './app-plugin.js';

/** Which origins may call the API. */
export interface OriginCheckOptions {
  /** The portal's configured address; its origin is always allowed. */
  portalUrl: string;
  /** Further origins (a cross-origin host the spec lets deployments configure). */
  allowedOrigins?: readonly string[];
}

/**
 * Refuses (403 JSON) any /api request whose Origin header is not the portal's, and any
 * state-changing one a browser marks `Sec-Fetch-Site: cross-site`. Together with SameSite
 * cookies and the CSRF token this stops another site from driving the API through a
 * signed-in browser, and it also guards the calls made without a session (registration,
 * recovery), which the CSRF token cannot.
 *
 * Requests without an Origin header (non-browser clients, top-level navigations) pass: the
 * header is what a browser adds to cross-site requests, so its absence is not an attack.
 *
 * Demo mode is no exception: another loopback origin (`http://127.0.0.1:3000` beside
 * `http://localhost:3000`, another local service, a tunnel's landing page) would otherwise
 * drive the API through a signed-in browser. The Vite dev server presents its own pages
 * under the portal's origin instead (scripts/build/api-proxy.ts).
 */
export const originCheck = appPlugin<{ options: OriginCheckOptions }>('origin-check', async (app, { options }) => {
  const portal = new URL(options.portalUrl);
  const allowed = new Set([portal.origin, ...(options.allowedOrigins ?? []).map((origin) => new URL(origin).origin)]);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request.url)) return;
    const origin = request.headers.origin;
    const crossSiteWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && !allowed.has(origin)) || crossSiteWrite) {
      request.log.info({ reason: 'origin' }, 'request refused');
      return reply.code(403).send(requestError(app.content, 'security.originRefused'));
    }
  });
});
