import { performance } from 'node:perf_hooks';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { SheddingOptions } from '../config/shedding-config.js';
import { requestError } from '../http/api-errors.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never refused for load, as /health/live and /metrics. */
    shed?: boolean;
  }
}

/**
 * Overload shedding (@fastify/under-pressure): while the process is past a threshold of
 * {@link SheddingOptions}, a request is answered at once with 503, `Retry-After` and the
 * portal's `{ errors }` body (`server.busy`), instead of queueing behind work it would wait
 * seconds for; a load balancer or the browser tries again.
 *
 * It never refuses during the grace period after the app is ready: compiling schemas and
 * warming up blocks the event loop for seconds on a busy two-core machine, and the first
 * sample after that reads as overload (an earlier attempt shed right after start under test
 * load). Utilization is sampled per interval, not since start, for the same reason. Routes
 * with `config: { shed: false }` (/health/live, /metrics) are never refused: a process that
 * sheds is alive, and its figures matter most then.
 */
export const loadShedding = appPlugin<{ options: SheddingOptions }>('load-shedding', async (app: FastifyInstance, { options }) => {
  let readyAt: number | undefined;
  app.addHook('onReady', async () => {
    readyAt = performance.now();
  });
  const inGrace = () => readyAt === undefined || performance.now() - readyAt < options.graceSeconds * 1000;

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: options.retryAfterSeconds,
    // Answers itself (the README's way); returning without sending lets the request through.
    pressureHandler: (request, reply, type, value) => {
      if (request.routeOptions.config.shed === false || inGrace()) return;
      request.log.warn({ type, value }, 'shed for load');
      const seconds = options.retryAfterSeconds;
      reply.code(503).header('Retry-After', String(seconds)).send(requestError(app.content, 'server.busy', { seconds }));
    },
  });
});
