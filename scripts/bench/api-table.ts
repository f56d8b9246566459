import type { LoadResult } from './load-run.js';
import { markdownTable } from './markdown-table.js';

/** One list query's sequential timings (p95, ms) on one engine. */
export interface QueryTiming {
  name: string;
  clientP95Ms: number;
  serverP95Ms: number;
  /** The best plain SQL for the same ten rows, on the same handle: the floor. */
  sqlP95Ms: number;
  /** Server time of the first request after the account changed, median of 5. */
  afterChangeMs: number;
  rows: string;
}

/** What `npm run bench:api` measured on one database engine. */
export interface EngineFigures {
  label: string;
  seeded: string;
  requests: number;
  queries: QueryTiming[];
  /** GET PageSize: a signed-in call without the list, the cost every call pays. */
  reference: { clientP95Ms: number; serverP95Ms: number };
  load: LoadResult[];
  connections: number;
  seconds: number;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * The section of docs/performance.md for `npm run bench:api`: per engine, the sequential
 * timings beside their SQL floor and the signed-in reference call, then the load runs.
 */
export function apiTable(engines: readonly EngineFigures[], notMeasured: readonly string[]): string {
  const parts = engines.map((engine) => {
    const timings = markdownTable(
      ['Query', 'API client p95', 'API server p95', 'SQL p95', 'server / SQL', 'after a change', 'rows'],
      [
        ...engine.queries.map((query) => [
          query.name,
          ms(query.clientP95Ms),
          ms(query.serverP95Ms),
          ms(query.sqlP95Ms),
          `${(query.serverP95Ms / query.sqlP95Ms).toFixed(1)}x`,
          `${query.afterChangeMs.toFixed(0)} ms`,
          query.rows,
        ]),
        ['reference: GET PageSize', ms(engine.reference.clientP95Ms), ms(engine.reference.serverP95Ms), '', '', '', ''],
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
    );
    const load =
      engine.load.length === 0
        ? 'Load runs skipped (BENCH_SECONDS=0).'
        : `Load: autocannon, ${engine.connections} connections, ${engine.seconds} s per run, loopback only.\n\n` +
          markdownTable(
            ['Call', 'req/s', 'p95', 'not 2xx'],
            engine.load.map((run) => [run.name, run.requestsPerSecond.toFixed(0), `${run.p95Ms.toFixed(1)} ms`, `${run.failures} of ${run.total}`]),
            ['l', 'r', 'r', 'r'],
          );
    return (
      `### ${engine.label}\n\n${engine.seeded}. Sequential requests: ${engine.requests} timed per query after a warm-up; ` +
      `SQL the same count on the same handle. "after a change": server time of the first request after the account changed, median of 5; ` +
      `"reference": a signed-in call without the list.\n\n${timings}\n\n${load}`
    );
  });
  return [...parts, ...notMeasured.map((line) => `- ${line}`)].join('\n\n');
}
