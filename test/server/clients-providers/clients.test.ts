// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { attachIdentifier, BETA_PIN, ID, insertAccount, PLAN, seedDirectory, signedInHeaders } from './provider-fixtures.js';
import { text } from '../../support/rules.js';

describe('health plan lists and the PIN check', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDirectory(app.db);
  }, 60_000);
  afterAll(() => app.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = STATIC_HEADER, remoteAddress?: string) =>
    app.inject({ method: 'POST', url, headers, remoteAddress, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('answers every health plan for a call without a body, telling which need a PIN but never the PIN', async () => {
    const response = await post('/api/clients/');
    expect(response.statusCode).toBe(200);
    const { clientList } = response.json();
    expect(clientList.map((plan: { id: number }) => plan.id)).toEqual([PLAN.alpha, PLAN.beta, PLAN.delta, PLAN.gamma]);
    expect(clientList.find((plan: { id: number }) => plan.id === PLAN.beta)).toEqual({
      id: PLAN.beta, name: 'Beta Care', selected: false, pin: true, isSso: false, url: null, isNew: true, totalProviders: 0, isUnsupported: false,
    });
    expect(clientList.find((plan: { id: number }) => plan.id === PLAN.gamma)).toMatchObject({ isSso: true, url: 'https://gamma.example/register', pin: false });
    expect(response.body).not.toContain(BETA_PIN);
    expect(response.body).not.toContain('scrypt');
  });

  it('answers the same for an empty criteria object', async () => {
    const response = await post('/api/clients/', {});
    expect(response.json().clientList).toHaveLength(4);
  });

  it('answers the plans a provider\'s identifiers map to, selected, with how many identifiers map to each', async () => {
    const response = await post('/api/clients/', { tin: null, gtin: null, npi: [ID.npiA, ID.npiB], gnpi: null, clid: null, userRole: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().clientList.map((plan: { id: number; totalProviders: number; selected: boolean }) => [plan.id, plan.totalProviders, plan.selected])).toEqual([
      [PLAN.alpha, 2, true],
      [PLAN.beta, 1, true],
    ]);
  });

  it('leaves out plans whose directory rows do not allow the role', async () => {
    expect((await post('/api/clients/', { clid: [ID.clidA], userRole: 1 })).json().clientList).toEqual([]);
    expect((await post('/api/clients/', { clid: [ID.clidA], userRole: 2 })).json().clientList.map((plan: { id: number }) => plan.id)).toEqual([PLAN.gamma]);
  });

  it('refuses criteria of the wrong length with the spec\'s "Must be N digits"', async () => {
    const response = await post('/api/clients/', { tin: ['12345678'], npi: ['123'] });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors).toContainEqual(expect.objectContaining({ path: '/tin/0', message: text('providerIdentifier.digits', { limit: 9 }) }));
    expect(errors).toContainEqual(expect.objectContaining({ path: '/npi/0', message: text('providerIdentifier.digits', { limit: 10 }) }));
  });

  it('marks the signed-in account\'s plans as selected and not new', async () => {
    const userId = await insertAccount(app.db);
    await attachIdentifier(app.db, userId, 1, ID.npiB, PLAN.alpha);
    const response = await post('/api/clients/', undefined, await signedInHeaders(app.db, userId));
    const alpha = response.json().clientList.find((plan: { id: number }) => plan.id === PLAN.alpha);
    expect(alpha).toMatchObject({ selected: true, isNew: false, totalProviders: 1 });
  });

  it('refuses a client list call without the static header with 403', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/clients/' })).statusCode).toBe(403);
  });

  describe('POST /api/clients/pin/validity/', () => {
    it('accepts the right PIN of a plan', async () => {
      const response = await post('/api/clients/pin/validity/', { criteria: { npi: [ID.npiA], userRole: 1 }, id: PLAN.beta, pin: BETA_PIN }, STATIC_HEADER, '10.20.0.1');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ validity: true });
    });

    it('accepts the right PIN pasted with spaces or a tab around it', async () => {
      const response = await post('/api/clients/pin/validity/', { criteria: { npi: [ID.npiA], userRole: 1 }, id: PLAN.beta, pin: ` ${BETA_PIN}\t` }, STATIC_HEADER, '10.20.0.7');
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong PIN with a field error on the PIN', async () => {
      const response = await post('/api/clients/pin/validity/', { id: PLAN.beta, pin: '0000' }, STATIC_HEADER, '10.20.0.2');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        path: '/pin',
        messageId: 'clients.pinMismatch',
        message: text('clients.pinMismatch'),
      });
    });

    it('refuses the right PIN for a plan the provider\'s identifiers do not map to', async () => {
      const response = await post('/api/clients/pin/validity/', { criteria: { npi: [ID.npiB] }, id: PLAN.beta, pin: BETA_PIN }, STATIC_HEADER, '10.20.0.3');
      expect(response.statusCode).toBe(422);
    });

    it('refuses an unknown plan and a missing PIN', async () => {
      const unknown = await post('/api/clients/pin/validity/', { id: 999, pin: '1' }, STATIC_HEADER, '10.20.0.4');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors[0]).toMatchObject({ path: '/id', message: text('providerManagement.healthPlanUnknown') });
      const missing = await post('/api/clients/pin/validity/', { id: PLAN.beta }, STATIC_HEADER, '10.20.0.4');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0]).toMatchObject({ path: '/pin', message: text('field.required', { caption: 'caption.pin' }) });
    });

    it('stops guessing after the codes rate limit with 429', async () => {
      const { max } = app.accountRules.rateLimits.codes;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= max; attempt++) {
        statuses.push((await post('/api/clients/pin/validity/', { id: PLAN.beta, pin: `${attempt}` }, STATIC_HEADER, '10.20.0.5')).statusCode);
      }
      expect(statuses.slice(0, max).every((status) => status === 422)).toBe(true);
      expect(statuses[max]).toBe(429);
    });

    it('counts only wrong PINs against the codes rate limit: right ones never lock the provider out', async () => {
      const { max } = app.accountRules.rateLimits.codes;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= max; attempt++) {
        statuses.push((await post('/api/clients/pin/validity/', { id: PLAN.beta, pin: BETA_PIN }, STATIC_HEADER, '10.20.0.6')).statusCode);
      }
      expect(statuses).toEqual(Array.from({ length: max + 1 }, () => 200));
    });

    it('refuses a PIN check without the static header with 403', async () => {
      expect((await post('/api/clients/pin/validity/', { id: PLAN.beta, pin: BETA_PIN }, {})).statusCode).toBe(403);
    });
  });

  describe('POST /api/clients/getHealthPlan', () => {
    it('answers every plan, marked for the signed-in account', async () => {
      const userId = await insertAccount(app.db, { roleId: 5 });
      await app.db.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [userId, PLAN.delta]);
      const response = await post('/api/clients/getHealthPlan', {}, await signedInHeaders(app.db, userId));
      expect(response.statusCode).toBe(200);
      const selected = response.json().clientList.filter((plan: { selected: boolean }) => plan.selected);
      expect(selected.map((plan: { id: number }) => plan.id)).toEqual([PLAN.delta]);
      // The plan the Health Plan Details form starts from.
      expect(response.json().healthPlanId).toBe(PLAN.delta);
    });

    it('names no held plan for an account that holds none', async () => {
      const userId = await insertAccount(app.db, { roleId: 5 });
      const response = await post('/api/clients/getHealthPlan', {}, await signedInHeaders(app.db, userId));
      expect(response.statusCode).toBe(200);
      expect(response.json()).not.toHaveProperty('healthPlanId');
    });

    it('answers 401 without a session', async () => {
      const response = await post('/api/clients/getHealthPlan', {});
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].messageId).toBe('session.loggedOut');
    });

    it('refuses another user\'s account with 403', async () => {
      const userId = await insertAccount(app.db);
      const other = await insertAccount(app.db);
      const response = await post('/api/clients/getHealthPlan', { userId: other }, await signedInHeaders(app.db, userId));
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].messageId).toBe('providerManagement.notYourAccount');
    });

    it('refuses a call without the static header with 403', async () => {
      const userId = await insertAccount(app.db);
      const headers = await signedInHeaders(app.db, userId);
      const [name] = Object.keys(STATIC_HEADER);
      delete headers[name as string];
      expect((await post('/api/clients/getHealthPlan', {}, headers)).statusCode).toBe(403);
    });
  });

  describe('POST /api/clients/choice/validity (a health plan role chooses a plan)', () => {
    it('refuses an unsupported or single sign-on plan at the plan with the text Submit gives, and an unknown plan', async () => {
      for (const id of [PLAN.gamma, PLAN.delta]) {
        const response = await post('/api/clients/choice/validity', { id });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual([expect.objectContaining({ path: '/id', messageId: 'registration.healthPlanUnsupported', message: text('registration.healthPlanUnsupported') })]);
      }
      const unknown = await post('/api/clients/choice/validity', { id: 999 });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors[0]).toMatchObject({ path: '/id', messageId: 'providerManagement.healthPlanUnknown' });
    });

    it('says whether the plan asks for its PIN: not for a plan without one, nor for the plan the signed-in account holds', async () => {
      expect((await post('/api/clients/choice/validity', { id: PLAN.alpha })).json()).toEqual({ validity: true, pinRequired: false });
      expect((await post('/api/clients/choice/validity', { id: PLAN.beta })).json()).toEqual({ validity: true, pinRequired: true });
      const userId = await insertAccount(app.db, { roleId: 4 });
      await app.db.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [userId, PLAN.beta]);
      const headers = await signedInHeaders(app.db, userId);
      expect((await post('/api/clients/choice/validity', { id: PLAN.beta }, headers)).json()).toEqual({ validity: true, pinRequired: false });
    });

    it('answers a bad body with 400 at its field, never 500', async () => {
      for (const body of [{}, { id: 'x' }, { id: 1, extra: '\u0000' }]) {
        const response = await post('/api/clients/choice/validity', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.length).toBeGreaterThan(0);
      }
    });
  });
});
