import type { FastifyInstance, InjectOptions } from 'fastify';
import { STATIC_HEADER } from '../helper.js';

/** One API call with the static header, as the portal makes it. */
export function callApi(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = STATIC_HEADER) {
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

/** Registers an external user through the API and answers its id. */
export async function registerUser(app: FastifyInstance, n: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const body = externalUser(n, overrides);
  const response = await callApi(app, 'POST', '/register', body);
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
