// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_HEADER, buildTestApp } from '../helper.js';
import { attachIdentifier, BETA_PIN, ID, insertAccount, PLAN, seedDirectory, signedInHeaders, withoutStaticHeader } from './provider-fixtures.js';
import { rule, text } from '../../support/rules.js';

describe('user updates and adding health plans', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDirectory(app.db);
  }, 60_000);
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers, payload: payload as object });
  const rows = async (userId: number) =>
    (await app.db.query<{ identifier_value: string; client_id: number }>('SELECT identifier_value, client_id FROM user_identifiers WHERE user_id = $1 ORDER BY 1, 2', [userId])).map(
      (row) => `${row.identifier_value}@${row.client_id}`,
    );
  async function provider() {
    const userId = await insertAccount(app.db);
    await attachIdentifier(app.db, userId, 1, ID.npiB, PLAN.alpha);
    return { userId, headers: await signedInHeaders(app.db, userId) };
  }

  const planRows = async (userId: number) =>
    (await app.db.query<{ client_id: number }>('SELECT client_id FROM user_clients WHERE user_id = $1 ORDER BY 1', [userId])).map((row) => Number(row.client_id));

  describe('POST /api/user/update', () => {
    it('sets a health plan role\'s plan that asks for a PIN only with its right PIN, creating nothing otherwise', async () => {
      const userId = await insertAccount(app.db, { roleId: 5 });
      const headers = await signedInHeaders(app.db, userId);
      const body = (pin?: string) => ({ userId, userRole: 5, healthPlan: pin === undefined ? { id: PLAN.beta } : { id: PLAN.beta, pin } });
      for (const [pin, messageId] of [[undefined, 'field.required'], ['', 'field.required'], ['0000', 'clients.pinMismatch']] as const) {
        const refused = await post('/api/user/update', body(pin), headers);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors[0]).toMatchObject({ path: '/healthPlan/pin', messageId });
      }
      expect(await planRows(userId)).toEqual([]);
      expect((await post('/api/user/update', body(BETA_PIN), headers)).statusCode).toBe(200);
      expect(await planRows(userId)).toEqual([PLAN.beta]);
      // Saved again unchanged (the Health Plan Details form's Save): the plan held asks for no PIN.
      expect((await post('/api/user/update', body(), headers)).statusCode).toBe(200);
      expect(await planRows(userId)).toEqual([PLAN.beta]);
    });

    it('takes a health plan role\'s right PIN pasted with spaces around it, at the plan and at a picked plan', async () => {
      const userId = await insertAccount(app.db, { roleId: 5 });
      const headers = await signedInHeaders(app.db, userId);
      expect((await post('/api/user/update', { userId, userRole: 5, healthPlan: { id: PLAN.beta, pin: `  ${BETA_PIN} ` } }, headers)).statusCode).toBe(200);
      expect(await planRows(userId)).toEqual([PLAN.beta]);
      const provider = await insertAccount(app.db);
      await attachIdentifier(app.db, provider, 1, ID.npiA, PLAN.alpha);
      const providerHeaders = await signedInHeaders(app.db, provider);
      const picked = { userId: provider, userRole: 1, providerClients: [{ id: PLAN.beta, selected: true, pin: `\t${BETA_PIN} ` }, { id: PLAN.alpha, selected: false }] };
      expect((await post('/api/user/update/updateuserhealthplan', picked, providerHeaders)).statusCode).toBe(200);
    });

    it('lets role 4 (health plan operations) change its one plan, and refuses an unsupported or single sign-on plan at the plan, changing nothing', async () => {
      const userId = await insertAccount(app.db, { roleId: 4 });
      const headers = await signedInHeaders(app.db, userId);
      expect((await post('/api/user/update', { userId, healthPlan: { id: PLAN.alpha } }, headers)).statusCode).toBe(200);
      expect(await planRows(userId)).toEqual([PLAN.alpha]);
      for (const id of [PLAN.gamma, PLAN.delta]) {
        const refused = await post('/api/user/update', { userId, healthPlan: { id } }, headers);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors).toEqual([expect.objectContaining({ path: '/healthPlan/id', messageId: 'registration.healthPlanUnsupported', message: text('registration.healthPlanUnsupported') })]);
      }
      const unknown = await post('/api/user/update', { userId, healthPlan: { id: 999 } }, headers);
      expect(unknown.json().errors[0]).toMatchObject({ path: '/healthPlan/id', messageId: 'providerManagement.healthPlanUnknown' });
      expect(await planRows(userId)).toEqual([PLAN.alpha]);
      const none = await post('/api/user/update', { userId }, headers);
      expect(none.statusCode).toBe(400);
      expect(none.json().errors[0]).toMatchObject({ path: '/userRole', messageId: 'field.required' });
    });

    it('refuses a single sign-on account\'s health plan change before looking at the plan or its PIN', async () => {
      const userId = await insertAccount(app.db, { isSso: true });
      const headers = await signedInHeaders(app.db, userId);
      for (const healthPlan of [{ id: PLAN.beta }, { id: PLAN.alpha }, { id: 999 }]) {
        const response = await post('/api/user/update', { userId, userRole: 1, healthPlan }, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].messageId).toBe('providerManagement.ssoReadOnly');
      }
      expect(await planRows(userId)).toEqual([]);
    });

    it('adds an identifier to the selected plans it maps to', async () => {
      const { userId, headers } = await provider();
      const response = await post(
        '/api/user/update',
        { userId, userRole: 1, providerIdentifiers: [{ type: 1, value: ID.npiC, selectedType: { key: 1 } }], providerClients: [{ id: PLAN.alpha, selected: true }], commercialHealthplanSelected: true },
        headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: text('providerManagement.identifiersAdded') });
      expect(await rows(userId)).toEqual([`${ID.npiB}@${PLAN.alpha}`, `${ID.npiC}@${PLAN.alpha}`]);
    });

    it('attaches to a plan that asks for a PIN only with the right PIN', async () => {
      const { userId, headers } = await provider();
      const body = (pin?: string) => ({ userId, userRole: 1, providerIdentifiers: [{ type: 1, value: ID.npiA }], providerClients: [{ id: PLAN.beta, selected: true, pin }] });
      const wrong = await post('/api/user/update', body('0000'), headers);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0]).toMatchObject({ path: '/providerClients/0/pin', messageId: 'clients.pinMismatch' });
      expect((await post('/api/user/update', body(BETA_PIN), headers)).statusCode).toBe(200);
      expect(await rows(userId)).toContain(`${ID.npiA}@${PLAN.beta}`);
    });

    it('refuses an identifier the directory does not hold for the role with the mismatch text', async () => {
      const { userId, headers } = await provider();
      const response = await post('/api/user/update', { userId, userRole: 1, providerIdentifiers: [{ type: 3, value: ID.clidA }], providerClients: [{ id: PLAN.gamma, selected: true }] }, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ path: '/providerIdentifiers/0/value', message: text('registration.identifierMismatch', { type: text('caption.providerIdClid') }) });
    });

    it('refuses duplicate identifiers, in the payload and against the account', async () => {
      const { userId, headers } = await provider();
      const twice = await post('/api/user/update', { userId, userRole: 1, providerIdentifiers: [{ type: 1, value: ID.npiC }, { type: 1, value: ID.npiC }], providerClients: [{ id: PLAN.alpha, selected: true }] }, headers);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toContainEqual(expect.objectContaining({ path: '/providerIdentifiers/1/value', message: text('registration.identifierDuplicate') }));
      const again = await post('/api/user/update', { userId, userRole: 1, providerIdentifiers: [{ type: 1, value: ID.npiB }], providerClients: [{ id: PLAN.alpha, selected: true }] }, headers);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0].message).toBe(text('registration.identifierDuplicate'));
    });

    it('asks for a health plan when none is selected, and for a health plan role\'s one plan', async () => {
      const { userId, headers } = await provider();
      const none = await post('/api/user/update', { userId, userRole: 1, providerIdentifiers: [{ type: 1, value: ID.npiC }], providerClients: [{ id: PLAN.alpha, selected: false }] }, headers);
      expect(none.statusCode).toBe(422);
      expect(none.json().errors[0]).toMatchObject({ path: '/providerClients', message: text('providerManagement.healthPlanRequired') });
      const planUser = await insertAccount(app.db, { roleId: 5 });
      const planHeaders = await signedInHeaders(app.db, planUser);
      const missing = await post('/api/user/update', { userId: planUser, userRole: 5, healthPlan: null }, planHeaders);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0]).toMatchObject({ path: '/healthPlan', message: text('providerManagement.healthPlanRequired') });
      const set = await post('/api/user/update', { userId: planUser, userRole: 5, healthPlan: { id: PLAN.alpha } }, planHeaders);
      expect(set.statusCode).toBe(200);
      expect(await app.db.query('SELECT client_id FROM user_clients WHERE user_id = $1', [planUser])).toEqual([{ client_id: PLAN.alpha }]);
    });

    it('refuses another account, a call without a session and without the static header', async () => {
      const { userId, headers } = await provider();
      const other = await insertAccount(app.db);
      const body = { userId: other, userRole: 1, providerIdentifiers: [{ type: 1, value: ID.npiC }], providerClients: [{ id: PLAN.alpha, selected: true }] };
      expect((await post('/api/user/update', body, headers)).statusCode).toBe(403);
      expect((await post('/api/user/update', { ...body, userId }, STATIC_HEADER)).statusCode).toBe(401);
      expect((await post('/api/user/update', { ...body, userId }, withoutStaticHeader(headers))).statusCode).toBe(403);
    });
  });

  describe('POST /api/user/update/updateuserhealthplan', () => {
    it('makes the selected plans the account\'s: identifiers join the new plan and leave the dropped one', async () => {
      const userId = await insertAccount(app.db);
      await attachIdentifier(app.db, userId, 1, ID.npiA, PLAN.alpha);
      await attachIdentifier(app.db, userId, 1, ID.npiB, PLAN.alpha);
      const headers = await signedInHeaders(app.db, userId);
      const response = await post('/api/user/update/updateuserhealthplan', { userId, userRole: 1, providerClients: [{ id: PLAN.beta, selected: true, pin: BETA_PIN }, { id: PLAN.alpha, selected: false }] }, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(text('providerManagement.healthPlansAdded'));
      expect(await rows(userId)).toEqual([`${ID.npiA}@${PLAN.beta}`]);
    });

    it('gives a right PIN its place back: a provider moving between plans more often than the PIN budget allows is never refused', async () => {
      const userId = await insertAccount(app.db);
      await attachIdentifier(app.db, userId, 1, ID.npiA, PLAN.alpha);
      const headers = await signedInHeaders(app.db, userId);
      const budget = rule<number>('schemas/config/account-rules.json', '/rateLimits/codes/max');
      for (let round = 0; round <= budget; round += 1) {
        const withBeta = await post('/api/user/update/updateuserhealthplan', { userId, userRole: 1, providerClients: [{ id: PLAN.alpha, selected: true }, { id: PLAN.beta, selected: true, pin: BETA_PIN }] }, headers);
        expect(withBeta.statusCode).toBe(200);
        const alphaOnly = await post('/api/user/update/updateuserhealthplan', { userId, userRole: 1, providerClients: [{ id: PLAN.alpha, selected: true }, { id: PLAN.beta, selected: false }] }, headers);
        expect(alphaOnly.statusCode).toBe(200);
      }
      expect(await rows(userId)).toEqual([`${ID.npiA}@${PLAN.alpha}`]);
    });

    it('refuses a change that would leave no identifier, changing nothing', async () => {
      const { userId, headers } = await provider();
      const response = await post('/api/user/update/updateuserhealthplan', { userId, userRole: 1, providerClients: [{ id: PLAN.delta, selected: true }] }, headers);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].messageId).toBe('providerManagement.lastIdentifier');
      expect(await rows(userId)).toEqual([`${ID.npiB}@${PLAN.alpha}`]);
    });

    it('answers 401 without a session and 403 without the static header', async () => {
      const { userId, headers } = await provider();
      const body = { userId, userRole: 1, providerClients: [{ id: PLAN.alpha, selected: true }] };
      expect((await post('/api/user/update/updateuserhealthplan', body, STATIC_HEADER)).statusCode).toBe(401);
      expect((await post('/api/user/update/updateuserhealthplan', body, withoutStaticHeader(headers))).statusCode).toBe(403);
    });
  });

  describe('POST /api/userconfig/addHealthPlan/', () => {
    it('adds the plans and attaches the account\'s identifiers that map to them', async () => {
      const userId = await insertAccount(app.db);
      await attachIdentifier(app.db, userId, 1, ID.npiB, PLAN.gamma);
      const headers = await signedInHeaders(app.db, userId);
      const response = await post('/api/userconfig/addHealthPlan/', { userId, clients: `${PLAN.alpha};${PLAN.delta}` }, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: text('providerManagement.healthPlansAdded') });
      expect(await planRows(userId)).toEqual([PLAN.alpha, PLAN.delta]);
      expect(await rows(userId)).toEqual([`${ID.npiB}@${PLAN.alpha}`, `${ID.npiB}@${PLAN.gamma}`]);
    });

    it('refuses a plan that asks for a PIN, naming it and adding none of the listed plans', async () => {
      const userId = await insertAccount(app.db);
      await attachIdentifier(app.db, userId, 1, ID.npiA, PLAN.alpha);
      const headers = await signedInHeaders(app.db, userId);
      const response = await post('/api/userconfig/addHealthPlan/', { userId, clients: `${PLAN.beta};${PLAN.delta}` }, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ path: '/clients', messageId: 'providerManagement.healthPlanNeedsPin', message: text('providerManagement.healthPlanNeedsPin', { name: 'Beta Care' }) });
      expect(await planRows(userId)).toEqual([]);
      expect(await rows(userId)).toEqual([`${ID.npiA}@${PLAN.alpha}`]);
    });

    it('adds a plan that asks for a PIN once this session proved it with the PIN check (the call itself carries no PIN)', async () => {
      const userId = await insertAccount(app.db);
      const headers = await signedInHeaders(app.db, userId);
      expect((await post('/api/clients/pin/validity/', { id: PLAN.beta, pin: `${BETA_PIN}9` }, headers)).statusCode).toBe(422);
      expect((await post('/api/userconfig/addHealthPlan/', { userId, clients: `${PLAN.beta}` }, headers)).statusCode).toBe(422);
      expect((await post('/api/clients/pin/validity/', { id: PLAN.beta, pin: BETA_PIN }, headers)).statusCode).toBe(200);
      // Another session of the same account has proved nothing.
      expect((await post('/api/userconfig/addHealthPlan/', { userId, clients: `${PLAN.beta}` }, await signedInHeaders(app.db, userId))).statusCode).toBe(422);
      expect((await post('/api/userconfig/addHealthPlan/', { userId, clients: `${PLAN.beta}` }, headers)).statusCode).toBe(200);
      expect(await planRows(userId)).toEqual([PLAN.beta]);
    });

    it('leaves a plan that asks for a PIN closed to identifiers sent without it, even when the plan is listed on the account', async () => {
      const userId = await insertAccount(app.db);
      await attachIdentifier(app.db, userId, 1, ID.npiB, PLAN.alpha);
      // A bare plan row (say from an older release) is not proof of a PIN.
      await app.db.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [userId, PLAN.beta]);
      const headers = await signedInHeaders(app.db, userId);
      const response = await post('/api/user/update', { userId, userRole: 1, providerIdentifiers: [{ type: 1, value: ID.npiA }], providerClients: [{ id: PLAN.beta, selected: true }] }, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ path: '/providerClients/0/pin', messageId: 'clients.pinMismatch' });
      expect(await rows(userId)).toEqual([`${ID.npiB}@${PLAN.alpha}`]);
    });

    it('refuses no plan, a badly joined list and an unknown plan', async () => {
      const { userId, headers } = await provider();
      const empty = await post('/api/userconfig/addHealthPlan/', { userId, clients: '' }, headers);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors[0]).toMatchObject({ path: '/clients', message: text('providerManagement.healthPlanRequired') });
      expect((await post('/api/userconfig/addHealthPlan/', { userId, clients: '101,102' }, headers)).statusCode).toBe(400);
      expect((await post('/api/userconfig/addHealthPlan/', { userId: String(userId), clients: '101' }, headers)).statusCode).toBe(400);
      const unknown = await post('/api/userconfig/addHealthPlan/', { userId, clients: '999' }, headers);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors[0].message).toBe(text('providerManagement.healthPlanUnknown'));
    });

    it('refuses another account, a call without a session and without the static header', async () => {
      const { userId, headers } = await provider();
      const other = await insertAccount(app.db);
      expect((await post('/api/userconfig/addHealthPlan/', { userId: other, clients: '101' }, headers)).statusCode).toBe(403);
      expect((await post('/api/userconfig/addHealthPlan/', { userId, clients: '101' }, STATIC_HEADER)).statusCode).toBe(401);
      expect((await post('/api/userconfig/addHealthPlan/', { userId, clients: '101' }, withoutStaticHeader(headers))).statusCode).toBe(403);
    });
  });
});
