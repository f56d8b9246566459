import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** A server process started as `npm start` starts one, and where it listens. */
export interface ServerProcess {
  process: ChildProcess;
  /** "http://127.0.0.1:41234" */
  origin: string;
  /** The exit code once it exits (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What it wrote to stderr so far (a crash, close-with-grace's complaints). */
  errors(): string;
}

/** How long a start (migrations included, on a busy machine) may take. */
const START_TIMEOUT_MS = 120_000;

/** A port free on 127.0.0.1 now (the system's choice), for a process to listen on next. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `src/server/server.ts` (what `npm start` runs, without the build) on 127.0.0.1 and a
 * free port, with `env` over this process's environment (LOG_LEVEL warn: a line per request
 * would cost a load run), and answers once `/health/ready` says ready. Rejects if it exits
 * first, with what it wrote to stderr.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_MODE: 'false', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve((code = exitCode))));
  const origin = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + START_TIMEOUT_MS; Date.now() < until; await sleep(100)) {
    if (code !== undefined) throw new Error(`the server stopped (${code}): ${err}`);
    const ready = await fetch(`${origin}/health/ready`).catch(() => undefined);
    if (ready?.status === 200) return { process: child, origin, exited, errors: () => err };
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s: ${err}`);
}
