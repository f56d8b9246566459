// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdentityProvider } from '../../../src/server/identity/identity-provider.js';
import { identityRulesOf } from '../../../src/server/identity/identity-rules.js';
import { createLocalIdentityProvider } from '../../../src/server/identity/local-identity-provider.js';
import { completeMultiFactorRegistration, startMultiFactorRegistration, type MultiFactorStart } from '../../../src/server/identity/multi-factor-registration.js';
import { createMfaPasswordPolicy } from '../../../src/server/identity/password-policy.js';
import { buildTestApp } from '../helper.js';
import { lastMail, tamper } from './support.js';

vi.setConfig({ testTimeout: 60_000 });

let app: FastifyInstance;
let provider: IdentityProvider;

beforeAll(async () => {
  app = await buildTestApp();
  // The same local provider the /api/authentication plugin sets, over the test's database.
  provider = createLocalIdentityProvider({
    db: app.db,
    mailer: app.mailer,
    rules: identityRulesOf(app.accountRules),
    policy: createMfaPasswordPolicy(app.content.catalogue),
    portalUrl: app.portalUrl,
  });
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** A portal account as the registration create call leaves it (status 2: pending e-mail verification). */
async function portalAccount(username: string, internal = false) {
  await app.db.query(
    `INSERT INTO users (username, domain_id, first_name, last_name, email, account_status, is_internal)
     VALUES ($1, $2, 'Avery', 'Quinn', $1, 2, $3)`,
    [username, internal ? `aq${username.length}dom` : null, internal],
  );
}

const accountOf = async (username: string) =>
  (
    await app.db.query<{ okta_user_id: string | null; migration_status: string | null; identity_status: string | null }>(
      'SELECT okta_user_id, migration_status, identity_status FROM users WHERE username = $1',
      [username],
    )
  )[0];

/** The provider user a start staged; a start that only asked the same-e-mail question fails the test. */
function staged(started: MultiFactorStart): string {
  if (started.identityUserId === undefined) throw new Error('nothing was staged');
  return started.identityUserId;
}

/** The browser the tests register from: a code is tied to the challenge that asked for it. */
const caller = { address: '192.0.2.70', captchaSolved: false, challenge: 'one browser' };

const codeFor = async (email: string) => /verification code is (\d{6})/.exec(await lastMail(app, email, 'oneTimeCode'))?.[1] as string;

describe('the multi-factor registration flow on the users table', () => {
  it('stages the provider user, links it, sets migration status S and mails a code; the code sets A and N', async () => {
    const username = 'avery.quinn@northclinic.example.com';
    await portalAccount(username);
    const started = await startMultiFactorRegistration({ db: app.db, provider }, { username, password: 'Tide#Stone4', caller });
    expect(started.sameEmail).toBe(false);
    const identityUserId = staged(started);
    const user = await provider.getUser(identityUserId);
    expect(user).toMatchObject({ status: 'STAGED', groups: ['Staged'], emailOtpVerificationStatus: 'pending', userType: 'External' });
    expect(await accountOf(username)).toEqual({ okta_user_id: identityUserId, migration_status: 'S', identity_status: null });

    const code = await codeFor(username);
    expect(await completeMultiFactorRegistration({ db: app.db, provider }, { identityUserId: identityUserId, code: tamper(code), caller })).toBe('mismatch');
    expect((await accountOf(username))?.migration_status).toBe('S');
    expect(await completeMultiFactorRegistration({ db: app.db, provider }, { identityUserId: identityUserId, code, caller })).toBe('verified');
    expect(await accountOf(username)).toMatchObject({ migration_status: 'A', identity_status: 'N' });
    expect((await provider.getUser(identityUserId))?.emailOtpVerificationStatus).toBe('verified');
  });

  it('asks first about a provider user registered before (the same-e-mail step), changing nothing there or here', async () => {
    const username = 'sam.asked@northclinic.example.com';
    const earlier = await provider.register({ firstName: 'Sam', lastName: 'Asked', email: username, password: 'Tide#Stone4', userType: 'External', emailOtpVerificationStatus: 'verified' });
    await portalAccount(username);
    expect(await startMultiFactorRegistration({ db: app.db, provider }, { username, caller })).toEqual({ sameEmail: true });
    expect((await provider.getUser(earlier.id))?.groups).toEqual([]);
    expect(await accountOf(username)).toEqual({ okta_user_id: null, migration_status: null, identity_status: null });
    await expect(lastMail(app, username, 'oneTimeCode')).rejects.toThrow(/no oneTimeCode mail/);
  });

  it('adds the group to a provider user registered before once the person says Yes, instead of creating one', async () => {
    const username = 'sam.reyes@northclinic.example.com';
    const earlier = await provider.register({ firstName: 'Sam', lastName: 'Reyes', email: username, password: 'Tide#Stone4', userType: 'External', emailOtpVerificationStatus: 'verified' });
    await portalAccount(username);
    const started = await startMultiFactorRegistration({ db: app.db, provider }, { username, joinExisting: true, caller });
    expect(started).toEqual({ identityUserId: earlier.id, sameEmail: true });
    expect((await provider.getUser(earlier.id))?.groups).toEqual(['Staged']);
    expect((await accountOf(username))?.migration_status).toBe('S');
    expect(await codeFor(username)).toMatch(/^\d{6}$/);
  });

  it('registers an internal account with its domain ID as login', async () => {
    const username = 'lee.park@carelon.example';
    await portalAccount(username, true);
    const started = await startMultiFactorRegistration({ db: app.db, provider }, { username, caller });
    expect(await provider.getUser(staged(started))).toMatchObject({ userType: 'Internal', login: `aq${username.length}dom` });
  });

  it('stops without touching the account when the provider refuses the password', async () => {
    const username = 'kai.north@northclinic.example.com';
    await portalAccount(username);
    await expect(startMultiFactorRegistration({ db: app.db, provider }, { username, password: 'Avery#Stone4', caller })).rejects.toMatchObject({ status: 400 });
    expect(await accountOf(username)).toEqual({ okta_user_id: null, migration_status: null, identity_status: null });
  });

  it('refuses an account that does not exist', async () => {
    await expect(startMultiFactorRegistration({ db: app.db, provider }, { username: 'nobody@northclinic.example.com', caller })).rejects.toMatchObject({ status: 404 });
  });
});
