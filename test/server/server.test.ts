// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** A port of this clone's range (4300-4399) for the one server process this file starts. */
const PORT = 4331;

/** `npm start`'s entry in demo mode on a fresh embedded database, once its dev links are out: what it wrote to stdout so far, and a stop. */
function start(dataDir: string): Promise<{ output: () => string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_MODE: 'true', PORTAL_URL: `http://localhost:${PORT}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/screen gallery\s+\S+\n/.test(out)) resolve({ output: () => out, stop });
    });
    child.stderr?.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${err}`)));
  });
}

// The database's kind plays no part here: run once, in the embedded database's pass (CI's
// PostgreSQL pass runs beside the browser journeys, where every second of CPU counts).
describe.skipIf(process.env.TEST_DATABASE_URL)('npm start in demo mode', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-links-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("prints the dev pages' links with this start's key, which open them, and logs no key", async () => {
    const { output, stop } = await start(join(dataDir, 'pglite'));
    try {
      const out = output();
      const mailbox = /dev mailbox\s+(\S+)/.exec(out)?.[1] as string;
      expect(mailbox).toMatch(new RegExp(`^http://localhost:${PORT}/dev/mailbox\\?key=[A-Za-z0-9_-]{43}$`));
      const key = new URL(mailbox).searchParams.get('key') as string;
      expect(out).toContain(`http://localhost:${PORT}/dev/rule-book?key=${key}`);
      expect(out).toContain(`http://localhost:${PORT}/dev/screens?key=${key}`);

      const bare = await fetch(`http://127.0.0.1:${PORT}/dev/mailbox`);
      expect(bare.status).toBe(404);
      const opened = await fetch(mailbox.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
      expect(opened.status).toBe(303);
      const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const page = await fetch(`http://127.0.0.1:${PORT}${opened.headers.get('location')}`, { headers: { cookie } });
      expect(page.status).toBe(200);

      // The log lines (JSON) of the start and of those requests hold no key; only the printed links do.
      await stop();
      const logLines = output().split('\n').filter((line) => line.startsWith('{'));
      expect(logLines.filter((line) => line.includes('"/dev/mailbox"'))).not.toEqual([]);
      expect(logLines.filter((line) => line.includes(key))).toEqual([]);
    } finally {
      await stop();
    }
  });
});
