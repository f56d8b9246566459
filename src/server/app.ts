import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type Ajv from 'ajv';
import { sharedSchemaCompilers } from './http/shared-schema-compilers.js';
import { addPortalKeywords } from '../engine/keywords/index.js';
import type { PortalSwitches } from '../engine/content/portal-config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import { createAppMailer } from './mail/create-mailer.js';
import type { OutboxSending } from './mail/outbox-sender.js';
import { devMailbox, devPathsNotFound } from './mail/dev-mailbox.js';
import { devRuleBook } from './demo/dev-rule-book.js';
import { devScreens } from './demo/dev-screens.js';
import { accountRules } from './plugins/account-rules.js';
import { csrfCheck } from './plugins/csrf-check.js';
import { database } from './plugins/database.js';
import { identityProvider } from './plugins/identity-provider.js';
import type { IdentityProvider } from './identity/identity-provider.js';
import { originCheck } from './plugins/origin-check.js';
import { portalAddress } from './plugins/portal-address.js';
import { rateLimits } from './plugins/rate-limits.js';
import { errorHandling } from './plugins/error-handling.js';
import { firstPaintPaths } from './http/first-paint-files.js';
import { drainOnClose } from './plugins/drain-on-close.js';
import { health } from './plugins/health.js';
import { loadShedding } from './plugins/load-shedding.js';
import { metrics } from './plugins/metrics.js';
import type { SheddingOptions } from './config/shedding-config.js';
import { clientErrorHandler, frameworkErrorHandler } from './http/framework-errors.js';
import { loggablePath } from './http/redact-path.js';
import { routeAccess } from './plugins/route-access.js';
import { requestStrings } from './plugins/request-strings.js';
import { sessions } from './plugins/sessions.js';
import { loadPortalContent, portalContent, type PortalContent } from './plugins/portal-content.js';
import { securityHeaders } from './plugins/security-headers.js';
import { REPO_ROOT } from './rules/load-rule-files.js';
import { loadAccountRules, type AccountRules } from './security/account-rules.js';
import { newToken } from './security/tokens.js';
import { registerOpenApi } from './openapi/openapi.js';
import apiRoutes from './routes/api.js';
import unsupportedBrowserRoutes from './routes/unsupported-browser/index.js';

/** Logging off, on at info, or at a level, optionally to a given stream (tests read it). */
export type LoggerChoice = boolean | { level: string; stream?: { write(line: string): void } };

/** How to build the app; every field has a default fit for `npm start`. */
export interface BuildAppOptions {
  /** Pino logging: false (tests), true, or a level (and a stream to write to). Bodies are never logged. */
  logger?: LoggerChoice;
  /** The built portal to serve (default dist/ of the repo); false serves no pages. */
  staticDir?: string | false;
  /** The portal's public address, answered by GET /api/app/configuration. */
  portalUrl?: string;
  /** Rule files to answer from (default: read from the repo's schemas/). */
  content?: PortalContent;
  /** The opened, migrated database (PGlite or PostgreSQL). */
  db: Database;
  /** Defaults to the outbox mailer over `db` (plus SMTP delivery with `smtpUrl`). */
  mailer?: Mailer;
  /** SMTP_URL: mail also goes out through this server (recorded on its outbox row). */
  smtpUrl?: string;
  /** When the outbox's background sender sweeps and retries (default: outbox-sender.ts; tests shorten it). */
  mailSending?: Partial<OutboxSending>;
  /** Demo mode: serves the dev mailbox at /dev/mailbox, the rule book at /dev/rule-book and the screen gallery at /dev/screens (off: every /dev/ path is 404). */
  demoMode?: boolean;
  /** An external identity provider; defaults to the local one on `db`. */
  identityProvider?: IdentityProvider;
  /** Session inactivity limit in seconds (default: account-rules.json inactivityLimitSeconds). */
  inactivitySeconds?: number;
  /** Account rules (default: schemas/config/account-rules.json); tests pass other limits. */
  accountRules?: AccountRules;
  /** Origins besides the portal's own allowed to call the API (a configured cross-origin host). */
  allowedOrigins?: readonly string[];
  /** Feature switches over the rule files' (the environment's SWITCH_* variables; tests run each setting). */
  switches?: Partial<PortalSwitches>;
  /** METRICS_TOKEN: /metrics answers this bearer token from anywhere; without it, clients on this machine only. */
  metricsToken?: string;
  /** TRUST_PROXY: the proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For names the client; none by default. */
  trustProxy?: string;
  /** Overload shedding (plugins/load-shedding.ts); off unless given: `npm start` gives the configured one, a test that proves it gives its own. */
  shedding?: SheddingOptions | false;
}

/**
 * Largest request body accepted. Forms are small; a low limit also bounds the work of
 * validating with `allErrors` (which reports every error instead of stopping at the first).
 */
const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Below this an answer is sent as it is: compression would save less than its two headers
 * cost. JSON of a few hundred bytes (the registration defaults, 626 bytes) halves under
 * brotli, and the first route loads several such answers on a phone.
 */
const COMPRESS_THRESHOLD_BYTES = 256;
/** The spec's default inactivity limit (GET /api/timeout answers it). */
const DEFAULT_INACTIVITY_SECONDS = 1200;

/**
 * Builds the Fastify app without listening (tests use `app.inject`, server.ts listens).
 *
 * Plugin order as in fastify/demo: external plugins, then our app-wide plugins, then routes.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const loaded = options.content ?? loadPortalContent();
  const content = options.switches ? { ...loaded, config: { ...loaded.config, switches: { ...loaded.config.switches, ...options.switches } } } : loaded;
  const staticDir = options.staticDir === undefined ? join(REPO_ROOT, 'dist') : options.staticDir;
  const serveStatic = staticDir !== false && existsSync(join(staticDir, 'index.html'));
  const portalUrl = options.portalUrl ?? 'http://localhost:3000';
  const headerOptions = { https: new URL(portalUrl).protocol === 'https:' };

  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip, which every budget and lock counts by, is the client's only through a proxy
    // the deployment named; anyone else's X-Forwarded-For is a claim and ignored.
    trustProxy: options.trustProxy ?? false,
    // Fastify's 10 s per plugin is short for a cold start on a busy two-core host (several
    // portals starting at once compile schemas and index dist/ together); a plugin that
    // truly hangs still fails the start.
    pluginTimeout: 60_000,
    // A request arriving while the server stops is answered by drain-on-close.ts, in our shape.
    return503OnClosing: false,
    // The spec writes some paths with a final slash (/api/clients/) and most without;
    // clients drop or add it. Both spellings reach the one route.
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (bad URL, over-long parameter) in our shape and headers.
    frameworkErrors: frameworkErrorHandler(content, headerOptions),
    // And the HTTP parser's (malformed request, headers too large), written to the socket.
    clientErrorHandler: clientErrorHandler(content, headerOptions),
    ajv: {
      // The browser's validator settings: every error at once, `$data` for cross-field
      // rules, and no coercion, defaults or removal, so that a value the browser rejects
      // is rejected here too (Fastify's defaults would turn 123 into "123").
      customOptions: { allErrors: true, $data: true, coerceTypes: false, useDefaults: false, removeAdditional: false, strictTuples: false },
      // No ajv-errors: texts come from the message catalogue through mapAjvErrors, exactly
      // as in the browser, so the schemas need no `errorMessage` keywords.
      plugins: [(ajv: Ajv) => addPortalKeywords(ajv)],
    },
    // Compiled once per process for every app with the same schemas (tests build many).
    schemaController: { compilersFactory: sharedSchemaCompilers() },
  });

  // Security headers first: their onRequest hook must run before any hook that can answer.
  app.register(securityHeaders, headerOptions);
  // Then the stop and the shedding: a request refused costs no session or database work.
  app.register(drainOnClose);
  if (options.shedding) app.register(loadShedding, { options: options.shedding });

  // External plugins.
  if (serveStatic) {
    app.register(fastifyStatic, {
      root: staticDir,
      // One route per file found at start-up (a release's dist/ does not change while it
      // runs): every other path, /api ones included, reaches its own context's 404 handler.
      wildcard: false,
      // Page paths (including "/") go to the not-found handler, which serves the app shell.
      index: false,
      // The build writes a brotli and a gzip copy of every text file (precompress-assets.ts):
      // the browser gets the smallest it accepts, at no cost per request. The copies are
      // not routes of their own.
      preCompressed: true,
      // Source maps are for a developer's devtools: a production start does not hand out the
      // portal's source (demo mode, on loopback only, still does).
      globIgnore: ['**/*.br', '**/*.gz', ...(options.demoMode ? [] : ['**/*.map'])],
      // Vite names assets by content hash: they can be cached for good.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A cache between must keep the encodings apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  // Answers built per request (API JSON, pages): compressed on the fly. Registered after
  // the static files, whose routes keep their precompressed copies; quality 4 brotli (the
  // plugin's default) costs little CPU. Compressed request bodies are inflated within the
  // same 64 KB body limit.
  app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });

  app.register(fastifyCookie);

  // App plugins.
  app.register(portalContent, { content });
  app.register(database, { db: options.db });
  // Before every route: it times the routes registered after it.
  app.register(metrics, { token: options.metricsToken });
  const mailer = options.mailer ?? createAppMailer({ db: options.db, content, portalUrl, smtpUrl: options.smtpUrl, sending: options.mailSending, log: app.log });
  app.decorate('mailer', mailer);
  // Closed once the requests in flight are answered (they may still send mail: onClose runs
  // after the server drained), and deliveries under way finish before the database closes.
  app.addHook('onClose', async () => {
    await mailer.close?.();
  });
  const rules = options.accountRules ?? loadAccountRules();
  app.register(accountRules, { rules });
  app.register(portalAddress, { portalUrl });
  app.register(identityProvider, { provider: options.identityProvider });
  // Origin first (refuses foreign pages before any database work), then sessions, then the
  // CSRF check, which reads the session; rate limits are called by the routes.
  app.register(originCheck, { options: { portalUrl, allowedOrigins: options.allowedOrigins } });
  app.register(sessions, {
    options: {
      inactivitySeconds: options.inactivitySeconds ?? rules.inactivityLimitSeconds ?? DEFAULT_INACTIVITY_SECONDS,
      secureCookie: new URL(portalUrl).protocol === 'https:',
    },
  });
  app.register(csrfCheck);
  app.register(rateLimits);
  app.register(errorHandling, { spa: serveStatic, ...(serveStatic ? { firstPaints: firstPaintPaths(staticDir) } : {}) });
  app.register(health);
  // Before any route: adds the valid-character check and empty-optional rule to every route.
  app.register(requestStrings);
  // Before any route, after the sessions: each route's declared access, checked before validation.
  app.register(routeAccess);

  // The OpenAPI document, before the routes: it collects them as they are added.
  registerOpenApi(app, content.config);

  // Routes.
  app.register(apiRoutes, { prefix: '/api', portalUrl });
  app.register(unsupportedBrowserRoutes);
  // A new secret at every start (http/dev-pages-key.ts), printed with the dev pages' links by server.ts.
  app.decorate('devPagesKey', options.demoMode ? newToken() : undefined);
  app.register(devPathsNotFound);
  if (options.demoMode) {
    app.register(devMailbox);
    app.register(devRuleBook);
    app.register(devScreens);
  }

  return app;
}

function loggerOptions(logger: LoggerChoice) {
  if (logger === false) return false;
  return {
    level: logger === true ? 'info' : logger.level,
    ...(logger !== true && logger.stream ? { stream: logger.stream } : {}),
    serializers: {
      // Method and path only: query strings carry tokens (confirmation links) and headers
      // carry cookies and keys, so neither is written to a log; bodies never are. Paths
      // that carry a one-time code or token have it redacted (Fastify's own "incoming
      // request" line goes through this serializer too).
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: loggablePath(request.url),
      }),
    },
  };
}
