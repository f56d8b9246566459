import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';

/** Recovery events written to the append-only audit table. */
export type AccessEvent =
  | 'access.lookup'
  | 'access.answers'
  | 'access.captcha'
  | 'access.resetLink'
  | 'access.passwordChanged'
  | 'access.username'
  | 'access.unlock'
  | 'access.accountUpdate';

/**
 * Appends one audit row. Only the event, the account, the outcome and the client address:
 * never an answer, token, password or captcha text (the audit is read by more people than
 * the database's secrets should be).
 */
export async function audit(
  db: Queryable,
  request: FastifyRequest,
  event: AccessEvent,
  outcome: string,
  userId: number | null,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  await db.query('INSERT INTO audit_events (event, user_id, outcome, client_address, detail) VALUES ($1, $2, $3, $4, $5)', [
    event,
    userId,
    outcome,
    request.ip,
    JSON.stringify(detail),
  ]);
}
