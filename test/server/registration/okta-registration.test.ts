// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { ONE_BROWSER } from '../identity-provider/support.js';
import { goodRegistration, insertReferenceRows } from './reference-rows.js';
import { text } from '../../support/rules.js';

const WRONG_CODE =
  text('identityProvider.code.mismatch');
const WRONG_HEADER = Object.fromEntries(Object.keys(STATIC_HEADER).map((name) => [name, 'wrong']));
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(() => app.close());

/** A multi-factor registration: the direct body without security answers, a password of the multi-factor policy. */
function mfaRegistration(username: string, overrides: Record<string, unknown> = {}) {
  const body = goodRegistration({ username, useSameEmail: true, email: undefined, password: 'Kb7mQz2wLp9!x', confirmPassword: 'Kb7mQz2wLp9!x', ...overrides });
  delete body.securityAnswers;
  return body;
}

function register(body: unknown, headers: Record<string, string> = ONE_BROWSER) {
  return app.inject({ method: 'POST', url: '/api/user/okta-registration', headers, payload: body as Record<string, unknown> });
}

function confirm(payload: unknown, headers: Record<string, string> = ONE_BROWSER) {
  return app.inject({ method: 'PUT', url: '/api/user/oktaRegistration/confirmation', headers, payload: payload as Record<string, unknown> });
}

function answer(payload: unknown, headers: Record<string, string> = ONE_BROWSER) {
  return app.inject({ method: 'POST', url: '/api/user/okta-registration/same-email', headers, payload: payload as Record<string, unknown> });
}

/**
 * Registers `username` once and proves the address with its code, then removes the portal
 * account and its mail: the provider user stays, as for another application. Answers the
 * second registration, the one asked about it.
 */
async function registerKnownAddress(username: string) {
  expect((await register(mfaRegistration(username))).statusCode).toBe(201);
  expect((await confirm({ email: username, oktaPasscode: await codeMailedTo(username) })).statusCode).toBe(200);
  await app.db.query('DELETE FROM users WHERE username = $1', [username]);
  await app.db.query('DELETE FROM outbox WHERE recipient = $1', [username]);
  return register(mfaRegistration(username));
}

async function codeMailedTo(address: string): Promise<string> {
  const [mail] = await app.db.query<{ text_body: string }>(
    "SELECT text_body FROM outbox WHERE recipient = $1 AND template = 'oneTimeCode' ORDER BY id DESC LIMIT 1",
    [address],
  );
  return /verification code is (\d+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
}

async function account(username: string) {
  const [row] = await app.db.query<Record<string, unknown>>(
    'SELECT account_status, migration_status, identity_status, okta_user_id, password_hash FROM users WHERE username = $1',
    [username],
  );
  return row;
}

describe('POST /api/user/okta-registration and PUT /api/user/oktaRegistration/confirmation', { timeout: 60_000 }, () => {
  it('stages the account at the identity provider, mails a code, and a right code puts the account under review', async () => {
    const username = 'mfa.one@clinic.example.org';
    const created = await register(mfaRegistration(username));
    expect(created.statusCode).toBe(201);
    const answer = created.json() as { success: boolean; email: string; oktaUserId: string; sameEmail: boolean };
    expect(answer).toMatchObject({ success: true, email: username, sameEmail: false });
    expect(await account(username)).toEqual({ account_status: 2, migration_status: 'S', identity_status: null, okta_user_id: answer.oktaUserId, password_hash: null });

    const code = await codeMailedTo(username);
    expect(code).toMatch(/^\d+$/);
    const wrong = await confirm({ email: username, oktaPasscode: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ message: WRONG_CODE }] });

    const right = await confirm({ email: username.toUpperCase(), oktaPasscode: code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ success: true });
    expect(await account(username)).toMatchObject({ account_status: 3, migration_status: 'A', identity_status: 'N' });

    // A replayed code finds no pending registration.
    expect((await confirm({ email: username, oktaPasscode: code })).statusCode).toBe(400);
  });

  it('asks before joining an address the identity provider knows: Yes stages it and mails a code, once', async () => {
    const username = 'mfa.same@clinic.example.org';
    const again = await registerKnownAddress(username);
    expect(again.statusCode).toBe(201);
    const asked = again.json() as { sameEmail: boolean; sameEmailToken: string; oktaUserId?: string };
    expect(asked).toMatchObject({ success: true, email: username, sameEmail: true });
    expect(asked.oktaUserId).toBeUndefined();
    // Nothing changes until the answer: no code mailed, nothing staged.
    expect(await codeMailedTo(username)).toBe('');
    expect(await account(username)).toMatchObject({ account_status: 2, migration_status: null, okta_user_id: null });

    const yes = await answer({ email: username, token: asked.sameEmailToken, register: true });
    expect(yes.statusCode).toBe(200);
    const joined = yes.json() as { oktaUserId: string };
    expect(joined).toMatchObject({ success: true, email: username });
    expect(await account(username)).toMatchObject({ account_status: 2, migration_status: 'S', okta_user_id: joined.oktaUserId });
    const code = await codeMailedTo(username);
    expect(code).toMatch(/^\d+$/);
    // The question is answered once.
    const replay = await answer({ email: username, token: asked.sameEmailToken, register: false });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errors: [{ messageId: 'registration.sameEmailExpired' }] });
    expect(await account(username)).toMatchObject({ migration_status: 'S' });
    expect((await confirm({ email: username, oktaPasscode: code })).statusCode).toBe(200);
  });

  it('removes the pending registration on No, so the address is free and no code is mailed', async () => {
    const username = 'mfa.declined@clinic.example.org';
    const asked = (await registerKnownAddress(username)).json() as { sameEmailToken: string };
    // A token answers for its own registration only.
    const foreign = await answer({ email: 'mfa.one@clinic.example.org', token: asked.sameEmailToken, register: false });
    expect(foreign.statusCode).toBe(400);
    expect(await account(username)).toBeDefined();

    const no = await answer({ email: username, token: asked.sameEmailToken, register: false });
    expect(no.statusCode).toBe(200);
    expect(await account(username)).toBeUndefined();
    expect(await codeMailedTo(username)).toBe('');
    // Asked again on a new try, not "Email is taken".
    expect((await register(mfaRegistration(username))).json()).toMatchObject({ sameEmail: true });
  });

  it('refuses an answer without its token or with a made-up one, changing nothing', async () => {
    const missing = await answer({ email: 'mfa.none@clinic.example.org', register: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: '/token', messageId: 'field.required' }] });
    const madeUp = await answer({ email: 'mfa.none@clinic.example.org', token: 'x'.repeat(43), register: true });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toMatchObject({ errors: [{ messageId: 'registration.sameEmailExpired' }] });
    const control = await answer({ email: 'mfa.none@clinic.example.org', token: 'a\u0000b', register: true });
    expect(control.statusCode).toBe(400);
  });

  it('refuses a password against the multi-factor policy, and keeps no account when the provider refuses', async () => {
    const noSymbol = await register(mfaRegistration('mfa.two@clinic.example.org', { password: 'Kb7mQz2wLp9x', confirmPassword: 'Kb7mQz2wLp9x' }));
    expect(noSymbol.statusCode).toBe(400);
    expect(noSymbol.json()).toMatchObject({ errors: [{ path: '/password', message: text('password.rule.special') }] });

    // Only the provider knows the e-mail rules: "mfatwo" is the address's local part.
    const username = 'mfatwo@clinic.example.org';
    const refused = await register(mfaRegistration(username, { password: 'Xmfatwo9!q', confirmPassword: 'Xmfatwo9!q' }));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(text('identityProvider.password.notContainEmailLocalPart'));
    expect(await account(username)).toBeUndefined();
  });

  it('answers "Email is taken" for a username already registered', async () => {
    expect((await register(mfaRegistration('mfa.taken@clinic.example.org'))).statusCode).toBe(201);
    const again = await register(mfaRegistration('MFA.taken@clinic.example.org'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ path: '/username', message: text('username.taken') }] });
  });

  it('answers the wrong-code message for an address with no pending registration, and field errors for a bad body', async () => {
    const unknown = await confirm({ email: 'nobody@clinic.example.org', oktaPasscode: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ message: WRONG_CODE }] });
    const missing = await confirm({ email: 'nobody@clinic.example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: '/oktaPasscode', messageId: 'field.required' }] });
  });

  it('answers 403 without the static header or with a wrong one', async () => {
    expect((await register(mfaRegistration('mfa.header@clinic.example.org'), {})).statusCode).toBe(403);
    expect((await register(mfaRegistration('mfa.header@clinic.example.org'), WRONG_HEADER)).statusCode).toBe(403);
    expect((await confirm({ email: 'a@b.co', oktaPasscode: '1' }, {})).statusCode).toBe(403);
    expect((await confirm({ email: 'a@b.co', oktaPasscode: '1' }, WRONG_HEADER)).statusCode).toBe(403);
    expect(await account('mfa.header@clinic.example.org')).toBeUndefined();
  });
});
