import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultShedding, type SheddingOptions } from '../../../src/server/config/shedding-config.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';

/** Holds the event loop for `ms`, as a synchronous burst of work would. */
function busyLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Spinning on purpose.
  }
}

const configuration = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/app/configuration', headers: STATIC_HEADER });

// The database's kind plays no part here: run once, in the unit run, on either engine.
describe('overload shedding', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const build = async (overrides: Partial<SheddingOptions>) => {
    app = await buildTestApp({ shedding: { ...defaultShedding(), ...overrides } });
    return app;
  };

  it('answers 503 with Retry-After and the portal error body while the process is past a threshold, and still answers live and metrics', async () => {
    // Any heap is over one byte: under pressure from the first sample on.
    const shedding = await build({ maxHeapUsedBytes: 1, sampleIntervalMs: 10, graceSeconds: 0, retryAfterSeconds: 7 });
    await sleep(50);
    const refused = await configuration(shedding);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({ errors: [{ path: '', messageId: 'server.busy', params: { seconds: 7 }, message: expect.stringContaining('7 seconds') }] });
    expect((await shedding.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    expect((await shedding.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await shedding.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });

  it('sheds once the event loop was held up longer than allowed', async () => {
    const shedding = await build({ maxEventLoopDelayMs: 50, sampleIntervalMs: 200, graceSeconds: 0 });
    expect((await configuration(shedding)).statusCode).toBe(200);
    const statuses: number[] = [];
    // The sample after the burst reads the delay; on a busy machine a sample may land
    // mid-burst, so the burst is repeated a few times at most.
    for (let attempt = 0; attempt < 5 && !statuses.includes(503); attempt += 1) {
      busyLoop(400);
      await sleep(1);
      statuses.push((await configuration(shedding)).statusCode);
    }
    expect(statuses).toContain(503);
  });

  it('refuses nothing during the grace period after start, however long start-up held the event loop', async () => {
    const starting = await build({ maxEventLoopDelayMs: 50, maxHeapUsedBytes: 1, sampleIntervalMs: 10, graceSeconds: 60 });
    busyLoop(400);
    await sleep(30);
    expect((await configuration(starting)).statusCode).toBe(200);
  });

  it('is off unless the app is given thresholds (as tests build it)', async () => {
    app = await buildTestApp();
    busyLoop(1500);
    await sleep(30);
    expect((await configuration(app)).statusCode).toBe(200);
    expect(app.hasDecorator('isUnderPressure')).toBe(false);
  });
});
