import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../../src/server/db/database.js';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { hashSecret } from '../../../src/server/security/secret-hash.js';
import { STATIC_HEADER } from '../helper.js';

/** An account to insert; every field but the username has a default (an active user). */
export interface TestUser {
  username: string;
  password?: string;
  passwordHash?: string;
  accountStatus?: number;
  isAdmin?: boolean;
  isSso?: boolean;
  roleId?: number | null;
  organizationName?: string | null;
  domainId?: string | null;
  /** Days since registration (default 1). */
  createdDaysAgo?: number;
  /** Whether it has signed in before (default true: unused credentials expire). */
  hasSignedIn?: boolean;
}

/** The one password test accounts get unless they say otherwise (meets the direct policy). */
export const TEST_PASSWORD = 'Pasw0rdX';

/** Inserts the role a test user points at (the demo data is not loaded in tests). */
export async function ensureRole(db: Queryable, id = 1, name = 'Ordering Provider'): Promise<void> {
  await db.query("INSERT INTO roles (id, name, kind) VALUES ($1, $2, 'provider') ON CONFLICT (id) DO NOTHING", [id, name]);
}

/** Inserts an account with a scrypt-hashed password; answers its id. */
export async function insertUser(db: Queryable, user: TestUser): Promise<number> {
  const roleId = user.roleId === undefined ? 1 : user.roleId;
  if (roleId !== null) await ensureRole(db, roleId);
  const hash = user.passwordHash ?? (await hashSecret(user.password ?? TEST_PASSWORD));
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (username, domain_id, first_name, last_name, email, password_hash, account_status, role_id,
                        organization_name, is_admin, is_sso, created_at, last_sign_in_at)
     VALUES ($1, $2, 'Pat', 'Lee', $1, $3, $4, $5, $6, $7, $8,
             now() - make_interval(days => $9), CASE WHEN $10 THEN now() - interval '1 day' END)
     RETURNING id`,
    [
      user.username,
      user.domainId ?? null,
      hash,
      user.accountStatus ?? 1,
      roleId,
      user.organizationName === undefined ? 'Lee Clinic' : user.organizationName,
      user.isAdmin ?? false,
      user.isSso ?? false,
      user.createdDaysAgo ?? 1,
      user.hasSignedIn ?? true,
    ],
  );
  return Number(rows[0]?.id);
}

/** POST /api/user/login as the portal sends it. */
export function signIn(
  app: FastifyInstance,
  userName: string,
  password = TEST_PASSWORD,
  extra: { cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { ...STATIC_HEADER, ...extra.headers, ...(extra.cookie ? { cookie: `${SESSION_COOKIE}=${extra.cookie}` } : {}) },
    remoteAddress: extra.remoteAddress,
    payload: { userName, password },
  });
}

/** A signed-in session: the cookie value and the CSRF token writes must carry. */
export interface TestSession {
  cookie: string;
  csrfToken: string;
}

let nextAddress = 0;
/** A client address of its own for each call, so a file's many sign-ins stay under the rate limit. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

/** Signs in and answers the session, failing loudly if the sign-in did not succeed. */
export async function openSession(app: FastifyInstance, userName: string, password = TEST_PASSWORD): Promise<TestSession> {
  const response = await signIn(app, userName, password, { remoteAddress: freshAddress() });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE)?.value;
  return { cookie: cookie as string, csrfToken: response.json().csrfToken as string };
}

/** Headers of a call made within `session`; `csrf` adds its token (writes need it). */
export function sessionHeaders(session: TestSession, csrf = false): Record<string, string> {
  return { ...STATIC_HEADER, cookie: `${SESSION_COOKIE}=${session.cookie}`, ...(csrf ? { 'x-csrf-token': session.csrfToken } : {}) };
}
