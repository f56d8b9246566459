import { createRequire } from 'node:module';

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): void;
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;

// CommonJS without typings: required, then typed by the interfaces above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** The 95th percentile of some times (ms); NaN for none. */
export function p95(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number);
}

/** What one load run found. */
export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p95Ms: number;
  /** Answers that were not 2xx, errors and timeouts. */
  failures: number;
  total: number;
}

/**
 * One autocannon run of `seconds` with `connections` concurrent connections: requests per
 * second, and the p95 of every response's own time (autocannon's own summary has no
 * p95). Prints its line and answers the figures.
 */
export function loadRun(name: string, options: Record<string, unknown>, load: { connections: number; seconds: number }): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, connections: load.connections, duration: load.seconds }, (error, result) => {
      if (error) return reject(error);
      const failures = result.non2xx + result.errors + result.timeouts;
      const figures = { name, requestsPerSecond: result.requests.average, p95Ms: p95(times), failures, total: result.requests.total };
      console.log(
        `  ${name.padEnd(52)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p95 ${figures.p95Ms.toFixed(1).padStart(7)} ms` +
          (failures > 0 ? `   (${failures} of ${figures.total} not 2xx)` : ''),
      );
      resolve(figures);
    });
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => times.push(responseTimeMs));
  });
}
