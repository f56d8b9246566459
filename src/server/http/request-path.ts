/**
 * A request's path as the router matched it: no query string, percent-escapes decoded.
 *
 * The router (find-my-way) decodes escapes before matching, so `POST /%61pi/user/login`
 * reaches `/api/user/login`. Every check that decides by path (is this an API call? does
 * it carry a secret?) must look at the decoded path too, or an escaped letter walks past
 * it. A malformed escape is left as sent (the router refuses such a request anyway).
 */
export function requestPath(url: string | undefined): string {
  const raw = (url ?? '').split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a request goes to the API (`/api` or below), judged on the decoded path. */
export function isApiRequest(url: string | undefined): boolean {
  const path = requestPath(url);
  return path === '/api' || path.startsWith('/api/');
}
