import { createHmac } from 'node:crypto';

/**
 * What the CSRF token is an HMAC of. Fixed: the key (the raw session id) is the secret, and
 * naming the purpose keeps this value apart from any other use of the same key.
 */
const CSRF_LABEL = 'portal csrf token v1';

/**
 * The CSRF token of a session: HMAC-SHA256 keyed by the raw session id (the cookie value)
 * over a fixed label, base64url. Derived, never stored: the sessions table keeps only the
 * id's SHA-256, from which neither the id nor this token can be computed, so a database dump
 * or backup hands out no CSRF token (OWASP's HMAC-based synchronizer token). Every server
 * process derives the same token from the same cookie, with no secret of its own, so a
 * session made on one instance works on another.
 */
export function csrfTokenFor(sessionId: string): string {
  return createHmac('sha256', sessionId).update(CSRF_LABEL, 'utf8').digest('base64url');
}
