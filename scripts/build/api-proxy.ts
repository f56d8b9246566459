import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';
import { isLoopbackUrl } from '../../src/server/config/loopback.js';

/**
 * The Origin the API should see for a request the dev server proxies: a page of the dev
 * server itself (Origin = its own address, the Host it was asked under) speaks for the
 * portal, so it gets the portal's origin; any other Origin is passed on as it came, so the
 * API's Origin check still refuses a foreign page calling the API through the dev server.
 * Only under a loopback name: a page that re-points its own name at the dev server (DNS
 * rebinding) is same-origin with itself, not with the portal. Undefined: leave the header alone.
 */
export function proxiedOrigin(request: Pick<IncomingMessage, 'headers'>, portalOrigin: string): string | undefined {
  const { origin, host } = request.headers;
  if (origin === undefined || host === undefined || !isLoopbackUrl(`http://${host}`)) return undefined;
  return origin === `http://${host}` || origin === `https://${host}` ? portalOrigin : undefined;
}

/**
 * `npm run dev`'s proxy of /api to the server at `target`. The server accepts only its own
 * origin (`PORTAL_URL`, `portalOrigin` here) and its configured `allowedOrigins`, in demo
 * mode too (docs/security.md), so the proxy presents the dev server's own pages under the
 * portal's origin rather than the server accepting every loopback origin.
 */
export function apiProxy(target: string, portalOrigin: string): ProxyOptions {
  return {
    target,
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyRequest, request) => {
        const origin = proxiedOrigin(request, portalOrigin);
        if (origin !== undefined) proxyRequest.setHeader('origin', origin);
      });
    },
  };
}
