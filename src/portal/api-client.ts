import type { FieldError } from '../engine/validation/field-error.js';

/** Where the API lives: same origin unless a cross-origin host is configured at build time. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** An API answer that was not 2xx. `errors` carries field errors when the server gave them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly FieldError[],
  ) {
    super(`API answered ${status}`);
  }
}

/** The header every call carries (the spec's static custom header). */
export interface StaticHeader {
  name: string;
  value: string;
}

/**
 * The one place that calls fetch. Every request carries the static header, sends and reads
 * JSON, keeps cookies same-origin, and turns a non-2xx answer into an ApiError.
 */
export function createApiClient(header: StaticHeader) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(API_BASE + path, {
      method,
      credentials: 'same-origin',
      headers: {
        [header.name]: header.value,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const errors = (payload as { errors?: FieldError[] } | undefined)?.errors ?? [];
      throw new ApiError(response.status, errors);
    }
    return payload as T;
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
  };
}

/** The API client type. */
export type ApiClient = ReturnType<typeof createApiClient>;
