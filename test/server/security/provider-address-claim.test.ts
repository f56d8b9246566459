// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { callApi, externalUser, ONE_BROWSER, registerActiveUser, sessionHeaders } from '../identity-provider/support.js';
import { goodRegistration, insertReferenceRows, PLAN } from '../registration/reference-rows.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(() => app.close());

const OWNER_PASSWORD = 'Kb7mQz2wLp9!x';
const STRANGER_PASSWORD = 'Vq4#tRn8Yw2z';

/** The owner's multi-factor registration of `username`, with the owner's password. */
function ownerRegistration(username: string) {
  const body = goodRegistration({ username, useSameEmail: true, email: undefined, password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD });
  delete body.securityAnswers;
  return app.inject({ method: 'POST', url: '/api/user/okta-registration', headers: ONE_BROWSER, payload: body });
}

async function codeMailedTo(address: string): Promise<string> {
  const [mail] = await app.db.query<{ text_body: string }>(
    "SELECT text_body FROM outbox WHERE recipient = $1 AND template = 'oneTimeCode' ORDER BY id DESC LIMIT 1",
    [address],
  );
  return /verification code is (\d+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
}

const signIn = (userName: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', headers: { ...ONE_BROWSER }, payload: { userName, password } });

/**
 * The owner registers `owner`, answers Yes if asked about an address the provider knows, and
 * proves the address with the code mailed to it; staff approve the account. Then the
 * stranger's password must open nothing, and the owner's must sign in.
 */
async function ownerRegistersAndStrangerTriesIn(owner: string) {
  const created = await ownerRegistration(owner);
  expect(created.statusCode).toBe(201);
  const start = created.json<{ sameEmail?: boolean; sameEmailToken?: string }>();
  if (start.sameEmailToken) {
    const yes = await app.inject({
      method: 'POST',
      url: '/api/user/okta-registration/same-email',
      headers: ONE_BROWSER,
      payload: { email: owner, token: start.sameEmailToken, register: true },
    });
    expect(yes.statusCode).toBe(200);
  }
  const confirmed = await app.inject({
    method: 'PUT',
    url: '/api/user/oktaRegistration/confirmation',
    headers: ONE_BROWSER,
    payload: { email: owner, oktaPasscode: await codeMailedTo(owner) },
  });
  expect(confirmed.statusCode).toBe(200);
  const [account] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [owner]);
  const approved = await app.inject({
    method: 'POST',
    url: '/api/staff/registrations/approve',
    headers: await sessionHeaders(app, { isAdmin: true }),
    payload: { userId: Number(account?.id) },
  });
  expect(approved.statusCode).toBe(200);

  // The stranger's password opens nothing; the owner's does.
  expect((await signIn(owner, STRANGER_PASSWORD)).statusCode).not.toBe(200);
  expect((await signIn(owner, OWNER_PASSWORD)).statusCode).toBe(200);
}

describe('an address a stranger claimed at the identity provider first', { timeout: 60_000 }, () => {
  it('gives the stranger no way into the owner account when the stranger registered the address there', async () => {
    const owner = 'claimed.address@clinic.example.org';
    // A stranger, who cannot read the owner's mailbox, registers the owner's address at the
    // provider with a password of the stranger's own.
    const planted = await callApi(app, 'POST', '/register', externalUser('claim', { email: owner, password: STRANGER_PASSWORD }));
    expect([201, 401, 403]).toContain(planted.statusCode);
    await ownerRegistersAndStrangerTriesIn(owner);
  });

  it('refuses a stranger the move of an account of their own onto the address, so the owner registers it and the stranger has no way in', async () => {
    const owner = 'moved.onto@clinic.example.org';
    // A signed-in user of the portal asks to change their own provider user's e-mail, which an
    // external user signs in with, to the owner's address (unproved: the code would go to the owner).
    const stranger = await registerActiveUser(app, 'mover', { password: STRANGER_PASSWORD });
    const moved = await callApi(app, 'PUT', `/${stranger.id}/updateuserdetails`, { firstName: 'Robin', lastName: 'Okafor', email: owner }, await sessionHeaders(app, { oktaUserId: stranger.id }));
    expect(moved.statusCode).toBe(403);
    // Nothing holds the address: the owner's registration goes through and is the owner's alone.
    await ownerRegistersAndStrangerTriesIn(owner);
  });
});

describe('a domain ID a stranger claimed at the identity provider first', { timeout: 60_000 }, () => {
  /** The multi-factor registration of internal staff `username` with `domainId` (no password: the company's directory holds it). */
  function internalRegistration(username: string, domainId: string) {
    const body = goodRegistration({ firstName: 'Sam', lastName: 'Ito', username, domainId, isInternalUser: true, userRole: 5, organizationName: 'Carelon', healthPlan: { id: PLAN.example }, useSameEmail: true, email: undefined });
    for (const key of ['password', 'confirmPassword', 'securityAnswers', 'identifiers']) delete body[key];
    return app.inject({ method: 'POST', url: '/api/user/okta-registration', headers: ONE_BROWSER, payload: body });
  }
  const internalUser = (login: string, email: string) => ({ firstName: 'Robin', lastName: 'Okafor', email, login, userType: 'Internal' });

  it('refuses the provider\'s public register an internal user whose address is not the company\'s', async () => {
    const planted = await callApi(app, 'POST', '/register', internalUser('dclaim1', 'stranger@clinicmail.example.org'));
    expect(planted.statusCode).toBe(400);
    expect(planted.json()).toMatchObject({ errors: [{ path: '/email', messageId: 'registration.internalDomainMismatch' }] });
    expect(await app.db.query("SELECT 1 FROM idp_users WHERE lower(login) = 'dclaim1'")).toHaveLength(0);
  });

  it('lets the owner register a domain ID a stranger registered at the provider with a company address they cannot read', async () => {
    const planted = await callApi(app, 'POST', '/register', internalUser('dclaim2', 'someone.else@carelon.example'));
    expect(planted.statusCode).toBe(201);
    const created = await internalRegistration('sam.owner@carelon.example', 'dclaim2');
    expect(created.statusCode).toBe(201);
    const [holder] = await app.db.query<{ email: string }>("SELECT email FROM idp_users WHERE lower(login) = 'dclaim2'");
    expect(holder?.email).toBe('sam.owner@carelon.example');
  });

  it('still refuses a domain ID whose provider user proved its company address', async () => {
    const proven = await registerActiveUser(app, 'dclaim3', { userType: 'Internal', login: 'dclaim3', email: 'dee.claim3@carelon.example', password: undefined });
    expect(proven.id).toMatch(/^00u/);
    const created = await internalRegistration('sam.late@carelon.example', 'dclaim3');
    expect(created.statusCode).toBe(409);
  });
});
