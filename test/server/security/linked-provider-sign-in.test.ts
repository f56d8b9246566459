// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { insertAccount } from '../account-access/accounts.js';
import { callApi, ONE_BROWSER, registerActiveUser, sessionHeaders } from '../identity-provider/support.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(() => app.close());

const OWNER_PASSWORD = 'Blue#Rive7';
const STRANGER_PASSWORD = 'Vq4#tRn8Yw2z';

/** A portal account named `username`, linked to provider user `oktaUserId`, active. */
async function linkedAccount(username: string, oktaUserId: string): Promise<void> {
  const id = await insertAccount(app, { username });
  await app.db.query('UPDATE users SET okta_user_id = $2 WHERE id = $1', [id, oktaUserId]);
}

/** Staff move provider user `id`'s e-mail, its login (an owner may not: identity-provider-api.test.ts). */
const moveEmail = async (id: string, email: string) =>
  (await callApi(app, 'PUT', `/${id}/updateuserdetails`, { firstName: 'Robin', lastName: 'Okafor', email }, await sessionHeaders(app, { isAdmin: true }))).statusCode;

const signIn = (userName: string, password: string) => app.inject({ method: 'POST', url: '/api/user/login', headers: ONE_BROWSER, payload: { userName, password } });

describe('signing in to an account linked to the identity provider', { timeout: 60_000 }, () => {
  it('checks the password of the provider user the account is linked to, not of whoever holds its name as a login', async () => {
    const ownerName = 'owner.linked@clinicmail.example.org';
    const owner = await registerActiveUser(app, 'owner-linked', { email: ownerName, password: OWNER_PASSWORD });
    await linkedAccount(ownerName, owner.id);
    // Staff move the owner's provider e-mail (its login) elsewhere, and a stranger's onto the
    // name the owner's portal account still has (a mistake, or a stranger who fooled them).
    expect(await moveEmail(owner.id, 'owner.new@clinicmail.example.org')).toBe(200);
    const stranger = await registerActiveUser(app, 'stranger-linked', { password: STRANGER_PASSWORD });
    await linkedAccount('stranger.linked@clinicmail.example.org', stranger.id);
    expect(await moveEmail(stranger.id, ownerName)).toBe(200);

    expect((await signIn(ownerName, STRANGER_PASSWORD)).statusCode).not.toBe(200);
  });

  it('lets the owner sign in with the portal username and their own password after staff moved the provider e-mail elsewhere', async () => {
    const ownerName = 'owner.moved@clinicmail.example.org';
    const owner = await registerActiveUser(app, 'owner-moved', { email: ownerName, password: OWNER_PASSWORD });
    await linkedAccount(ownerName, owner.id);
    expect(await moveEmail(owner.id, 'owner.moved.new@clinicmail.example.org')).toBe(200);

    const response = await signIn(ownerName, OWNER_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profileLoginName: ownerName });
  });
});
