// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSecret } from '../../../src/server/security/secret-hash.js';
import { loadMessageCatalogue } from '../../../src/server/rules/load-content.js';
import { loadAccountRules } from '../../../src/server/security/account-rules.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { identityUserSubject } from '../../../src/server/db/sign-in-sources.js';
import { callApi, externalUser, lastMail, registerActiveUser, registerUser, sendCode, sendRecovery, sessionHeaders, tamper } from './support.js';
import { rule, text } from '../../support/rules.js';
import { insertReferenceRows } from '../registration/reference-rows.js';

const catalogue = loadMessageCatalogue();
const rules = loadAccountRules();
const WRONG_CODE =
  text('identityProvider.code.mismatch');

// Passwords and codes are scrypt hashes (deliberately slow): calls take tens of milliseconds each.
vi.setConfig({ testTimeout: 60_000 });

let app: FastifyInstance;
let counter = 0;
/** A distinct suffix per user, so tests never share an account. */
const next = () => String(++counter);

/** Headers of a staff administrator's session, who may read and change any provider user. */
let admin: Record<string, string>;

beforeAll(async () => {
  // Every call here comes from one address: its budget of wrong passwords (shared by sign-in
  // and change of password) is tested in test/server/security/provider-lockout.test.ts.
  app = await buildTestApp({ accountRules: { ...rules, rateLimits: { ...rules.rateLimits, signIn: { max: 1000, windowSeconds: 60 }, codeAddress: { max: 1000, windowSeconds: 60 } } } });
  admin = await sessionHeaders(app, { isAdmin: true });
  // The company's e-mail domain: an internal user registers with an address in it.
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(async () => {
  await app.close();
});

const errorOf = (body: string) => JSON.parse(body).errors as Array<{ path: string; messageId: string; message: string }>;

describe('the static header', () => {
  it.each([
    ['POST', '/lookupuser'],
    ['POST', '/register'],
    ['GET', '/00uabc/user'],
    ['GET', '/00uabc/passwordrecoverytoken'],
    ['GET', '/00uabc/emailotp'],
    ['GET', '/00uabc/verifyemailotp/123456'],
    ['PUT', '/00uabc/updateuserdetails'],
    ['PUT', '/00uabc/usergroup'],
    ['PUT', '/00uabc/changepassword'],
    ['PUT', '/00uabc/resetpassword'],
  ] as const)('%s /api/authentication%s without it is refused with 403', async (method, url) => {
    const response = await callApi(app, method, url, method === 'GET' ? undefined : {}, {});
    expect(response.statusCode).toBe(403);
    expect(errorOf(response.body)[0]?.messageId).toBe('request.forbidden');
  });
});

describe('POST /api/authentication/lookupuser', () => {
  it('answers userExist false for an unknown address and the id once the address is registered', async () => {
    const body = externalUser(next());
    const before = await callApi(app, 'POST', '/lookupuser', { email: body.email, internal: false });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ userExist: false, user: null });
    const { id } = await registerUser(app, String(counter));
    const after = await callApi(app, 'POST', '/lookupuser', { email: body.email.toUpperCase(), internal: false });
    expect(after.json()).toEqual({ userExist: true, user: { id } });
  });

  it('looks among internal users only when internal is true', async () => {
    const { email } = await registerUser(app, next());
    const response = await callApi(app, 'POST', '/lookupuser', { email, internal: true });
    expect(response.json()).toEqual({ userExist: false, user: null });
  });

  it('refuses an address that is no e-mail with the username message', async () => {
    const response = await callApi(app, 'POST', '/lookupuser', { email: 'robin', internal: false });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toContainEqual(expect.objectContaining({ path: '/email', messageId: 'username.invalid' }));
  });
});

describe('POST /api/authentication/register', () => {
  it('creates a staged external user in the Staged group with a pending code and answers its id', async () => {
    const body = externalUser(next());
    const response = await callApi(app, 'POST', '/register', body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ login: body.email, email: body.email, status: 'STAGED', groups: ['Staged'], userType: 'External', emailOtpVerificationStatus: 'pending' });
    expect(user.id).toMatch(/^00u[0-9a-f]{20}$/);
    expect(response.body).not.toContain(body.password);
    const [row] = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM idp_users WHERE id = $1', [user.id]);
    expect(row?.password_hash).toMatch(/^scrypt\$/);
  });

  it('starts every user registered over HTTP pending and STAGED in the Staged group, whatever status and group the caller sends', async () => {
    const body = externalUser(next(), { emailOtpVerificationStatus: 'verified', userGroupType: 'Admins' });
    const response = await callApi(app, 'POST', '/register', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'STAGED', emailOtpVerificationStatus: 'pending', groups: ['Staged'] });
    const [row] = await app.db.query<{ status: string; email_otp_status: string }>('SELECT status, email_otp_status FROM idp_users WHERE id = $1', [response.json().id]);
    expect(row).toEqual({ status: 'STAGED', email_otp_status: 'pending' });
  });

  it('creates an internal user with a US Domain ID as login and no password', async () => {
    const login = `jdoe${next()}x`;
    const response = await callApi(app, 'POST', '/register', {
      firstName: 'Jo', lastName: 'Doe', email: `${login}@carelon.example`, login, userGroupType: 'Staged', userType: 'Internal', emailOtpVerificationStatus: 'pending',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ login, userType: 'Internal', passwordExpiryDate: null });
    const again = await callApi(app, 'POST', '/register', { firstName: 'Jo', lastName: 'Doe', email: `other${login}@carelon.example`, login: login.toUpperCase(), userType: 'Internal' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body)).toEqual([expect.objectContaining({ path: '/login', messageId: 'registration.domainIdTaken', message: text('registration.domainIdTaken') })]);
  });

  it('refuses an address registered before with "Email is taken"', async () => {
    const { email } = await registerUser(app, next());
    const response = await callApi(app, 'POST', '/register', externalUser('x', { email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.body)).toEqual([expect.objectContaining({ path: '/email', message: text('username.taken') })]);
  });

  it('makes exactly one account of 20 parallel registrations of one address', async () => {
    const body = externalUser(next());
    const responses = await Promise.all(Array.from({ length: 20 }, () => callApi(app, 'POST', '/register', body)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const rows = await app.db.query('SELECT id FROM idp_users WHERE lower(login) = lower($1)', [body.email]);
    expect(rows).toHaveLength(1);
  });

  it('asks an external user for a password and an internal one for a login', async () => {
    const { password: _password, ...withoutPassword } = externalUser(next());
    const external = await callApi(app, 'POST', '/register', withoutPassword);
    expect(external.statusCode).toBe(400);
    expect(errorOf(external.body)).toContainEqual(expect.objectContaining({ path: '/password', messageId: 'field.required' }));
    const internal = await callApi(app, 'POST', '/register', { ...withoutPassword, userType: 'Internal' });
    expect(errorOf(internal.body)).toContainEqual(expect.objectContaining({ path: '/login', messageId: 'field.required' }));
  });

  it.each([
    ['Bl#Riv7', 'password.rule.minLength', text('password.rule.minLength', { minLength: rule<number>('schemas/defs/password-mfa.json', '/minLength') })],
    ['blue#rive7', 'password.rule.uppercase', catalogue['password.rule.uppercase']],
    ['BLUE#RIVE7', 'password.rule.lowercase', catalogue['password.rule.lowercase']],
    ['Blue#River', 'password.rule.digit', catalogue['password.rule.digit']],
    ['BlueRiver7', 'password.rule.special', catalogue['password.rule.special']],
  ])('refuses the password %s with "%s"', async (password, messageId, message) => {
    const response = await callApi(app, 'POST', '/register', externalUser(next(), { password }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toContainEqual({ path: '/password', messageId, params: expect.any(Object), message });
  });

  it.each([
    ['the e-mail local part', { email: 'skyhawk@clinicmail.example.org', password: 'Skyhawk#77' }, 'identityProvider.password.notContainEmailLocalPart'],
    ['the e-mail domain', { password: 'Clinicmail#7' }, 'identityProvider.password.notContainEmailDomain'],
    ['the first name', { password: 'robin#Sky77' }, 'identityProvider.password.notContainFirstName'],
    ['the last name', { password: 'Sky#OKAFOR7' }, 'identityProvider.password.notContainLastName'],
    ['the username', { email: 'pat@ab.io', password: 'Xpat@ab.io7' }, 'identityProvider.password.notContainUsername'],
  ])('refuses a password that contains %s', async (_what, overrides, messageId) => {
    const response = await callApi(app, 'POST', '/register', externalUser(next(), overrides));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toContainEqual(expect.objectContaining({ path: '/password', messageId, message: catalogue[messageId] }));
  });

  it('refuses an unknown user type and leaves no record behind', async () => {
    const body = externalUser(next(), { userType: 'Partner' });
    const response = await callApi(app, 'POST', '/register', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toContainEqual(expect.objectContaining({ path: '/userType' }));
    expect(await app.db.query('SELECT id FROM idp_users WHERE email = $1', [body.email])).toHaveLength(0);
  });
});

describe('GET /api/authentication/{id}/user', () => {
  it('answers the user without any secret', async () => {
    const user = await registerUser(app, next());
    const response = await callApi(app, 'GET', `/${user.id}/user`, undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, firstName: 'Robin', lastName: 'Okafor', status: 'STAGED' });
    expect(response.body).not.toMatch(/scrypt|hash/i);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await callApi(app, 'GET', '/00u0000000000000000000/user', undefined, admin);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown.body)[0]?.messageId).toBe('accountAccess.find.noMatch');
    const malformed = await callApi(app, 'GET', `/${encodeURIComponent("1' OR '1'='1")}/user`, undefined, admin);
    expect(malformed.statusCode).toBe(400);
  });

  it('shows PASSWORD_EXPIRED once the password is older than the lifetime', async () => {
    const user = await registerActiveUser(app, next());
    await app.db.query(`UPDATE idp_users SET password_changed_at = now() - make_interval(days => $2) WHERE id = $1`, [user.id, rules.passwordLifetimeDays + 1]);
    const response = await callApi(app, 'GET', `/${user.id}/user`, undefined, admin);
    expect(response.json().status).toBe('PASSWORD_EXPIRED');
  });
});

describe('e-mail one-time codes', () => {
  it('sends the code by e-mail only, and a correct code verifies the address and activates the user', async () => {
    const user = await registerUser(app, next());
    const sent = await callApi(app, 'GET', `/${user.id}/emailotp`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().emailOtpSent).toBe(true);
    const mail = await lastMail(app, user.email, 'oneTimeCode');
    const code = /verification code is (\d{6})/.exec(mail)?.[1] as string;
    expect(mail).toContain(`expires in ${rules.tokenLifetimeMinutes.otp} minutes`);
    expect(sent.body).not.toContain(code);
    const [stored] = await app.db.query<{ code_hash: string }>('SELECT code_hash FROM idp_email_otps WHERE user_id = $1', [user.id]);
    expect(stored?.code_hash).not.toContain(code);

    const verified = await callApi(app, 'GET', `/${user.id}/verifyemailotp/${code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ emailOtpVerificationStatus: 'verified' });
    const after = (await callApi(app, 'GET', `/${user.id}/user`, undefined, admin)).json();
    expect(after).toMatchObject({ status: 'ACTIVE', emailOtpVerificationStatus: 'verified' });
  });

  it('refuses a wrong code with the spec message', async () => {
    const user = await registerUser(app, next());
    const code = await sendCode(app, user);
    const response = await callApi(app, 'GET', `/${user.id}/verifyemailotp/${tamper(code)}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual([expect.objectContaining({ messageId: 'identityProvider.code.mismatch', message: WRONG_CODE })]);
  });

  it('refuses a code used before (replay)', async () => {
    const user = await registerUser(app, next());
    const code = await sendCode(app, user);
    expect((await callApi(app, 'GET', `/${user.id}/verifyemailotp/${code}`)).statusCode).toBe(200);
    const replay = await callApi(app, 'GET', `/${user.id}/verifyemailotp/${code}`);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay.body)[0]?.message).toBe(WRONG_CODE);
  });

  it('refuses an expired code', async () => {
    const user = await registerUser(app, next());
    const code = await sendCode(app, user);
    await app.db.query(`UPDATE idp_email_otps SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const response = await callApi(app, 'GET', `/${user.id}/verifyemailotp/${code}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)[0]?.messageId).toBe('identityProvider.code.expired');
  });

  it('refuses a code superseded by a resend, and accepts the new one', async () => {
    const user = await registerUser(app, next());
    const first = await sendCode(app, user);
    let second = await sendCode(app, user);
    // Two draws can match by chance (1 in a million): send again until they differ.
    while (second === first) second = await sendCode(app, user);
    const old = await callApi(app, 'GET', `/${user.id}/verifyemailotp/${first}`);
    expect(old.statusCode).toBe(400);
    expect(errorOf(old.body)[0]?.message).toBe(WRONG_CODE);
    expect((await callApi(app, 'GET', `/${user.id}/verifyemailotp/${second}`)).statusCode).toBe(200);
    const statuses = await app.db.query<{ status: string }>('SELECT status FROM idp_email_otps WHERE user_id = $1 ORDER BY id', [user.id]);
    expect(statuses.map((row) => row.status).slice(-2)).toEqual(['voided', 'verified']);
  });

  it('refuses text that is no code at all with the same message', async () => {
    const user = await registerUser(app, next());
    await sendCode(app, user);
    const response = await callApi(app, 'GET', `/${user.id}/verifyemailotp/${encodeURIComponent("' OR 1=1 --")}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)[0]?.message).toBe(WRONG_CODE);
  });

  it(`locks the code after ${rules.oneTimeCodeMaxAttempts} tries, even in parallel, until a new one is sent`, async () => {
    const user = await registerUser(app, next());
    const code = await sendCode(app, user);
    const wrong = tamper(code);
    const tries = await Promise.all(
      Array.from({ length: rules.oneTimeCodeMaxAttempts + 3 }, () => callApi(app, 'GET', `/${user.id}/verifyemailotp/${wrong}`)),
    );
    expect(tries.every((t) => t.statusCode === 400)).toBe(true);
    const [row] = await app.db.query<{ attempts: number; status: string }>('SELECT attempts, status FROM idp_email_otps WHERE user_id = $1', [user.id]);
    expect(row).toEqual({ attempts: rules.oneTimeCodeMaxAttempts, status: 'locked' });
    const right = await callApi(app, 'GET', `/${user.id}/verifyemailotp/${code}`);
    expect(errorOf(right.body)[0]?.messageId).toBe('identityProvider.code.locked');
    const fresh = await sendCode(app, user);
    expect((await callApi(app, 'GET', `/${user.id}/verifyemailotp/${fresh}`)).statusCode).toBe(200);
  });

  it('limits how many codes one user can be sent from one address', async () => {
    const user = await registerUser(app, next());
    const limit = rules.rateLimits.codes.max;
    for (let i = 0; i < limit; i += 1) expect((await callApi(app, 'GET', `/${user.id}/emailotp`)).statusCode).toBe(200);
    const refused = await callApi(app, 'GET', `/${user.id}/emailotp`);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body)[0]?.messageId).toBe('accountAccess.rateLimited');
  });

  it('answers 404 for codes of an unknown user', async () => {
    expect((await callApi(app, 'GET', '/00u0000000000000000001/emailotp')).statusCode).toBe(404);
    expect((await callApi(app, 'GET', '/00u0000000000000000001/verifyemailotp/123456')).statusCode).toBe(404);
  });
});

describe('PUT /api/authentication/{id}/updateuserdetails and /usergroup', () => {
  it('changes the names in the account\'s own session', async () => {
    const user = await registerUser(app, next());
    const own = await sessionHeaders(app, { oktaUserId: user.id });
    const response = await callApi(app, 'PUT', `/${user.id}/updateuserdetails`, { firstName: 'Robyn', email: user.email }, own);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Robyn', lastName: 'Okafor', email: user.email, login: user.email });
  });

  it('refuses the account\'s own session a move of the e-mail, which an external user signs in with, and leaves it', async () => {
    const user = await registerUser(app, next());
    const own = await sessionHeaders(app, { oktaUserId: user.id });
    const moved = await callApi(app, 'PUT', `/${user.id}/updateuserdetails`, { firstName: 'Robyn', email: `moved.${counter}@clinicmail.example.org` }, own);
    expect(moved.statusCode).toBe(403);
    expect(errorOf(moved.body)).toEqual([expect.objectContaining({ path: '/email', messageId: 'identityProvider.emailByStaff', message: text('identityProvider.emailByStaff') })]);
    const read = await callApi(app, 'GET', `/${user.id}/user`, undefined, own);
    expect(read.json()).toMatchObject({ id: user.id, email: user.email, login: user.email });
    expect(read.json().firstName).not.toBe('Robyn');
  });

  it('lets an administrator read and change any user', async () => {
    const user = await registerUser(app, next());
    const email = `staff.moved.${counter}@clinicmail.example.org`;
    const response = await callApi(app, 'PUT', `/${user.id}/updateuserdetails`, { email }, admin);
    expect(response.statusCode).toBe(200);
    expect((await callApi(app, 'GET', `/${user.id}/user`, undefined, admin)).json().email).toBe(email);
  });

  it('refuses an empty change, bad names and an address that is taken', async () => {
    const user = await registerUser(app, next());
    const other = await registerUser(app, next());
    const empty = await callApi(app, 'PUT', `/${user.id}/updateuserdetails`, {}, admin);
    expect(errorOf(empty.body)).toContainEqual(expect.objectContaining({ messageId: 'identityProvider.details.empty', message: catalogue['identityProvider.details.empty'] }));
    const short = await callApi(app, 'PUT', `/${user.id}/updateuserdetails`, { lastName: 'O' }, admin);
    expect(errorOf(short.body)).toContainEqual(expect.objectContaining({ path: '/lastName', messageId: 'field.lengthBetween' }));
    const taken = await callApi(app, 'PUT', `/${user.id}/updateuserdetails`, { email: other.email }, admin);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken.body)[0]?.message).toBe(text('username.taken'));
  });

  it('lets an administrator remove and add a group', async () => {
    const user = await registerUser(app, next());
    const removed = await callApi(app, 'PUT', `/${user.id}/usergroup`, { groupType: 'Staged', action: 'remove' }, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().groups).toEqual([]);
    const added = await callApi(app, 'PUT', `/${user.id}/usergroup`, { groupType: 'Staged', action: 'add' }, admin);
    expect(added.json().groups).toEqual(['Staged']);
  });

  it('refuses an unknown action and an unknown user', async () => {
    const user = await registerUser(app, next());
    const bad = await callApi(app, 'PUT', `/${user.id}/usergroup`, { groupType: 'Staged', action: 'toggle' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body)).toContainEqual(expect.objectContaining({ path: '/action' }));
    const unknown = await callApi(app, 'PUT', '/00u0000000000000000002/usergroup', { groupType: 'Staged', action: 'add' }, admin);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('account takeover through a public provider id', () => {
  it('refuses reading, changing and regrouping a user without a session with 401, and leaves the e-mail alone', async () => {
    const victim = await registerActiveUser(app, next());
    const read = await callApi(app, 'GET', `/${victim.id}/user`);
    expect(read.statusCode).toBe(401);
    const change = await callApi(app, 'PUT', `/${victim.id}/updateuserdetails`, { email: `attacker.${counter}@evil.example.org` });
    expect(change.statusCode).toBe(401);
    const group = await callApi(app, 'PUT', `/${victim.id}/usergroup`, { groupType: 'Admins', action: 'add' });
    expect(group.statusCode).toBe(401);
    const [row] = await app.db.query<{ email: string }>('SELECT email FROM idp_users WHERE id = $1', [victim.id]);
    expect(row?.email).toBe(victim.email);
  });

  it('refuses another account\'s session with 403, so the recovery link still goes only to the victim', async () => {
    const victim = await registerActiveUser(app, next());
    const attackerAddress = `attacker.${counter}@evil.example.org`;
    const lookup = await callApi(app, 'POST', '/lookupuser', { email: victim.email, internal: false });
    const id = lookup.json().user.id as string;
    const attacker = await registerActiveUser(app, next());
    const session = await sessionHeaders(app, { oktaUserId: attacker.id });

    const read = await callApi(app, 'GET', `/${id}/user`, undefined, session);
    expect(read.statusCode).toBe(403);
    expect(errorOf(read.body)).toEqual([expect.objectContaining({ messageId: 'identityProvider.notYourAccount', message: catalogue['identityProvider.notYourAccount'] })]);
    const change = await callApi(app, 'PUT', `/${id}/updateuserdetails`, { email: attackerAddress }, session);
    expect(change.statusCode).toBe(403);
    const group = await callApi(app, 'PUT', `/${id}/usergroup`, { groupType: 'Staged', action: 'remove' }, session);
    expect(group.statusCode).toBe(403);
    expect(errorOf(group.body)[0]?.messageId).toBe('identityProvider.adminOnly');

    expect((await callApi(app, 'GET', `/${id}/passwordrecoverytoken`)).statusCode).toBe(200);
    const toAttacker = await app.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [attackerAddress]);
    const [row] = await app.db.query<{ email: string }>('SELECT email FROM idp_users WHERE id = $1', [id]);
    expect(row?.email).toBe(victim.email);
    expect(toAttacker).toHaveLength(0);
    expect(await lastMail(app, victim.email, 'passwordResetLink')).toContain('token=');
  });

  it('refuses group changes in the account\'s own session: only staff change groups', async () => {
    const user = await registerActiveUser(app, next());
    const own = await sessionHeaders(app, { oktaUserId: user.id });
    const response = await callApi(app, 'PUT', `/${user.id}/usergroup`, { groupType: 'Staged', action: 'remove' }, own);
    expect(response.statusCode).toBe(403);
    expect((await callApi(app, 'GET', `/${user.id}/user`, undefined, own)).json().groups).toEqual(['Staged']);
  });
});

describe('PUT /api/authentication/{id}/changepassword', () => {
  it('changes the password, mails the user and revokes sessions when asked', async () => {
    const user = await registerActiveUser(app, next());
    const [portal] = await app.db.query<{ id: string }>(
      `INSERT INTO users (username, first_name, last_name, email, account_status, okta_user_id) VALUES ($1, 'Robin', 'Okafor', $1, 1, $2) RETURNING id`,
      [user.email, user.id],
    );
    await app.db.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)', [`session-${user.id}`, portal?.id]);
    const response = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Blue#Rive7', newPassword: 'Green#Hill8', revokeSessions: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passwordChanged: true });
    expect(await lastMail(app, user.email, 'passwordChanged')).toContain('Robin');
    const [session] = await app.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE id_hash = $1', [`session-${user.id}`]);
    expect(session?.revoked_at).not.toBeNull();
  });

  it('refuses a wrong current password, and locks its source out after the threshold (not the user)', async () => {
    const user = await registerActiveUser(app, next());
    const wrong = { currentPassword: 'Wrong#Pass1', newPassword: 'Green#Hill8' };
    for (let i = 1; i < rules.bruteForce.failureFactor; i += 1) {
      const response = await callApi(app, 'PUT', `/${user.id}/changepassword`, wrong);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body)).toEqual([expect.objectContaining({ path: '/currentPassword', messageId: 'identityProvider.currentPasswordWrong' })]);
    }
    const locked = await callApi(app, 'PUT', `/${user.id}/changepassword`, wrong);
    expect(locked.statusCode).toBe(423);
    expect(errorOf(locked.body)[0]?.message).toBe(text('identityProvider.lockedOut'));
    expect((await callApi(app, 'GET', `/${user.id}/user`, undefined, admin)).json().status).toBe('ACTIVE');
    const right = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Blue#Rive7', newPassword: 'Green#Hill8' });
    expect(right.statusCode).toBe(423);
  });

  it('does not pass the lockout threshold under 50 parallel wrong passwords', async () => {
    const user = await registerActiveUser(app, next());
    await Promise.all(
      Array.from({ length: 50 }, () => callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Wrong#Pass1', newPassword: 'Green#Hill8' })),
    );
    const counts = await app.db.query<{ failed_count: number }>('SELECT failed_count FROM sign_in_source_failures WHERE subject_hash = $1', [identityUserSubject(user.id)]);
    expect(counts.map((row) => row.failed_count)).toEqual([rules.bruteForce.failureFactor, rules.bruteForce.failureFactor]);
    const right = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Blue#Rive7', newPassword: 'Green#Hill8' });
    expect(right.statusCode).toBe(423);
  });

  it('refuses any of the eight most recent passwords with the spec message', async () => {
    const user = await registerActiveUser(app, next());
    const passwords = ['Blue#Rive7', 'Green#Hill8', 'Gold#Lake9'];
    for (let i = 1; i < passwords.length; i += 1) {
      const step = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: passwords[i - 1], newPassword: passwords[i] });
      expect(step.statusCode).toBe(200);
    }
    for (const reused of passwords) {
      const response = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Gold#Lake9', newPassword: reused });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body)).toEqual([
        expect.objectContaining({ path: '/newPassword', messageId: 'accountAccess.password.history', message: text('accountAccess.password.history') }),
      ]);
    }
  });

  it('accepts a password used more than eight changes ago', async () => {
    const user = await registerActiveUser(app, next());
    // Eight later passwords written straight into the history push the first one out of it.
    const later = Array.from({ length: rules.passwordHistory }, (_, i) => `Step#${i}Pass`);
    const hashes = await Promise.all(later.map((password) => hashSecret(password)));
    for (const hash of hashes) await app.db.query('INSERT INTO idp_password_history (user_id, password_hash) VALUES ($1, $2)', [user.id, hash]);
    await app.db.query('UPDATE idp_users SET password_hash = $2 WHERE id = $1', [user.id, hashes.at(-1)]);
    const back = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: later.at(-1), newPassword: 'Blue#Rive7' });
    expect(back.statusCode).toBe(200);
    const recent = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Blue#Rive7', newPassword: later[1] });
    expect(errorOf(recent.body)[0]?.messageId).toBe('accountAccess.password.history');
  });

  it('turns PASSWORD_EXPIRED back into ACTIVE', async () => {
    const user = await registerActiveUser(app, next());
    await app.db.query(`UPDATE idp_users SET password_changed_at = now() - make_interval(days => $2) WHERE id = $1`, [user.id, rules.passwordLifetimeDays + 1]);
    expect((await callApi(app, 'GET', `/${user.id}/user`, undefined, admin)).json().status).toBe('PASSWORD_EXPIRED');
    const response = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Blue#Rive7', newPassword: 'Green#Hill8' });
    expect(response.statusCode).toBe(200);
    expect((await callApi(app, 'GET', `/${user.id}/user`, undefined, admin)).json().status).toBe('ACTIVE');
  });

  it('refuses a new password that breaks the policy, and a missing current password', async () => {
    const user = await registerActiveUser(app, next());
    const weak = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Blue#Rive7', newPassword: 'Okafor#123' });
    expect(errorOf(weak.body)).toContainEqual(expect.objectContaining({ path: '/newPassword', messageId: 'identityProvider.password.notContainLastName' }));
    const missing = await callApi(app, 'PUT', `/${user.id}/changepassword`, { newPassword: 'Green#Hill8' });
    expect(errorOf(missing.body)).toContainEqual(expect.objectContaining({ path: '/currentPassword', messageId: 'field.required' }));
  });
});

describe('password recovery: GET /{id}/passwordrecoverytoken and PUT /{id}/resetpassword', () => {
  const reset = (id: string, recoveryToken: string, newPassword = 'Green#Hill8') =>
    callApi(app, 'PUT', `/${id}/resetpassword`, { context: 'forgotPassword', recoveryToken, newPassword });

  it('mails a link on the configured portal address and never answers the token', async () => {
    const user = await registerActiveUser(app, next());
    const response = await callApi(app, 'GET', `/${user.id}/passwordrecoverytoken`);
    expect(response.statusCode).toBe(200);
    expect(response.json().recoveryEmailSent).toBe(true);
    const link = /https:\/\/\S+/.exec(await lastMail(app, user.email, 'passwordResetLink'))?.[0] as string;
    expect(link.startsWith('https://portal.test/user/okta-change-password?')).toBe(true);
    const token = new URL(link).searchParams.get('token') as string;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(response.body).not.toContain(token);
  });

  it('mails one user no more recovery links than the portal\'s reset mails allow, whoever asks from wherever', async () => {
    const { max } = rule<{ max: number }>('schemas/config/account-rules.json', '/rateLimits/recoveryMail');
    const user = await registerActiveUser(app, next());
    const statuses: number[] = [];
    for (let n = 0; n <= max; n += 1) {
      const response = await app.inject({ method: 'GET', url: `/api/authentication/${user.id}/passwordrecoverytoken`, headers: STATIC_HEADER, remoteAddress: `10.78.0.${n + 1}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: max }, () => 200), 429]);
    const [mails] = await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND template = 'passwordResetLink'", [user.email]);
    expect(mails?.n).toBe(max);
  });

  it('resets the password with the token, once', async () => {
    const user = await registerActiveUser(app, next());
    const token = await sendRecovery(app, user);
    const response = await reset(user.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resetPasswordSuccessful: true });
    const signIn = await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Green#Hill8', newPassword: 'Silver#Bay3' });
    expect(signIn.statusCode).toBe(200);
    const replay = await reset(user.id, token, 'Gold#Lake9');
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay.body)).toEqual([expect.objectContaining({ path: '/recoveryToken', messageId: 'identityProvider.recoveryTokenInvalid' })]);
  });

  it('refuses a tampered, an expired, a superseded and another user\'s token', async () => {
    const user = await registerActiveUser(app, next());
    const other = await registerActiveUser(app, next());
    const first = await sendRecovery(app, user);
    const second = await sendRecovery(app, user);
    expect((await reset(user.id, first)).statusCode).toBe(400);
    const flipped = (second[0] === 'A' ? 'B' : 'A') + second.slice(1);
    expect((await reset(user.id, flipped)).statusCode).toBe(400);
    const othersToken = await sendRecovery(app, other);
    expect((await reset(user.id, othersToken)).statusCode).toBe(400);
    await app.db.query(`UPDATE idp_recovery_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL AND voided_at IS NULL`, [user.id]);
    const expired = await reset(user.id, second);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired.body)[0]?.message).toBe(catalogue['identityProvider.recoveryTokenInvalid']);
  });

  it('keeps the token when the new password is refused, so the user can try again', async () => {
    const user = await registerActiveUser(app, next());
    const token = await sendRecovery(app, user);
    const same = await reset(user.id, token, 'Blue#Rive7');
    expect(errorOf(same.body)[0]?.message).toBe(text('accountAccess.password.history'));
    const weak = await reset(user.id, token, 'short');
    expect(errorOf(weak.body)).toContainEqual(expect.objectContaining({ path: '/newPassword', messageId: 'password.rule.minLength' }));
    expect((await reset(user.id, token)).statusCode).toBe(200);
  });

  it('unlocks a LOCKED_OUT user and voids recovery links on a password change', async () => {
    const user = await registerActiveUser(app, next());
    await app.db.query(`UPDATE idp_users SET status = 'LOCKED_OUT' WHERE id = $1`, [user.id]);
    const token = await sendRecovery(app, user);
    expect((await reset(user.id, token)).statusCode).toBe(200);
    expect((await callApi(app, 'GET', `/${user.id}/user`, undefined, admin)).json().status).toBe('ACTIVE');
    const pending = await sendRecovery(app, user);
    await callApi(app, 'PUT', `/${user.id}/changepassword`, { currentPassword: 'Green#Hill8', newPassword: 'Gold#Lake9' });
    expect((await reset(user.id, pending, 'Silver#Bay3')).statusCode).toBe(400);
  });

  it('is not available to internal users', async () => {
    const login = `ops${next()}user`;
    const created = await callApi(app, 'POST', '/register', { firstName: 'Jo', lastName: 'Doe', email: `${login}@carelon.example`, login, userType: 'Internal' });
    const response = await callApi(app, 'GET', `/${created.json().id}/passwordrecoverytoken`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)[0]?.messageId).toBe('accountAccess.reset.internal');
  });

  it('refuses a reset without a token', async () => {
    const user = await registerUser(app, next());
    const response = await callApi(app, 'PUT', `/${user.id}/resetpassword`, { newPassword: 'Green#Hill8' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toContainEqual(expect.objectContaining({ path: '/recoveryToken', messageId: 'field.required' }));
  });
});
