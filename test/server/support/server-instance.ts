import { spawn, type ChildProcess } from 'node:child_process';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { CSRF_HEADER } from '../../../src/server/plugins/csrf-check.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { STATIC_HEADER } from '../helper.js';
import { TEST_PASSWORD } from '../user-session/session-fixtures.js';

/** A server process started as `npm start` would be (support/instance-main.ts), and its address. */
export interface Instance {
  process: ChildProcess;
  origin: string;
}

/** A signed-in session as a browser holds it. */
export interface Session {
  cookie: string;
  csrf: string;
}

/** Starts a server process on PostgreSQL at `databaseUrl`; `env` adds to or overrides its environment. */
export function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/support/instance-main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO_MODE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening (\S+)/.exec(out);
      if (found?.[1]) resolve({ process: child, origin: found[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${err}`)));
  });
}

/** The portal's call as a browser makes it: static header, and the session's cookie and CSRF token once signed in. */
export async function call(instance: Instance, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, session?: Session) {
  const headers: Record<string, string> = { ...STATIC_HEADER };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) Object.assign(headers, { cookie: `${SESSION_COOKIE}=${session.cookie}`, [CSRF_HEADER]: session.csrf });
  const answer = await fetch(`${instance.origin}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await answer.text();
  return {
    status: answer.status,
    headers: answer.headers,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookie: /portal[^=]*=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1],
  };
}

/** Signs in through the API; the session is undefined when sign-in was refused. */
export async function signIn(instance: Instance, userName: string, password = TEST_PASSWORD) {
  const answer = await call(instance, 'POST', '/api/user/login', { userName, password });
  return { ...answer, session: answer.cookie ? { cookie: answer.cookie, csrf: String(answer.json.csrfToken) } : undefined };
}
