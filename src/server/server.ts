import { buildApp } from './app.js';

/**
 * Starts the portal: builds the app and listens. Nothing else belongs here, so tests and
 * tools can build the same app without a port.
 *
 * PORT (default 3000), HOST (default 127.0.0.1: only this machine until an operator
 * chooses to expose it), PORTAL_URL (links and /api/app/configuration; default the local
 * address), LOG_LEVEL (default info).
 */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const app = buildApp({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  portalUrl: process.env.PORTAL_URL ?? `http://localhost:${port}`,
});

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
