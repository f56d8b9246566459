import { bindTemplate, resolveValue, type BindingScope } from '../bindings/binding.js';
import { buildPath } from './route-pattern.js';
import type { CallDefinition, Outcome } from './flow-definition.js';
import { UNAUTHORIZED_STATUS } from './raised-events.js';

/** A call ready to send: its bindings filled in. */
export interface BoundRequest {
  method: CallDefinition['method'];
  /** Path and query string, relative to the API's host. */
  url: string;
  body?: unknown;
}

/** What came back: the status (0 when nothing came back at all) and the parsed JSON body. */
export interface CallResult {
  status: number;
  body?: unknown;
}

/** Sends a bound request; answers every status (no throwing on 4xx). The portal's API client implements it. */
export type RequestPrimitive = (request: BoundRequest) => Promise<CallResult>;

/** Fills a call's bindings: path params (URI-encoded by buildPath), query string and body. */
export function bindCall(call: CallDefinition, scope: BindingScope): BoundRequest {
  const pathParams: Record<string, string> = {};
  for (const [name, value] of Object.entries(call.pathParams ?? {})) {
    const bound = resolveValue(value, scope);
    if (bound !== undefined && bound !== null) pathParams[name] = String(bound);
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    const bound = resolveValue(value, scope);
    if (bound !== undefined && bound !== null) search.set(name, String(bound));
  }
  const query = search.toString();
  // buildPath keeps a trailing slash out; the server routes both forms alike.
  const url = buildPath(call.path, pathParams) + (query ? `?${query}` : '');
  return call.body === undefined ? { method: call.method, url } : { method: call.method, url, body: bindTemplate(call.body, scope) };
}

/**
 * Whether an answer's status is one an outcome names (any status when it names none). A 401
 * says the session ended, not that the call was refused, so only an outcome that names it
 * (`401`, or a list with it) takes it: a class ("4xx") or no status leaves it to the flows'
 * global `unauthorized` (docs/decisions/a-401-ends-the-session.md).
 */
export function statusMatches(status: number, wanted: Outcome['status']): boolean {
  if (typeof wanted === 'number') return status === wanted;
  if (Array.isArray(wanted)) return wanted.includes(status);
  if (status === UNAUTHORIZED_STATUS) return false;
  if (wanted === undefined) return true;
  if (wanted === 'failed') return status === 0;
  const hundreds = Number(wanted[0]);
  return Math.floor(status / 100) === hundreds;
}

/** A 2xx status: a call that did what it was asked. */
export const succeeded = (result: CallResult): boolean => result.status >= 200 && result.status < 300;
