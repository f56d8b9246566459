import { randomBytes } from 'node:crypto';
import { completeNpi } from '../../../src/engine/rules/npi-check-digit.js';
import type { Queryable } from '../../../src/server/db/database.js';
import { CSRF_HEADER } from '../../../src/server/plugins/csrf-check.js';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { hashSecret } from '../../../src/server/security/secret-hash.js';
import { createSession } from '../../../src/server/security/session-store.js';
import { STATIC_HEADER } from '../helper.js';

/** Health plans of these tests: one plain, one with a PIN, one single-sign-on, one unsupported. */
export const PLAN = { alpha: 101, beta: 102, gamma: 103, delta: 104 } as const;
/** The PIN of the Beta plan. */
export const BETA_PIN = '4321';

/** Directory identifiers: NPIs valid by the check digit, a TIN, a CLID. */
export const ID = {
  npiA: completeNpi('123456789'),
  npiB: completeNpi('100000001'),
  npiC: completeNpi('100000002'),
  tinA: '123456780',
  clidA: 'CL-1',
} as const;

/**
 * Roles, plans and directory rows the tests read (the demo data is not loaded in tests):
 * npiA maps to Alpha and Beta for roles 1 and 2; npiB and npiC to Alpha for roles 1 and 2;
 * tinA to Alpha for role 1 only; clidA to Gamma for role 2.
 */
export async function seedDirectory(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO roles (id, name, kind) VALUES (1, 'Ordering Provider', 'provider'), (2, 'Servicing Provider', 'provider'),
       (4, 'Health Plan Operations', 'health_plan'), (5, 'Health Plan Representative', 'health_plan'), (10, 'Genetic Counselor', 'genetic_counselor') ON CONFLICT (id) DO NOTHING`,
  );
  await db.query(
    `INSERT INTO clients (id, name, is_sso, is_unsupported, url, pin_hash) VALUES
       ($1, 'Alpha Health', false, false, null, null), ($2, 'Beta Care', false, false, null, $5),
       ($3, 'Gamma SSO Plan', true, false, 'https://gamma.example/register', null),
       ($4, 'Delta Unsupported', false, true, 'https://delta.example', null)`,
    [PLAN.alpha, PLAN.beta, PLAN.gamma, PLAN.delta, await hashSecret(BETA_PIN)],
  );
  const rows: [number, string, number, number[]][] = [
    [1, ID.npiA, PLAN.alpha, [1, 2]],
    [1, ID.npiA, PLAN.beta, [1, 2]],
    [1, ID.npiB, PLAN.alpha, [1, 2]],
    [1, ID.npiC, PLAN.alpha, [1, 2]],
    [0, ID.tinA, PLAN.alpha, [1]],
    [3, ID.clidA, PLAN.gamma, [2]],
  ];
  for (const [type, value, client, roles] of rows) {
    await db.query('INSERT INTO provider_directory (identifier_type, identifier_value, client_id, allowed_roles) VALUES ($1, $2, $3, $4)', [type, value, client, roles]);
  }
}

/** An active account (no password needed: sessions are made directly); answers its id. */
export async function insertAccount(db: Queryable, options: { roleId?: number; isSso?: boolean; isAdmin?: boolean } = {}): Promise<number> {
  const name = `user-${randomBytes(6).toString('hex')}@clinic.example`;
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (username, first_name, last_name, email, account_status, role_id, is_sso, is_admin)
     VALUES ($1, 'Pat', 'Lee', $1, 1, $2, $3, $4) RETURNING id`,
    [name, options.roleId ?? 1, options.isSso ?? false, options.isAdmin ?? false],
  );
  return Number(rows[0]?.id);
}

/** Attaches an identifier to an account for a plan; answers the row id (a provider list row). */
export async function attachIdentifier(db: Queryable, userId: number, type: number, value: string, clientId: number | null): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [userId, type, value, clientId],
  );
  return Number(rows[0]?.id);
}

/** Headers of a signed-in call: the static header, the session cookie and the CSRF token. */
export async function signedInHeaders(db: Queryable, userId: number): Promise<Record<string, string>> {
  const session = await createSession(db, userId);
  return { ...STATIC_HEADER, cookie: `${SESSION_COOKIE}=${session.cookieValue}`, [CSRF_HEADER]: session.csrfToken };
}

/** The same call without the static header (for the 403 checks). */
export function withoutStaticHeader(headers: Record<string, string>): Record<string, string> {
  const copy = { ...headers };
  for (const name of Object.keys(STATIC_HEADER)) delete copy[name];
  return copy;
}
