// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadZipPrefixes, zipFitsState } from '../../../src/server/routes/registration/zip-prefixes.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { insertReferenceRows, QUESTIONS } from './reference-rows.js';
import { rule, text } from '../../support/rules.js';

let app: FastifyInstance;
const WRONG_HEADER = Object.fromEntries(Object.keys(STATIC_HEADER).map((name) => [name, 'wrong']));

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
  await app.db.query(
    `INSERT INTO users (username, first_name, last_name, email, account_status, domain_id) VALUES ('Taken.Name@clinic.example.org', 'Al', 'Bo', 'a@b.co', 1, 'TakenDomain1')`,
  );
}, 60_000);
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = STATIC_HEADER) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = STATIC_HEADER) =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

describe('GET /api/user/registration/defaults', () => {
  it('answers the registrable roles and the security questions', async () => {
    const response = await get('/api/user/registration/defaults');
    expect(response.statusCode).toBe(200);
    const { roles, securityQuestions } = response.json() as { roles: { id: number; name: string }[]; securityQuestions: { id: number; questionText: string }[] };
    expect(roles).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Ordering Provider' },
        { id: 2, name: 'Servicing Provider' },
        { id: 5, name: 'Health Plan Representative' },
        { id: 10, name: 'Genetic Counselor' },
      ]),
    );
    expect(roles.map((role) => role.id)).not.toContain(98);
    expect(securityQuestions).toEqual(expect.arrayContaining([{ id: QUESTIONS[0], questionText: 'Registration test question 1?' }]));
  });

  it('answers 403 without the static header or with a wrong one', async () => {
    expect((await get('/api/user/registration/defaults', {})).statusCode).toBe(403);
    expect((await get('/api/user/registration/defaults', WRONG_HEADER)).statusCode).toBe(403);
  });
});

describe('GET /api/user/okta-registration/defaults', () => {
  it('answers the roles and the multi-factor password requirements', async () => {
    const response = await get('/api/user/okta-registration/defaults');
    expect(response.statusCode).toBe(200);
    const { roles, passwordRequirements } = response.json() as { roles: { id: number }[]; passwordRequirements: { message: string }[] };
    expect(roles.map((role) => role.id)).toEqual(expect.arrayContaining([1, 2, 5, 10]));
    expect(passwordRequirements.map((line) => line.message)).toEqual([
      text('password.rule.minLength', { minLength: rule<number>('schemas/defs/password-mfa.json', '/minLength') }),
      text('password.rule.uppercase'),
      text('password.rule.lowercase'),
      text('password.rule.digit'),
      text('password.rule.special'),
    ]);
  });

  it('answers 403 without the static header or with a wrong one', async () => {
    expect((await get('/api/user/okta-registration/defaults', {})).statusCode).toBe(403);
    expect((await get('/api/user/okta-registration/defaults', WRONG_HEADER)).statusCode).toBe(403);
  });
});

describe('GET /api/user/registration/emailDomain', () => {
  it('answers each e-mail domain with its emailDomainCode', async () => {
    const response = await get('/api/user/registration/emailDomain');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.arrayContaining([{ emailDomainCode: 'TESTCLINIC', emailDomain: 'clinic.example.org', internal: false }]));
    expect(response.json()).toEqual(expect.arrayContaining([expect.objectContaining({ emailDomain: 'carelon.example', internal: true })]));
  });

  it('answers 403 without the static header or with a wrong one', async () => {
    expect((await get('/api/user/registration/emailDomain', {})).statusCode).toBe(403);
    expect((await get('/api/user/registration/emailDomain', WRONG_HEADER)).statusCode).toBe(403);
  });
});

describe('DELETE /api/user/registration', () => {
  it('answers the portal root on the configured address as where to go', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/user/registration', headers: { ...STATIC_HEADER, host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://portal.test/' });
  });

  it('answers 403 without the static header or with a wrong one', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/user/registration' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/api/user/registration', headers: WRONG_HEADER })).statusCode).toBe(403);
  });
});

describe('POST /api/user/availability/username', () => {
  it('answers success true for a free username and false for a taken one in any case', async () => {
    expect((await post('/api/user/availability/username', { userName: 'free.name@clinic.example.org' })).json()).toEqual({ success: true });
    expect((await post('/api/user/availability/username', { userName: 'taken.name@clinic.example.org' })).json()).toEqual({ success: false });
    expect((await post('/api/user/availability/username', { userName: 'TAKEN.NAME@CLINIC.EXAMPLE.ORG' })).json()).toEqual({ success: false });
  });

  it('answers field errors for a missing or malformed userName', async () => {
    const missing = await post('/api/user/availability/username', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: '/userName', messageId: 'field.required' }] });
    const malformed = await post('/api/user/availability/username', { userName: 'nobody' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: [{ path: '/userName', message: text('username.invalid') }] });
  });

  it('answers 403 without the static header or with a wrong one', async () => {
    expect((await post('/api/user/availability/username', { userName: 'a@b.co' }, {})).statusCode).toBe(403);
    expect((await post('/api/user/availability/username', { userName: 'a@b.co' }, WRONG_HEADER)).statusCode).toBe(403);
  });
});

describe('POST /api/user/availability/domain', () => {
  it('answers success true for a free US Domain ID and false for a taken one in any case, as registration judges it', async () => {
    expect((await post('/api/user/availability/domain', { domainId: 'FreeDomain1' })).json()).toEqual({ success: true });
    expect((await post('/api/user/availability/domain', { domainId: 'takendomain1' })).json()).toEqual({ success: false });
  });

  it('answers the field errors of the domain ID rule for a missing or malformed one, NUL included', async () => {
    const missing = await post('/api/user/availability/domain', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: '/domainId', messageId: 'field.required' }] });
    for (const domainId of ['US\\jdoe1', 'abc\u0000def']) {
      const malformed = await post('/api/user/availability/domain', { domainId });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ errors: [{ path: '/domainId' }] });
    }
  });
});

describe('POST /api/address/validity', () => {
  it('answers validity true for zips inside their state, DC, Puerto Rico and the Virgin Islands included', async () => {
    const valid: [string, string][] = [
      ['23219', 'VA'],
      ['20500', 'DC'],
      ['56901', 'DC'],
      ['00901', 'PR'],
      ['00802', 'VI'],
      ['73301', 'TX'],
      ['88510', 'TX'],
      ['99501', 'AK'],
      ['00501', 'NY'],
      ['06101', 'CT'],
    ];
    for (const [zipCode, state] of valid) {
      expect((await post('/api/address/validity', { zipCode, state })).json(), `${zipCode} ${state}`).toEqual({ validity: true });
    }
  });

  it('answers validity false for a zip of another state or an unused prefix', async () => {
    for (const [zipCode, state] of [['90210', 'VA'], ['73301', 'OK'], ['00802', 'PR'], ['09001', 'NY'], ['34001', 'FL']]) {
      expect((await post('/api/address/validity', { zipCode, state })).json(), `${zipCode} ${state}`).toEqual({ validity: false });
    }
  });

  it('answers field errors for a malformed zip or an unknown state', async () => {
    const response = await post('/api/address/validity', { zipCode: '2321', state: 'ZZ' });
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string }[] }).errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['/zipCode', '/state']));
  });

  it('answers 403 without the static header or with a wrong one', async () => {
    expect((await post('/api/address/validity', { zipCode: '23219', state: 'VA' }, {})).statusCode).toBe(403);
    expect((await post('/api/address/validity', { zipCode: '23219', state: 'VA' }, WRONG_HEADER)).statusCode).toBe(403);
  });
});

describe('zip prefix data', () => {
  it('gives every state of the state list at least one prefix and no prefix to two states', () => {
    const table = loadZipPrefixes();
    expect(table.size).toBe(53);
    const owner = new Map<number, string>();
    for (const [state, ranges] of table) {
      for (const [first, last] of ranges) {
        for (let prefix = first; prefix <= last; prefix += 1) {
          expect(owner.get(prefix), `prefix ${prefix} of ${state}`).toBeUndefined();
          owner.set(prefix, state);
        }
      }
    }
    expect(zipFitsState(table, '2321', 'VA')).toBe(false);
  });
});

// Last in the file: it spends this client address's availability allowance.
describe('POST /api/user/availability/username rate limit', () => {
  it('answers 429 with Retry-After once a client exceeds the availability limit of account-rules.json', async () => {
    const { max } = app.accountRules.rateLimits.availability;
    const statuses: number[] = [];
    for (let call = 0; call <= max; call += 1) {
      statuses.push((await post('/api/user/availability/username', { userName: `probe${call}@clinic.example.org` })).statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = await post('/api/user/availability/username', { userName: 'one.more@clinic.example.org' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ errors: [{ messageId: 'rateLimit.exceeded' }] });
  });
});
