import { isApiRequest, requestPath } from '../http/request-path.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
// helmet (declared at the version @fastify/helmet brings) is that plugin's own engine; the
// framework-error paths (no hooks run there) call it directly, so those answers get the very
// same headers from the very same options.
import helmet from 'helmet';
import { appPlugin } from './app-plugin.js';

/**
 * The Content Security Policy directives of every response. Strict on purpose: no inline
 * script or style and no eval, so injected markup cannot run, and the page cannot be framed
 * (clickjacking). The browser bundle is built for it (precompiled validators, no runtime
 * `new Function`). Loosen only with a written reason.
 */
const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** The Content-Security-Policy header value, exactly as helmet writes it. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

/**
 * Powerful browser features the portal never uses, denied to it and to anything embedded
 * (an injected iframe cannot ask for the camera). Only names Chromium knows: an unknown one is
 * a console error on every page. Helmet has no Permissions-Policy, so we set it ourselves.
 */
const DENIED_FEATURES = [
  'accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer',
  'microphone', 'midi', 'payment', 'serial', 'usb', 'xr-spatial-tracking',
];

/** The Permissions-Policy header value: every feature above allowed to no origin. */
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** One year, the HSTS preload list's minimum. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the headers depend on. */
export interface SecurityHeaderOptions extends Record<string, unknown> {
  /** The portal is served over https (its PORTAL_URL): only then is HSTS sent. */
  https: boolean;
}

/**
 * Helmet's options: its defaults (nosniff, COOP/CORP same-origin, no X-Powered-By, ...) plus
 * our CSP (no defaults mixed in, so it stays exactly the list above), Referrer-Policy
 * same-origin (tokens travel in link query strings; never leak a URL to another site, while
 * our own pages keep it), X-Frame-Options DENY (frame-ancestors for old browsers), and HSTS
 * over https only: on plain http a browser ignores it, and on localhost it would pin every
 * other local service to https. No includeSubDomains: the portal may share a domain with
 * hosts it does not run.
 */
function helmetOptions({ https }: SecurityHeaderOptions) {
  return {
    contentSecurityPolicy: { useDefaults: false as const, directives: CSP_DIRECTIVES as Record<string, string[]> },
    referrerPolicy: { policy: 'same-origin' as const },
    xFrameOptions: { action: 'deny' as const },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  };
}

/**
 * The policy of an API answer: it is data, never a document, so it may load nothing and be
 * framed nowhere (OWASP's REST Security Cheat Sheet gives the same pair).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * Headers that only mean something on a document a browser draws (what it may embed, open,
 * prefetch or leak on navigation). An API answer never is one, and a phone pays every byte
 * of them on every call: about half a kilobyte each, several calls per page.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * Whether a request asks for a script or a stylesheet: a sub-resource the page loads, never
 * a document a browser draws (nosniff keeps it from being read as one), so the document
 * policies mean nothing on it. An SVG is not one of these: opened directly it is a document.
 */
function isSubresourceRequest(url: string | undefined): boolean {
  return /\.(?:js|css)$/.test(requestPath(url));
}

/**
 * The headers helmet leaves to us: Permissions-Policy on pages and other files; on API
 * answers no-store (they can hold personal data), the API's own policy, and none of the
 * document-only headers; on scripts and stylesheets neither the document headers nor a
 * policy (a phone pays every byte of them on each of the first page's five or six files).
 * nosniff, X-Frame-Options, CORP and HSTS stay on every answer.
 */
function setOwnHeaders(url: string | undefined, res: ServerResponse) {
  if (isApiRequest(url)) {
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    res.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    res.setHeader('Cache-Control', 'no-store');
    return;
  }
  if (isSubresourceRequest(url)) {
    for (const name of [...DOCUMENT_ONLY_HEADERS, 'Content-Security-Policy']) res.removeHeader(name);
    return;
  }
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
}

/**
 * Sets every security header on a raw response, for the answers no hook sees (Fastify's
 * framework errors: a bad URL or an over-long path parameter, answered before routing).
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions): void {
  helmet(helmetOptions(options))(req, res, () => undefined);
  setOwnHeaders(req.url, res);
}

/**
 * The security headers as name and value, for an answer written straight to a socket (the
 * HTTP parser's refusals, before any request object exists): helmet run on a collector.
 */
export function securityHeaderList(options: SecurityHeaderOptions, url?: string): [string, string][] {
  const collected = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: unknown) => collected.set(name, String(value)),
    removeHeader: (name: string) => collected.delete(name),
  };
  setSecurityHeaders({ url } as IncomingMessage, collector as unknown as ServerResponse, options);
  return [...collected];
}

/**
 * Sets the security headers on every response, pages, files, API answers and errors alike.
 * Helmet writes them in `onRequest` onto the raw response, so they survive whatever answers
 * later (404s, error handler, static files); registered first, so a hook that refuses a
 * request (Origin, static header) still answers with them.
 */
export const securityHeaders = appPlugin<SecurityHeaderOptions>('security-headers', async (app, options) => {
  await app.register(fastifyHelmet, { ...helmetOptions(options), global: true });
  app.addHook('onRequest', async (request, reply) => {
    setOwnHeaders(request.url, reply.raw);
  });
});
