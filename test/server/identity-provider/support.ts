import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { hashToken } from '../../../src/server/security/tokens.js';
import { csrfTokenFor } from '../../../src/server/security/csrf-token.js';
import { STATIC_HEADER } from '../helper.js';

/**
 * The headers of one browser: the static header, and the code challenge cookie a browser
 * keeps once it asked for a one-time code (a code is tried by the browser that asked for it).
 */
export const ONE_BROWSER = { ...STATIC_HEADER, cookie: 'portal_code_challenge=the-tests-browser' };

/** One API call with the static header, as the portal makes it, from {@link ONE_BROWSER}. */
export function callApi(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = ONE_BROWSER) {
  const options: InjectOptions = { method, url: `/api/authentication${url}`, headers };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** A fresh external user's registration payload; `n` keeps logins and names apart between tests. */
export function externalUser(n: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Robin',
    lastName: 'Okafor',
    email: `robin.okafor.${n}@clinicmail.example.org`,
    password: 'Blue#Rive7',
    userGroupType: 'Staged',
    userType: 'External',
    emailOtpVerificationStatus: 'pending',
    ...overrides,
  };
}

let registrations = 0;

/**
 * Registers an external user through the API and answers its id. Each from a client address
 * of its own: a test file registers more users than one address's budget allows (the call
 * spends `rateLimits.availability`).
 */
export async function registerUser(app: FastifyInstance, n: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const body = externalUser(n, overrides);
  registrations += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/authentication/register',
    headers: ONE_BROWSER,
    payload: body,
    remoteAddress: `10.77.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { id: response.json<{ id: string }>().id, email: body.email };
}

/** The newest mail of a template to an address, from the outbox table. */
export async function lastMail(app: FastifyInstance, to: string, template: string): Promise<string> {
  const rows = await app.db.query<{ text_body: string }>(
    'SELECT text_body FROM outbox WHERE recipient = $1 AND template = $2 ORDER BY id DESC LIMIT 1',
    [to, template],
  );
  if (!rows[0]) throw new Error(`no ${template} mail to ${to}`);
  return rows[0].text_body;
}

/** Sends a one-time code and answers it, read from the mail as the user would. */
export async function sendCode(app: FastifyInstance, user: { id: string; email: string }): Promise<string> {
  const response = await callApi(app, 'GET', `/${user.id}/emailotp`);
  if (response.statusCode !== 200) throw new Error(`emailotp failed: ${response.body}`);
  const code = /verification code is (\d{6})/.exec(await lastMail(app, user.email, 'oneTimeCode'))?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** Asks for a recovery link and answers the token it carries. */
export async function sendRecovery(app: FastifyInstance, user: { id: string; email: string }): Promise<string> {
  const response = await callApi(app, 'GET', `/${user.id}/passwordrecoverytoken`);
  if (response.statusCode !== 200) throw new Error(`passwordrecoverytoken failed: ${response.body}`);
  const link = /https:\/\/\S+/.exec(await lastMail(app, user.email, 'passwordResetLink'))?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error('no recovery link in the mail');
  return token;
}

/** A code that differs from `code` in its last digit. */
export function tamper(code: string): string {
  return code.slice(0, -1) + String((Number(code.slice(-1)) + 1) % 10);
}

/** Registers an external user and verifies its address with a mailed code, as the user would: an ACTIVE user. */
export async function registerActiveUser(app: FastifyInstance, n: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const user = await registerUser(app, n, overrides);
  const code = await sendCode(app, user);
  const response = await callApi(app, 'GET', `/${user.id}/verifyemailotp/${code}`);
  if (response.statusCode !== 200) throw new Error(`verifyemailotp failed: ${response.body}`);
  return user;
}

/**
 * A live session of a new portal account, linked to provider user `oktaUserId` if given, an
 * administrator's if `isAdmin`: answers the headers a call in that session sends (the static
 * header, the session cookie and the CSRF token writes need).
 */
export async function sessionHeaders(app: FastifyInstance, options: { oktaUserId?: string; isAdmin?: boolean } = {}): Promise<Record<string, string>> {
  const username = `session.${randomBytes(6).toString('hex')}@clinicmail.example.org`;
  const [portal] = await app.db.query<{ id: string }>(
    `INSERT INTO users (username, first_name, last_name, email, account_status, okta_user_id, is_admin) VALUES ($1, 'Sam', 'Tester', $1, 1, $2, $3) RETURNING id`,
    [username, options.oktaUserId ?? null, options.isAdmin ?? false],
  );
  const token = randomBytes(32).toString('base64url');
  await app.db.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)', [hashToken(token), portal?.id]);
  return { ...STATIC_HEADER, cookie: `${SESSION_COOKIE}=${token}`, 'x-csrf-token': csrfTokenFor(token) };
}
