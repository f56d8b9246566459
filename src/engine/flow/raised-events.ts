/*
 * Events the flow machine raises by itself, for the flows' `global` events to answer: a
 * session that ended, and a refusal that is a system error.
 */

import type { CallResult } from './call.js';

/** The event raised when a call or load answers 401 that no outcome handled, for a flow's `global` to answer. */
export const UNAUTHORIZED_EVENT = 'unauthorized';

/** The status of a session that ended (spec: "Any 401 response sends the user to /logged-out/inactivity"). */
export const UNAUTHORIZED_STATUS = 401;

/**
 * The event a screen sends for an answer it met outside the flow's calls (a table's page, a
 * field check, a download) when that answer says the session ended, carrying it as `result`
 * so the flows can tell a session logged out from one left idle; none for any other answer.
 */
export function sessionEndedEvent(result: CallResult): { type: typeof UNAUTHORIZED_EVENT; result: CallResult } | undefined {
  return result.status === UNAUTHORIZED_STATUS ? { type: UNAUTHORIZED_EVENT, result } : undefined;
}

/** The event raised for a refusal that is a system error (see {@link isSystemErrorStatus}); `$result/status` tells which. */
export const SYSTEM_ERROR_EVENT = 'systemError';

/** The spec's error catalogue: 400, 403, 404 and 500 (any 5xx) interrupt with a System Error modal. */
export function isSystemErrorStatus(status: number): boolean {
  return status === 400 || status === 403 || status === 404 || status >= 500;
}
