// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiProxy, proxiedOrigin } from '../../../scripts/build/api-proxy.js';

const PORTAL = 'http://localhost:3000';

/** The Origin the proxy sends on for a request with these headers (undefined: as it came). */
function sentOrigin(headers: Record<string, string>): string | undefined {
  let listener: ((proxyRequest: unknown, request: unknown) => void) | undefined;
  const proxy = { on: (event: string, handler: typeof listener) => event === 'proxyReq' && (listener = handler) };
  const options = apiProxy('http://127.0.0.1:3000', PORTAL);
  (options.configure as (proxy: unknown, options: unknown) => void)(proxy, options);
  let sent: string | undefined;
  listener?.({ setHeader: (name: string, value: string) => name === 'origin' && (sent = value) }, { headers });
  return sent;
}

describe("the dev server's /api proxy", () => {
  it("presents the dev server's own pages under the portal's origin", () => {
    expect(sentOrigin({ host: 'localhost:5173', origin: 'http://localhost:5173' })).toBe(PORTAL);
    expect(sentOrigin({ host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' })).toBe(PORTAL);
  });

  it('passes any other Origin on unchanged, so the server still refuses a foreign page', () => {
    expect(sentOrigin({ host: 'localhost:5173', origin: 'http://127.0.0.1:8080' })).toBeUndefined();
    expect(sentOrigin({ host: 'localhost:5173', origin: 'https://evil.example' })).toBeUndefined();
    expect(proxiedOrigin({ headers: { host: 'localhost:5173' } }, PORTAL)).toBeUndefined();
    // DNS rebinding: a page whose own name now points at the dev server.
    expect(sentOrigin({ host: 'rebound.example:5173', origin: 'http://rebound.example:5173' })).toBeUndefined();
  });
});
