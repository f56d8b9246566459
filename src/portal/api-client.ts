import type { BoundRequest, CallResult, RequestPrimitive } from '../engine/flow/call.js';

/** Where the API lives: same origin unless a cross-origin host is configured at build time. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** The header every call carries (the spec's static custom header). */
export interface StaticHeader {
  name: string;
  value: string;
}

/**
 * The one place that calls fetch, as the flows' request primitive. Every request carries
 * the static header, sends and reads JSON and keeps cookies same-origin. Every status is
 * answered as it came, never thrown: the flow's outcomes judge it. A failed network throws,
 * which the flow machine reads as "no answer" (status 0).
 */
export function createApiClient(header: StaticHeader): { request: RequestPrimitive } {
  async function request(bound: BoundRequest): Promise<CallResult> {
    const response = await fetch(API_BASE + bound.url, {
      method: bound.method,
      credentials: 'same-origin',
      headers: {
        [header.name]: header.value,
        Accept: 'application/json',
        ...(bound.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: bound.body === undefined ? undefined : JSON.stringify(bound.body),
    });
    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    return { status: response.status, body };
  }
  return { request };
}
