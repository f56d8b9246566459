// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import portalConfig from '../../schemas/config/portal.json';
import { DEMO_NPI, DEMO_SECURITY_QUESTIONS } from '../../src/server/demo/demo-data.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** A port of this clone's range (4300-4399) for the one server process this file starts. */
const PORT = 4331;

/** `npm start`'s entry in demo mode on a fresh embedded database, with no PORTAL_URL, once its dev links are out: what it wrote to stdout so far, and a stop. */
function start(dataDir: string): Promise<{ output: () => string; stop: () => Promise<void> }> {
  const { PORTAL_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...inherited, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_MODE: 'true' },
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

// `npm start` runs on its own embedded database whatever the tests' engine: once, in the unit run.
// One start serves both tests (each start sets up the embedded engine and the demo data, about
// ten seconds on two busy cores); it has no PORTAL_URL, so the portal's address is the one it
// prints. The last test stops it to read the whole log.
describe('npm start in demo mode', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-links-'));
  let server: { output: () => string; stop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    server = await start(join(dataDir, 'pglite'));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const output = () => (server as { output: () => string }).output();

  it('mails links to the address it prints when started with no PORTAL_URL (issue 24 point 15)', async () => {
    const printed = /The portal: (\S+)/.exec(output())?.[1] as string;
    expect(printed).toBe(`http://localhost:${PORT}`);
    const mailbox = /dev mailbox\s+(\S+)/.exec(output())?.[1] as string;
    const api = `http://127.0.0.1:${PORT}/api`;
    const { name, value } = portalConfig.staticHeader;
    const username = `printed${Date.now() % 100_000}@clinic.example`;
    const registered = await fetch(`${api}/user/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [name]: value },
      body: JSON.stringify({
        firstName: 'Pat', lastName: 'Lee', username, password: 'Kb7mQz2wLp9', confirmPassword: 'Kb7mQz2wLp9', isInternalUser: false,
        securityAnswers: DEMO_SECURITY_QUESTIONS.slice(0, 3).map((question) => ({ QuestionId: question.id, Answer: 'Fluffy' })),
        userRole: 1, organizationName: 'Lee Family Medicine', address: { addressLine1: '1200 Main Street', city: 'Richmond', state: 'VA', zipCode: '23219' },
        useSameEmail: true, phone: { number: '8045551234' }, fax: '8045551235', commercialHealthplanSelected: true,
        providerIdentifiers: [{ type: 1, value: DEMO_NPI.ordering }], providerClients: [{ id: 101, selected: true }], termsOfUse: true,
      }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    // The dev mailbox shows the mail as sent: its link leads to the printed address.
    const opened = await fetch(mailbox.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const page = await (await fetch(`http://127.0.0.1:${PORT}${opened.headers.get('location')}`, { headers: { cookie } })).text();
    const links = [...page.matchAll(/https?:\/\/[^\s"'<&]+\/user\/registration-email-validation\/[^\s"'<&]+/g)].map((match) => match[0]);
    expect(links.length, page.slice(0, 2000)).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${printed}/`)).toBe(true);
  });

  it("prints the dev pages' links with this start's key, which open them, and logs no key", async () => {
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

    // The log lines (JSON) of the start and of every request made to it hold no key; only the printed links do.
    await server?.stop();
    const logLines = output().split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.filter((line) => line.includes('"/dev/mailbox"'))).not.toEqual([]);
    expect(logLines.filter((line) => line.includes(key))).toEqual([]);
  });
});
