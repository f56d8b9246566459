// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../../../src/server/security/secret-hash.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { rule, text } from '../../support/rules.js';
import { goodRegistration, insertReferenceRows, NPI, PLAN, PLAN_PIN, QUESTIONS, TIN } from './reference-rows.js';

let app: FastifyInstance;
let counter = 0;

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(() => app.close());

/** A fresh username per request, so tests do not trip over each other's accounts. */
function uniqueUser(): string {
  counter += 1;
  return `user${counter}@clinic.example.org`;
}

function register(body: Record<string, unknown>, headers: Record<string, string> = STATIC_HEADER) {
  return app.inject({ method: 'POST', url: '/api/user/registration', headers, payload: body });
}

/** The errors of an answer as path -> message, which is what a form shows. */
function messages(response: { json(): unknown }): Record<string, string> {
  const { errors } = response.json() as { errors: { path: string; message: string }[] };
  return Object.fromEntries(errors.map((error) => [error.path, error.message]));
}

describe('POST /api/user/registration', { timeout: 30_000 }, () => {
  it('creates a pending account with hashed secrets, its identifier per plan, and mails a link on the configured portal address', async () => {
    const response = await register(goodRegistration(), { ...STATIC_HEADER, host: 'evil.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, email: 'office@clinic.example.org' });
    expect(response.body).not.toContain('Kb7mQz2wLp9');

    const [user] = await app.db.query<Record<string, unknown>>('SELECT * FROM users WHERE username = $1', ['pat.lee@clinic.example.org']);
    expect(user).toMatchObject({ account_status: 2, role_id: 1, email: 'office@clinic.example.org', is_internal: false, external_user_flg: 'Y', zip_code: '23219', phone_extension: '12', address_line2: null, commercial_program: true });
    expect(user?.password_hash).toMatch(/^scrypt\$/);
    expect((await verifySecret('Kb7mQz2wLp9', String(user?.password_hash))).ok).toBe(true);

    const history = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM password_history WHERE user_id = $1', [user?.id]);
    expect(history).toEqual([{ password_hash: user?.password_hash }]);

    const answers = await app.db.query<{ position: number; question_id: number; answer_hash: string }>(
      'SELECT position, question_id, answer_hash FROM user_security_answers WHERE user_id = $1 ORDER BY position',
      [user?.id],
    );
    expect(answers.map((row) => [row.position, row.question_id])).toEqual([[1, QUESTIONS[0]], [2, QUESTIONS[1]], [3, QUESTIONS[2]]]);
    // Normalized before hashing: "Main  Street" and "main street" are one answer.
    expect((await verifySecret('main street', answers[1]?.answer_hash ?? '')).ok).toBe(true);

    const identifiers = await app.db.query('SELECT identifier_type, identifier_value, client_id FROM user_identifiers WHERE user_id = $1', [user?.id]);
    expect(identifiers).toEqual([{ identifier_type: 1, identifier_value: NPI, client_id: PLAN.example }]);
    const clients = await app.db.query('SELECT client_id FROM user_clients WHERE user_id = $1', [user?.id]);
    expect(clients).toEqual([{ client_id: PLAN.example }]);

    const tokens = await app.db.query<{ purpose: string; token_hash: string; lifetime_days: number }>(
      `SELECT purpose, token_hash, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS lifetime_days FROM tokens WHERE user_id = $1`,
      [user?.id],
    );
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'registration', lifetime_days: 60 });

    const [mail] = await app.db.query<{ recipient: string; text_body: string; template: string }>(
      'SELECT recipient, text_body, template FROM outbox WHERE recipient = $1',
      ['office@clinic.example.org'],
    );
    expect(mail?.template).toBe('registrationLink');
    const link = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? '';
    expect(link).toMatch(/^https:\/\/portal\.test\/user\/registration-email-validation\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]{43}$/);
    expect(link).not.toContain('evil.example');
    // Only the token's hash is stored.
    expect(tokens[0]?.token_hash).not.toBe(link.split('/').at(-1));
  });

  it('sends the link to the username when the contact e-mail is the same', async () => {
    const username = uniqueUser();
    const response = await register(goodRegistration({ username, useSameEmail: true, email: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, email: username });
  });

  it('registers a health plan representative with one supported plan and no identifiers', async () => {
    const username = uniqueUser();
    const response = await register(
      goodRegistration({ username, userRole: 5, providerIdentifiers: [], providerClients: [], healthPlan: { id: PLAN.pinned, name: 'Pinned Health', url: null, isUnsupported: false } }),
    );
    expect(response.statusCode).toBe(201);
    const rows = await app.db.query('SELECT uc.client_id FROM user_clients uc JOIN users u ON u.id = uc.user_id WHERE u.username = $1', [username]);
    expect(rows).toEqual([{ client_id: PLAN.pinned }]);
  });

  it('takes a phone and fax written 555-555-0100 or (555) 555-0100 as the same number, stored as its ten digits', async () => {
    const username = uniqueUser();
    const response = await register(goodRegistration({ username, phone: { number: '(804) 555-1234' }, fax: '804-555-1235' }));
    expect(response.statusCode).toBe(201);
    const [user] = await app.db.query('SELECT phone, fax FROM users WHERE username = $1', [username]);
    expect(user).toEqual({ phone: '8045551234', fax: '8045551235' });
  });

  it('registers an internal user by US Domain ID, without password or security answers', async () => {
    const response = await register({
      firstName: 'Sam',
      lastName: 'Ito',
      username: 'sam.ito@carelon.example',
      domainId: 'sito1',
      isInternalUser: true,
      userRole: 5,
      organizationName: 'Carelon',
      address: { addressLine1: '1 Plan Way', city: 'Chicago', state: 'IL', zipCode: '60601' },
      phone: { number: '3125551234' },
      fax: '3125551235',
      healthPlan: { id: PLAN.example, name: 'Example Health' },
      termsOfUse: true,
    });
    expect(response.statusCode).toBe(201);
    const [user] = await app.db.query('SELECT domain_id, password_hash, is_internal, external_user_flg FROM users WHERE username = $1', ['sam.ito@carelon.example']);
    expect(user).toEqual({ domain_id: 'sito1', password_hash: null, is_internal: true, external_user_flg: 'N' });
  });

  it('answers "Email is taken" whatever the case of the username, and writes nothing', async () => {
    const before = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const response = await register(goodRegistration({ username: 'PAT.LEE@Clinic.Example.org' }));
    expect(response.statusCode).toBe(409);
    expect(messages(response)).toEqual({ '/username': text('username.taken') });
    expect(await app.db.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });

  it('frees the username of a registration never confirmed once its credentials expired, and only then', async () => {
    const days = rule('schemas/config/account-rules.json', '/credentialExpiryDays') as number;
    const username = uniqueUser();
    const available = async () =>
      (await app.inject({ method: 'POST', url: '/api/user/availability/username', headers: STATIC_HEADER, payload: { userName: username }, remoteAddress: `10.9.0.${++counter}` })).json();
    const ageTo = (ageDays: number, signedIn = false) =>
      app.db.query(`UPDATE users SET created_at = now() - make_interval(days => $2::integer), last_sign_in_at = ${signedIn ? 'now()' : 'NULL'} WHERE username = $1`, [username, ageDays]);
    expect((await register(goodRegistration({ username }))).statusCode).toBe(201);
    const [first] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]);

    // A day before its credentials expire, the pending registration still holds the name.
    await ageTo(days - 1);
    expect(await available()).toEqual({ success: false });
    expect((await register(goodRegistration({ username }))).statusCode).toBe(409);
    // One that has signed in holds it however old it is.
    await ageTo(days, true);
    expect(await available()).toEqual({ success: false });
    expect((await register(goodRegistration({ username }))).statusCode).toBe(409);

    // Expired and never used: the name is free, and registering it replaces the old account.
    await ageTo(days);
    expect(await available()).toEqual({ success: true });
    expect((await register(goodRegistration({ username }))).statusCode).toBe(201);
    const rows = await app.db.query<{ id: string }>('SELECT id FROM users WHERE lower(username) = lower($1)', [username]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(first?.id);
    expect(await app.db.query('SELECT 1 FROM tokens WHERE user_id = $1', [first?.id])).toEqual([]);
  });

  it('answers "US Domain is taken" for a domain ID already registered', async () => {
    const response = await register({
      firstName: 'Kim',
      lastName: 'Ito',
      username: 'kim.ito@carelon.example',
      domainId: 'SITO1',
      isInternalUser: true,
      userRole: 5,
      organizationName: 'Carelon',
      address: { addressLine1: '1 Plan Way', city: 'Chicago', state: 'IL', zipCode: '60601' },
      phone: { number: '3125551234' },
      fax: '3125551235',
      healthPlan: { id: PLAN.example },
      termsOfUse: true,
    });
    expect(response.statusCode).toBe(409);
    expect(messages(response)).toEqual({ '/domainId': text('registration.domainIdTaken') });
  });

  it('refuses an internal e-mail domain registered as an outside user', async () => {
    const response = await register(goodRegistration({ username: 'lee@carelon.example' }));
    expect(response.statusCode).toBe(400);
    expect(messages(response)['/username']).toBe(text('registration.internalDomainMismatch'));
  });

  it('answers "Zip Code is invalid" for a zip outside the state', async () => {
    const response = await register(goodRegistration({ username: uniqueUser(), address: { addressLine1: '1 Main St', city: 'Richmond', state: 'VA', zipCode: '90210' } }));
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual({ '/address/zipCode': text('registration.zipInvalid') });
  });

  it('requires the first three security answers', async () => {
    const response = await register(
      goodRegistration({ username: uniqueUser(), securityAnswers: [{ QuestionId: QUESTIONS[0], Answer: 'Fluffy' }, { QuestionId: QUESTIONS[1], Answer: 'Main Street' }, {}, {}, {}] }),
    );
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual({
      '/securityAnswers/2/QuestionId': text('field.required', { caption: 'caption.securityQuestion' }),
      '/securityAnswers/2/Answer': text('field.required', { caption: 'caption.answer' }),
    });
  });

  it('refuses a security question used twice with the spec\'s message', async () => {
    const response = await register(
      goodRegistration({
        username: uniqueUser(),
        securityAnswers: [
          { QuestionId: QUESTIONS[0], Answer: 'Fluffy' },
          { QuestionId: QUESTIONS[0], Answer: 'Rex' },
          { QuestionId: QUESTIONS[2], Answer: 'Blue' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.values(messages(response))).toContain(text('securityQuestion.duplicate'));
  });

  it('applies the password policy of schemas/defs/password.json', async () => {
    const limits = { minLength: rule<number>('schemas/defs/password.json', '/minLength'), maxLength: rule<number>('schemas/defs/password.json', '/maxLength') };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'Kb7m', confirmPassword: 'Kb7m' }, '/password', text('password.rule.length', limits)],
      [{ password: 'kb7mqz2wlp9', confirmPassword: 'kb7mqz2wlp9' }, '/password', text('password.rule.uppercase')],
      [{ password: 'Kb7mQz2wLp9', confirmPassword: 'Kb7mQz2wLp8' }, '/confirmPassword', text('password.mismatch')],
      [{ password: 'Kb7mQzzwLp9', confirmPassword: 'Kb7mQzzwLp9' }, '/password', text('password.rule.noRepeats')],
      [{ password: 'PatKb7mQz2', confirmPassword: 'PatKb7mQz2' }, '/password', text('password.rule.notContain', { otherCaption: 'caption.firstName' })],
    ];
    for (const [override, path, text] of cases) {
      const response = await register(goodRegistration({ username: uniqueUser(), ...override }));
      expect(response.statusCode, text).toBe(400);
      expect(messages(response)[path], text).toBe(text);
    }
  });

  it('answers "Must agree to the Terms of Use" when the box is not ticked', async () => {
    const response = await register(goodRegistration({ username: uniqueUser(), termsOfUse: false }));
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual({ '/termsOfUse': text('termsOfUse.required') });
  });

  it('refuses duplicate identifiers', async () => {
    const response = await register(
      goodRegistration({ username: uniqueUser(), providerIdentifiers: [{ type: 1, value: NPI }, { type: 1, value: NPI }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual({ '/providerIdentifiers/1/value': text('registration.identifierDuplicate') });
  });

  it('refuses an identifier unknown to the directory or not allowed for the role', async () => {
    const unknown = await register(goodRegistration({ username: uniqueUser(), providerIdentifiers: [{ type: 1, value: '1245319599' }] }));
    expect(unknown.statusCode).toBe(400);
    expect(messages(unknown)).toEqual({ '/providerIdentifiers/0/value': text('registration.identifierMismatch', { type: 'caption.npi' }) });

    // The NPI is in the directory for provider roles only, not for genetic counselors.
    const wrongRole = await register(goodRegistration({ username: uniqueUser(), userRole: 10 }));
    expect(wrongRole.statusCode).toBe(400);
    expect(messages(wrongRole)).toEqual({ '/providerIdentifiers/0/value': text('registration.identifierMismatch', { type: 'caption.npi' }) });

    const counselor = await register(goodRegistration({ username: uniqueUser(), userRole: 10, providerIdentifiers: [{ type: 0, value: TIN }] }));
    expect(counselor.statusCode).toBe(201);
  });

  it('answers "Select at least one health plan" when no plan is selected', async () => {
    const provider = await register(goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.example, selected: false }] }));
    expect(provider.statusCode).toBe(400);
    expect(messages(provider)).toEqual({ '/providerClients': text('registration.healthPlanRequired') });

    const representative = await register(goodRegistration({ username: uniqueUser(), userRole: 5, healthPlan: null }));
    expect(representative.statusCode).toBe(400);
    expect(messages(representative)).toEqual({ '/healthPlan': text('registration.healthPlanRequired') });
  });

  it('answers "Health Plan not supported" for unsupported and single-sign-on plans', async () => {
    const unsupported = await register(goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.unsupported, selected: true }] }));
    expect(unsupported.statusCode).toBe(400);
    expect(messages(unsupported)).toEqual({ '/providerClients/0': text('registration.healthPlanUnsupported') });

    const sso = await register(goodRegistration({ username: uniqueUser(), userRole: 5, healthPlan: { id: PLAN.sso } }));
    expect(sso.statusCode).toBe(400);
    expect(messages(sso)).toEqual({ '/healthPlan': text('registration.healthPlanUnsupported') });
  });

  it('refuses a plan the identifier is not tied to, and a wrong PIN', async () => {
    const unrelated = await register(goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.other, selected: true }] }));
    expect(messages(unrelated)).toEqual({ '/providerClients/0': text('registration.healthPlanNotLinked', { healthPlan: 'Unrelated Plan' }) });

    const wrongPin = await register(goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.pinned, selected: true, pin: '0000' }] }));
    // The PIN check's own words (POST /api/clients/pin/validity/ says the same).
    expect(messages(wrongPin)['/providerClients/0/pin']).toBe(text('clients.pinMismatch'));

    const rightPin = await register(goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.pinned, selected: true, pin: PLAN_PIN }] }));
    expect(rightPin.statusCode).toBe(201);
  });

  it('asks a provider to choose an application', async () => {
    const response = await register(goodRegistration({ username: uniqueUser(), commercialHealthplanSelected: false }));
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual({ '/commercialHealthplanSelected': text('registration.applicationRequired') });
  });

  it('reports the schema\'s field errors from the shared defs', async () => {
    const response = await register(
      goodRegistration({ username: 'not-an-email', firstName: 'R2D2', phone: { number: '555' }, fax: '12', email: undefined, userRole: 4 }),
    );
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toMatchObject({
      '/username': text('username.invalid'),
      '/firstName': text('name.characters', { caption: 'caption.firstName' }),
      '/phone/number': text('phone.invalid'),
      '/fax': text('fax.invalid'),
      '/email': text('field.required', { caption: 'caption.contactEmail' }),
      '/userRole': text('field.invalid', { caption: 'caption.userRole' }),
    });
  });

  it('answers 403 without the static header or with a wrong one, and writes nothing', async () => {
    const username = uniqueUser();
    expect((await register(goodRegistration({ username }), {})).statusCode).toBe(403);
    const wrong = Object.fromEntries(Object.keys(STATIC_HEADER).map((name) => [name, 'wrong']));
    expect((await register(goodRegistration({ username }), wrong)).statusCode).toBe(403);
    expect(await app.db.query('SELECT 1 FROM users WHERE username = $1', [username])).toEqual([]);
  });
});
