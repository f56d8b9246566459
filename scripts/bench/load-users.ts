import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { CSRF_HEADER } from '../../src/server/plugins/csrf-check.js';
import { SESSION_COOKIE } from '../../src/server/plugins/sessions.js';
import { loadPortalConfig } from '../../src/server/rules/load-content.js';

/** The three calls of a user's round, as the figures name them. */
export type LoadCall = 'sign-in' | 'provider list' | 'sign-out';

/** One answer (or failure) as the run recorded it. */
export interface LoadSample {
  call: LoadCall;
  /** The HTTP status; 0 when the request failed without one (refused, reset, timed out). */
  status: number;
  ms: number;
  /** Why there was no answer (status 0): the client's error message. */
  failure?: string;
}

/** What one run of the users asks for. */
export interface LoadPlan {
  /** The instances, called in turn request by request (round-robin, as a load balancer without stickiness would). */
  origins: readonly string[];
  users: number;
  seconds: number;
  username(n: number): string;
  password: string;
  /** A user's pause after each answer, in ms (a person reads the page before the next click). */
  thinkMs: number;
}

/** A request unanswered this long counts as failed (a load balancer's usual idle timeout). */
const REQUEST_TIMEOUT_MS = 60_000;

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

/** One HTTP request on `agent` (the user's own connections, from the user's own loopback address). */
function send(agent: Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' }, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => void (text += chunk));
      res.on('end', () => {
        const cookie = (res.headers['set-cookie'] ?? []).map((line) => new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line)?.[1]).find(Boolean);
        resolve({ status: res.statusCode ?? 0, body: text, cookie });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Runs `plan.users` simulated users for `plan.seconds`, each round: sign in (POST
 * /api/user/login), read the provider list (GET /api/providers/ProviderList, the first page),
 * sign out (POST /api/user/logout, with the session's CSRF token), then again, pausing
 * `plan.thinkMs` after each answer (a failed one too, so a failing instance is not hammered in
 * a tight loop). Every request
 * goes to the next instance in turn, so a session opened on one is used and ended on the
 * other. Each user connects from its own loopback address (127.0.1.x...), as 200 people come
 * from 200 addresses: the per-address sign-in budget is then each user's own, and the run
 * measures the portal, not 429s. Answers every request's call, status and time.
 */
export async function runLoadUsers(plan: LoadPlan): Promise<{ samples: LoadSample[]; elapsedSeconds: number }> {
  const { staticHeader } = loadPortalConfig();
  const samples: LoadSample[] = [];
  let turn = 0;
  const started = performance.now();
  const deadline = started + plan.seconds * 1000;

  const user = async (index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}` });
    const call = async (name: LoadCall, path: string, method: string, headers: Record<string, string>, body?: string) => {
      const origin = plan.origins[turn++ % plan.origins.length] as string;
      const from = performance.now();
      try {
        const answer = await send(agent, `${origin}${path}`, method, { [staticHeader.name]: staticHeader.value, ...headers }, body);
        samples.push({ call: name, status: answer.status, ms: performance.now() - from });
        return answer;
      } catch (error) {
        samples.push({ call: name, status: 0, ms: performance.now() - from, failure: error instanceof Error ? error.message : String(error) });
        return undefined;
      } finally {
        await new Promise((resolve) => setTimeout(resolve, plan.thinkMs));
      }
    };
    // Users arrive over the first second, not all in one instant.
    await new Promise((resolve) => setTimeout(resolve, (index / plan.users) * 1000));
    try {
      while (performance.now() < deadline) {
        const signedIn = await call('sign-in', '/api/user/login', 'POST', {}, JSON.stringify({ userName: plan.username(index + 1), password: plan.password }));
        if (signedIn?.status !== 200 || !signedIn.cookie) continue;
        const session = { cookie: `${SESSION_COOKIE}=${signedIn.cookie}`, [CSRF_HEADER]: String((JSON.parse(signedIn.body) as { csrfToken?: string }).csrfToken) };
        await call('provider list', '/api/providers/ProviderList', 'GET', session);
        await call('sign-out', '/api/user/logout', 'POST', session, '{}');
      }
    } finally {
      agent.destroy();
    }
  };

  await Promise.all(Array.from({ length: plan.users }, (_, index) => user(index)));
  return { samples, elapsedSeconds: (performance.now() - started) / 1000 };
}
