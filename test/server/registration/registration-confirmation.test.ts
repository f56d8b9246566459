// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueRegistrationToken } from '../../../src/server/db/registration-tokens.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows } from './reference-rows.js';
import { text } from '../../support/rules.js';

const LINK_INVALID = text('registration.linkInvalid');
let app: FastifyInstance;
let counter = 0;

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(() => app.close());

/** Registers a fresh account and answers the body and token of the link it was mailed. */
async function registerAndReadLink(): Promise<{ userId: number; body: string; token: string }> {
  counter += 1;
  const username = `confirm${counter}@clinic.example.org`;
  const response = await app.inject({ method: 'POST', url: '/api/user/registration', headers: STATIC_HEADER, payload: goodRegistration({ username, useSameEmail: true, email: undefined }) });
  expect(response.statusCode).toBe(201);
  const [mail] = await app.db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [username]);
  const match = /\/user\/registration-email-validation\/([^/\s]+)\/([^/\s]+)/.exec(mail?.text_body ?? '');
  const [user] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]);
  return { userId: Number(user?.id), body: match?.[1] ?? '', token: match?.[2] ?? '' };
}

function confirm(payload: unknown, headers: Record<string, string> = STATIC_HEADER) {
  return app.inject({ method: 'PUT', url: '/api/user/registration/confirmation', headers, payload: payload as Record<string, unknown> });
}

async function statusOf(userId: number): Promise<number> {
  const [row] = await app.db.query<{ account_status: number }>('SELECT account_status FROM users WHERE id = $1', [userId]);
  return Number(row?.account_status);
}

function expectLinkRefused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ errors: [{ path: '', messageId: 'registration.linkInvalid', params: {}, message: LINK_INVALID }] });
}

describe('PUT /api/user/registration/confirmation', { timeout: 30_000 }, () => {
  it('moves the account to under review (3) and uses the token', async () => {
    const { userId, body, token } = await registerAndReadLink();
    const response = await confirm({ body, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await statusOf(userId)).toBe(3);
    const [row] = await app.db.query<{ used: boolean }>("SELECT used_at IS NOT NULL AS used FROM tokens WHERE user_id = $1 AND purpose = 'registration'", [userId]);
    expect(row?.used).toBe(true);
  });

  it('answers success again when the same link is reopened before it expires (a mail scanner opened it first), changing nothing', async () => {
    const { userId, body, token } = await registerAndReadLink();
    expect((await confirm({ body, token })).statusCode).toBe(200);
    const before = await app.db.query("SELECT used_at, expires_at, voided_at FROM tokens WHERE user_id = $1 AND purpose = 'registration'", [userId]);
    const mails = await app.db.query('SELECT id FROM outbox');
    for (let opening = 0; opening < 2; opening += 1) {
      const again = await confirm({ body, token });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true });
    }
    expect(await statusOf(userId)).toBe(3);
    // The token's use and life stay as the first opening left them; no mail is sent.
    expect(await app.db.query("SELECT used_at, expires_at, voided_at FROM tokens WHERE user_id = $1 AND purpose = 'registration'", [userId])).toEqual(before);
    expect(await app.db.query('SELECT id FROM outbox')).toEqual(mails);
  });

  it('answers success again for an account staff have since activated, but not for one they disabled', async () => {
    const active = await registerAndReadLink();
    expect((await confirm({ body: active.body, token: active.token })).statusCode).toBe(200);
    await app.db.query('UPDATE users SET account_status = 1 WHERE id = $1', [active.userId]);
    expect((await confirm({ body: active.body, token: active.token })).statusCode).toBe(200);
    const disabled = await registerAndReadLink();
    expect((await confirm({ body: disabled.body, token: disabled.token })).statusCode).toBe(200);
    await app.db.query('UPDATE users SET account_status = 5 WHERE id = $1', [disabled.userId]);
    expectLinkRefused(await confirm({ body: disabled.body, token: disabled.token }));
  });

  it('refuses a used link once it has expired', async () => {
    const { userId, body, token } = await registerAndReadLink();
    expect((await confirm({ body, token })).statusCode).toBe(200);
    await app.db.query("UPDATE tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [userId]);
    expectLinkRefused(await confirm({ body, token }));
  });

  it('refuses a forged or another account\'s token against a confirmed account, as it refuses any bad link', async () => {
    const { userId, body, token } = await registerAndReadLink();
    expect((await confirm({ body, token })).statusCode).toBe(200);
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expectLinkRefused(await confirm({ body, token: flipped }));
    const other = await registerAndReadLink();
    expect((await confirm({ body: other.body, token: other.token })).statusCode).toBe(200);
    expectLinkRefused(await confirm({ body, token: other.token }));
    expectLinkRefused(await confirm({ body: other.body, token }));
    expect(await statusOf(userId)).toBe(3);
  });

  it('refuses an expired link and leaves the account pending', async () => {
    const { userId, body, token } = await registerAndReadLink();
    await app.db.query("UPDATE tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [userId]);
    expectLinkRefused(await confirm({ body, token }));
    expect(await statusOf(userId)).toBe(2);
  });

  it('refuses a tampered token or body', async () => {
    const { userId, body, token } = await registerAndReadLink();
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expectLinkRefused(await confirm({ body, token: flipped }));
    // Another account's body with this account's token.
    const other = await registerAndReadLink();
    expectLinkRefused(await confirm({ body: other.body, token }));
    expectLinkRefused(await confirm({ body: `${body}=`, token }));
    expectLinkRefused(await confirm({ body: 'not base64!', token }));
    expect(await statusOf(userId)).toBe(2);
    // The untouched link still works: tampering did not spend it.
    expect((await confirm({ body, token })).statusCode).toBe(200);
  });

  it('refuses a link superseded by a newer registration e-mail', async () => {
    const { userId, body, token } = await registerAndReadLink();
    const newer = await app.db.transaction((tx) => issueRegistrationToken(tx, userId, 60));
    expectLinkRefused(await confirm({ body, token }));
    expect(await statusOf(userId)).toBe(2);
    expect((await confirm({ body, token: newer })).statusCode).toBe(200);
  });

  it('answers field errors for a body without token', async () => {
    const response = await confirm({ body: 'MQ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: '/token', messageId: 'field.required', message: text('field.required', { caption: 'caption.token' }) }] });
  });

  it('answers 403 without the static header or with a wrong one', async () => {
    const { userId, body, token } = await registerAndReadLink();
    expect((await confirm({ body, token }, {})).statusCode).toBe(403);
    const wrong = Object.fromEntries(Object.keys(STATIC_HEADER).map((name) => [name, 'wrong']));
    expect((await confirm({ body, token }, wrong)).statusCode).toBe(403);
    expect(await statusOf(userId)).toBe(2);
  });
});
