import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { collectDefaultMetrics } from 'prom-client';
import { mailQueueDepth } from '../db/health-checks.js';
import { requestError } from '../http/api-errors.js';
import { metricsAccess } from '../http/metrics-access.js';
import { createPortalMetrics, type PortalMetrics } from '../metrics/portal-metrics.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product's counters (registrations, sign-in failures, locks): routes count what they do. */
    portalMetrics: PortalMetrics;
  }
}

/** Request durations in seconds: most API calls take milliseconds, a sign-in's scrypt ~0.1 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processMetricsCollected = false;

/**
 * Prometheus metrics at `GET /metrics` (fastify-metrics over prom-client): request rate and
 * latency per route (`http_request_duration_seconds{method,route,status_code}`), the process's
 * own (CPU, memory, event loop, GC), and the product's ({@link createPortalMetrics}).
 *
 * The route label is the route's pattern (`/api/authentication/:id/verifyemailotp/:code`),
 * never the URL: a path can carry a code or a token, and raw URLs would make a series per
 * visitor. Requests no route matched (page paths such as the e-mailed registration link, 404s)
 * are not timed per path at all. Who may read the figures: http/metrics-access.ts.
 *
 * Registered before the routes: the plugin learns the routes to time as they are added.
 */
export const metrics = appPlugin<{ token?: string }>('metrics', async (app: FastifyInstance, { token }) => {
  const portalMetrics = createPortalMetrics(() => mailQueueDepth(app.db));
  app.decorate('portalMetrics', portalMetrics);
  // The process's figures are the process's, whatever the number of apps in it (tests build
  // many): collected once, into prom-client's global registry, which /metrics merges in.
  if (!processMetricsCollected) {
    collectDefaultMetrics();
    processMetricsCollected = true;
  }
  await app.register(fastifyMetrics, {
    defaultMetrics: { enabled: false },
    routeMetrics: {
      // A histogram gives rate and latency (quantiles computed by Prometheus, across
      // instances); a summary per route would cost more and cannot be summed across instances.
      enabled: { histogram: true, summary: false },
      // The plugin creates both metrics whatever is enabled: each in this app's registry.
      overrides: { histogram: { buckets: DURATION_BUCKETS, registers: [portalMetrics.registry] }, summary: { registers: [portalMetrics.registry] } },
    },
    endpoint: {
      url: '/metrics',
      method: 'GET',
      schema: { hide: true },
      logLevel: 'warn',
      // Under load the figures matter most (never shed); scrapes are not timed as traffic.
      config: { shed: false, disableMetrics: true },
      onRequest: metricsAccess(token, (reply) => reply.code(404).send(requestError(app.content, 'api.notFound'))),
      handler: () => undefined,
    },
  });
});
