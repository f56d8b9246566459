import type { SessionKeptAliveAnswer } from '../generated/types/answers/session-kept-alive.js';
import type { BoundRequest, CallResult, RequestPrimitive } from '../engine/flow/call.js';
import { formatAnswerDates } from '../engine/format/answer-dates.js';

/** Where the API lives: same origin unless a cross-origin host is configured at build time. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** The header every call carries (the spec's static custom header). */
export interface StaticHeader {
  name: string;
  value: string;
}

/** What the client tells of the session it sees (the inactivity countdown listens). */
export interface SessionWatch {
  /** Calls that end the session (log out): not activity, and the session is over when they succeed. */
  endPaths?: readonly string[];
  /** `active`: a call other than log out succeeded with a live session; `ended`: a 401 or a log out. */
  onChange?: (state: 'active' | 'ended') => void;
}

/** The header a write made with a session carries its CSRF token in (the server's synchronizer token). */
const CSRF_HEADER = 'X-CSRF-Token';
/** Methods that change something: the ones the server checks the CSRF token on. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The answer field a session's token arrives in (sign-in, the user configuration, a switch of user). */
function csrfTokenOf(body: unknown): string | undefined {
  // Sign-in, keep-alive and the user configuration answer it (schemas/answers); other answers have none.
  const token: unknown = typeof body === 'object' && body !== null ? (body as Partial<SessionKeptAliveAnswer>).csrfToken : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** JSON as data, an image (the captcha) as a `data:` URL an `<img>` can show, anything else as text. */
async function readAnswer(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  if (!type.startsWith('image/')) return response.text();
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${type.split(';')[0]};base64,${btoa(binary)}`;
}

/** Resolves in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The one place that calls fetch, as the flows' request primitive. Every request carries
 * the static header, sends and reads JSON and keeps cookies same-origin. Every status is
 * answered as it came, never thrown: the flow's outcomes judge it. A failed network throws,
 * which the flow machine reads as "no answer" (status 0).
 *
 * The session itself is an HttpOnly cookie the page never sees; its CSRF token comes with
 * every answer to a request with a session (a header, and the body of sign-in and the user
 * configuration) and is held here, in memory only, and sent on every write. A 401 means the
 * session is gone: the token is forgotten with it.
 */
export function createApiClient(header: StaticHeader, session: SessionWatch = {}): { request: RequestPrimitive } {
  let csrfToken: string | undefined;
  const ends = (bound: BoundRequest) => (session.endPaths ?? []).some((path) => bound.url === path || bound.url.startsWith(`${path}?`));
  const write = (bound: BoundRequest) => WRITES.has(bound.method.toUpperCase());
  const send = (bound: BoundRequest) =>
    fetch(API_BASE + bound.url, {
      method: bound.method,
      credentials: 'same-origin',
      headers: {
        [header.name]: header.value,
        Accept: 'application/json',
        ...(bound.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(csrfToken && write(bound) ? { [CSRF_HEADER]: csrfToken } : {}),
      },
      body: bound.body === undefined ? undefined : JSON.stringify(bound.body),
    });
  // Requests under way: a write without the session's token waits for them (below).
  const underWay = new Set<Promise<unknown>>();
  function request(bound: BoundRequest): Promise<CallResult> {
    const made = (async () => {
      // After a reload the page knows no token until an answer names it; a screen's write and
      // its loads start together, so the write would be refused (403, a failed call in the
      // console) and sent again. It waits for the answers already coming instead.
      if (csrfToken === undefined && write(bound) && underWay.size > 0) await Promise.allSettled([...underWay]);
      // fetch's own synchronous part (a few ms a call on a phone) in a task of its own: a step's
      // loads all start in the commit that draws it, and would lengthen that one task together.
      else await nextTask();
      return exchange(bound);
    })();
    underWay.add(made);
    void made.finally(() => underWay.delete(made)).catch(() => undefined);
    return made;
  }
  async function exchange(bound: BoundRequest): Promise<CallResult> {
    const sentToken = csrfToken;
    let response = await send(bound);
    // The server names the session's token on every answer. A write refused for want of it
    // (the page was reloaded while signed in) is sent once more with it: the refusal came
    // before anything was done.
    const offered = response.headers.get(CSRF_HEADER);
    if (offered) csrfToken = offered;
    if (response.status === 403 && write(bound) && offered && offered !== sentToken) response = await send(bound);
    const json = (response.headers.get('content-type') ?? '').includes('json');
    const read: unknown = response.status === 204 ? undefined : await readAnswer(response).catch(() => undefined);
    // Dates as the spec shows them (MM/dd/yyyy, with h:mm a for *DateTime): screens show answers as they come.
    const body = json ? formatAnswerDates(read) : read;
    if (response.status === 401) csrfToken = undefined;
    else csrfToken = csrfTokenOf(body) ?? csrfToken;
    // Only an answer given to a live session (it names the session's token) is activity.
    const ok = response.status >= 200 && response.status < 300;
    if (response.status === 401 || (ok && ends(bound))) {
      if (ends(bound)) csrfToken = undefined;
      session.onChange?.('ended');
    } else if (ok && offered) session.onChange?.('active');
    return { status: response.status, body };
  }
  return { request };
}
