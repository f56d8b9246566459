import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashSecret } from '../../../src/server/security/secret-hash.js';
import { STATIC_HEADER } from '../helper.js';
import { ensureRole, openSession, sessionHeaders, TEST_PASSWORD, type TestSession } from '../user-session/session-fixtures.js';

/** A registration or account to insert; defaults make an external ordering provider under review. */
export interface StaffTestUser {
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  accountStatus?: number;
  roleId?: number;
  organizationName?: string | null;
  isAdmin?: boolean;
  /** Days since registration (default 1): the queue lists the oldest first. */
  createdDaysAgo?: number;
  identifiers?: readonly { type: number; value: string; clientId: number }[];
  clientIds?: readonly number[];
}

let hash: Promise<string> | undefined;

/** The health plans fixtures attach (the demo data is not loaded in tests). */
const PLANS = [
  { id: 101, name: 'Blue Valley Health Plan' },
  { id: 102, name: 'Summit Care Alliance' },
] as const;

/** Inserts an account with its plans and identifiers; answers its id. */
export async function insertStaffTestUser(app: FastifyInstance, user: StaffTestUser): Promise<number> {
  hash ??= hashSecret(TEST_PASSWORD);
  for (const plan of PLANS) await app.db.query('INSERT INTO clients (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [plan.id, plan.name]);
  await ensureRole(app.db, 1, 'Ordering Provider');
  if (user.roleId !== undefined && user.roleId !== 1) await ensureRole(app.db, user.roleId, `Role ${user.roleId}`);
  const rows = await app.db.query<{ id: string }>(
    `INSERT INTO users (username, first_name, last_name, email, password_hash, account_status, role_id, organization_name,
                        address_line1, city, state, zip_code, phone, is_admin, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '100 Monument Circle', 'Indianapolis', 'IN', '46204', '3175550100', $9,
             now() - make_interval(days => $10))
     RETURNING id`,
    [
      user.username,
      user.firstName ?? 'Pat',
      user.lastName ?? 'Lee',
      user.email ?? user.username,
      await hash,
      user.accountStatus ?? 3,
      user.roleId ?? 1,
      user.organizationName === undefined ? 'Lee Clinic' : user.organizationName,
      user.isAdmin ?? false,
      user.createdDaysAgo ?? 1,
    ],
  );
  const id = Number(rows[0]?.id);
  for (const clientId of user.clientIds ?? []) await app.db.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [id, clientId]);
  for (const identifier of user.identifiers ?? []) {
    await app.db.query('INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id) VALUES ($1, $2, $3, $4)', [
      id,
      identifier.type,
      identifier.value,
      identifier.clientId,
    ]);
  }
  return id;
}

/** An administrator's account and signed-in session. */
export async function adminSession(app: FastifyInstance, username = 'staff.admin@carelon.example'): Promise<{ id: number; session: TestSession }> {
  const id = await insertStaffTestUser(app, { username, firstName: 'Avery', lastName: 'Admin', accountStatus: 1, isAdmin: true, organizationName: null });
  return { id, session: await openSession(app, username) };
}

/** A staff call within `session` (writes carry its CSRF token). */
export function staffCall(
  app: FastifyInstance,
  session: TestSession | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const headers = session ? sessionHeaders(session, method !== 'GET') : { ...STATIC_HEADER };
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The outbox rows written to an address, oldest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<{ template: string; subject: string; text_body: string }[]> {
  return app.db.query('SELECT template, subject, text_body FROM outbox WHERE recipient = $1 ORDER BY id', [to]);
}

/** The audit rows of one event about one account, oldest first. */
export async function auditRows(app: FastifyInstance, event: string, userId: number): Promise<{ outcome: string; username: string | null; detail: Record<string, unknown> }[]> {
  const rows = await app.db.query<{ outcome: string; username: string | null; detail: unknown }>(
    'SELECT outcome, username, detail FROM audit_events WHERE event = $1 AND user_id = $2 ORDER BY id',
    [event, userId],
  );
  return rows.map((row) => ({ ...row, detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown> }));
}
