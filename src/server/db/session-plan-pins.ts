import type { Queryable } from './database.js';

/*
 * PINs a session has proven (POST /api/clients/pin/validity/ answered right while signed in):
 * the spec's add-plans call carries no PIN, so the proof is kept for the session and goes
 * with it (docs/decisions/health-plans-and-pins.md). Only the session id's hash is stored.
 */

/** Keeps the proof that this session gave the plan's right PIN. */
export async function rememberProvenPin(db: Queryable, sessionIdHash: string, clientId: number): Promise<void> {
  await db.query('INSERT INTO session_plan_pins (session_id_hash, client_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [sessionIdHash, clientId]);
}

/** The plans among `clientIds` whose PIN this session has proven. */
export async function provenPinPlans(db: Queryable, sessionIdHash: string, clientIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ client_id: number }>('SELECT client_id FROM session_plan_pins WHERE session_id_hash = $1 AND client_id = ANY ($2::int[])', [sessionIdHash, clientIds]);
  return new Set(rows.map((row) => Number(row.client_id)));
}
