import { appPlugin } from './app-plugin.js';

/**
 * The Content Security Policy of every response. Strict on purpose: no inline script or
 * style and no eval, so injected markup cannot run, and the page cannot be framed
 * (clickjacking). The browser bundle is built for it (precompiled validators, no runtime
 * `new Function`). Loosen only with a written reason.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Sets the security headers on every response, pages, files, API answers and errors alike
 * (an `onSend` hook on the root, so 404s and error answers carry them too).
 */
export const securityHeaders = appPlugin('security-headers', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    // Stops browsers from guessing a type: a JSON answer echoing input is never run as HTML.
    reply.header('X-Content-Type-Options', 'nosniff');
    // Tokens travel in link query strings; never leak a URL to another site.
    reply.header('Referrer-Policy', 'same-origin');
    // API answers can hold personal data: no browser or proxy cache keeps them.
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
