/**
 * Thrown by the database layer when PostgreSQL cannot be reached or has dropped the
 * connection (refused, reset, timed out, shutting down): the request was not wrong and the
 * portal is not broken, the database is away for now. The error handler answers it with 503
 * and Retry-After instead of 500; the pool opens fresh connections once it is back.
 */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), shutdown, start-up, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a server that is not there (or no longer). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own errors for a lost connection or a time limit, which carry no code. */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/** True when `error` says the database is away rather than that the statement failed. */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/** `error` as a {@link DatabaseUnavailableError} when it is a connection failure; otherwise unchanged. */
export function asUnavailable(error: unknown): unknown {
  return error instanceof DatabaseUnavailableError || !isConnectionFailure(error) ? error : new DatabaseUnavailableError(error);
}
