import { p95 } from './load-run.js';
import type { LoadCall, LoadSample } from './load-users.js';
import { markdownTable, mark } from './markdown-table.js';

/** What `npm run bench:load` ran and found. */
export interface LoadFigures {
  users: number;
  seconds: number;
  thinkMs: number;
  elapsedSeconds: number;
  instances: number;
  database: string;
  samples: readonly LoadSample[];
  /** Sign-in failures and sheddings the instances' own /metrics counted during the run. */
  serverSide: string;
}

const CALLS: readonly LoadCall[] = ['sign-in', 'provider list', 'sign-out'];

/** Requests that were not 2xx (refused, reset and timed out included), by status ("0": no answer). */
function errorsByStatus(samples: readonly LoadSample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    if (sample.status >= 200 && sample.status <= 299) continue;
    const key = sample.status === 0 ? `no answer (${sample.failure ?? 'unknown'})` : String(sample.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts.size === 0 ? 'none' : [...counts].map(([what, count]) => `${count} x ${what}`).join(', ');
}

/** The section of docs/performance.md for `npm run bench:load` (also what it prints). */
export function loadTable(figures: LoadFigures): string {
  const { samples, elapsedSeconds } = figures;
  const failed = (list: readonly LoadSample[]) => list.filter((sample) => sample.status < 200 || sample.status > 299).length;
  const row = (name: string, list: readonly LoadSample[]) => [
    name,
    list.length.toLocaleString('en-US'),
    (list.length / elapsedSeconds).toFixed(1),
    `${p95(list.map((sample) => sample.ms)).toFixed(1)} ms`,
    `${failed(list)} ${mark(failed(list) === 0)}`,
  ];
  const rounds = samples.filter((sample) => sample.call === 'sign-out' && sample.status >= 200 && sample.status < 300).length;
  const table = markdownTable(
    ['Call', 'requests', 'req/s', 'p95', 'errors (target 0)'],
    [...CALLS.map((call) => row(call, samples.filter((sample) => sample.call === call))), row('all', samples)],
    ['l', 'r', 'r', 'r', 'r'],
  );
  return [
    `${figures.users} users for ${figures.seconds} s (${elapsedSeconds.toFixed(1)} s until the last round ended), each round sign-in, provider list (first page), sign-out with a pause of ${figures.thinkMs} ms after each answer, ` +
      `against ${figures.instances} server processes (\`npm start\`'s server.ts, shedding on with its defaults) on one PostgreSQL database (${figures.database}), ` +
      'every request to the next instance in turn, each user from its own loopback address. The load generator runs on the same 2 cores.',
    table,
    `- Rounds completed: ${rounds.toLocaleString('en-US')} (${(rounds / elapsedSeconds).toFixed(1)} per second). Errors: any answer not 2xx, or none: ${errorsByStatus(samples)}.`,
    `- The instances' own /metrics after the run: ${figures.serverSide}.`,
  ].join('\n\n');
}
