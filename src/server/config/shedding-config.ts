import { getHeapStatistics } from 'node:v8';

/**
 * When the server refuses requests for load (plugins/load-shedding.ts). A threshold of 0 is
 * not judged. Why these defaults: docs/decisions/load-shedding-and-metrics-access.md.
 */
export interface SheddingOptions {
  /** Mean event-loop delay over one sample above which requests are refused, in ms. */
  maxEventLoopDelayMs: number;
  /** Share of one sample the event loop was busy (0-1) above which requests are refused. */
  maxEventLoopUtilization: number;
  /** Heap in use above which requests are refused, in bytes. */
  maxHeapUsedBytes: number;
  /** How often the process is sampled, in ms. */
  sampleIntervalMs: number;
  /** Seconds after the app is ready during which nothing is refused: start-up compiles and blocks the loop. */
  graceSeconds: number;
  /** Retry-After of the 503, in seconds. */
  retryAfterSeconds: number;
}

/**
 * Defaults a healthy server never meets, even a busy one on two cores: a second of mean
 * event-loop delay (requests then wait that long before any work starts), 90% of V8's heap
 * limit (past it, GC pauses grow and an out-of-memory crash is near). Utilization is not judged
 * by default: a server doing its work well runs near 1 under a load test and should still
 * answer; set it where several instances can take over.
 */
export function defaultShedding(): SheddingOptions {
  return {
    maxEventLoopDelayMs: 1000,
    maxEventLoopUtilization: 0,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    sampleIntervalMs: 1000,
    graceSeconds: 10,
    retryAfterSeconds: 5,
  };
}

/** The environment variables that override each default. */
const SHEDDING_VARIABLES: Readonly<Record<keyof SheddingOptions, string>> = {
  maxEventLoopDelayMs: 'SHED_MAX_EVENT_LOOP_DELAY_MS',
  maxEventLoopUtilization: 'SHED_MAX_EVENT_LOOP_UTILIZATION',
  maxHeapUsedBytes: 'SHED_MAX_HEAP_USED_BYTES',
  sampleIntervalMs: 'SHED_SAMPLE_INTERVAL_MS',
  graceSeconds: 'SHED_GRACE_SECONDS',
  retryAfterSeconds: 'SHED_RETRY_AFTER_SECONDS',
};

/**
 * Shedding as the environment sets it: off with SHEDDING=false, and off under the test runner
 * (vitest sets VITEST; its children, the server processes tests spawn, inherit it) unless
 * SHEDDING=true, so a test run on a loaded machine never sheds; else the defaults with any
 * SHED_* override. A value that is not a number >= 0 stops the start.
 */
export function readShedding(env: NodeJS.ProcessEnv): SheddingOptions | false {
  if (env.SHEDDING === 'false' || (env.VITEST && env.SHEDDING !== 'true')) return false;
  const options = defaultShedding();
  for (const [key, variable] of Object.entries(SHEDDING_VARIABLES) as [keyof SheddingOptions, string][]) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0) throw new Error(`${variable} must be a number of at least 0, not "${value}"`);
    options[key] = number;
  }
  return options;
}
