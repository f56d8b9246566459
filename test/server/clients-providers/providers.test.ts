// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeNpi } from '../../../src/engine/rules/npi-check-digit.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { attachIdentifier, ID, insertAccount, PLAN, seedDirectory, signedInHeaders, withoutStaticHeader } from './provider-fixtures.js';
import { text } from '../../support/rules.js';

describe('provider validity and the provider list', () => {
  let app: FastifyInstance;
  let userId: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDirectory(app.db);
    userId = await insertAccount(app.db);
    // 30 identifiers: 25 NPIs on Alpha, 5 TINs on Beta.
    for (let n = 0; n < 25; n++) await attachIdentifier(app.db, userId, 1, completeNpi(`2000000${String(n).padStart(2, '0')}`), PLAN.alpha);
    for (let n = 0; n < 5; n++) await attachIdentifier(app.db, userId, 0, `90000000${n}`, PLAN.beta);
    headers = await signedInHeaders(app.db, userId);
  }, 60_000);
  afterAll(() => app.close());

  const validity = (payload: unknown, h: Record<string, string> = STATIC_HEADER) =>
    app.inject({ method: 'POST', url: '/api/providers/validity', headers: h, payload: payload as object });
  const list = (query: string, h = headers) => app.inject({ method: 'GET', url: `/api/providers/ProviderList${query}`, headers: h });

  describe('POST /api/providers/validity', () => {
    it('answers success for an identifier the directory holds for the role', async () => {
      const response = await validity({ identifier: { type: 1, value: ID.npiA }, userRole: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    });

    it('refuses an identifier the directory does not allow for the role with the spec\'s mismatch text and the screen label', async () => {
      const response = await validity({ identifier: { type: 0, value: ID.tinA }, userRole: 2 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({
        path: '/identifier/value',
        messageId: 'registration.identifierMismatch',
        params: { type: text('caption.taxIdTin') },
        message: text('registration.identifierMismatch', { type: text('caption.taxIdTin') }),
      });
    });

    it('refuses an unknown CLID as not on record, and an NPI whose check digit is wrong before asking the directory', async () => {
      expect((await validity({ identifier: { type: 3, value: 'NOPE' }, userRole: 2 })).json().errors[0].message).toMatch(/^Provider ID \(CLID\) does not match our records/);
      const badDigit = `${ID.npiA.slice(0, 9)}${(Number(ID.npiA[9]) + 1) % 10}`;
      const response = await validity({ identifier: { type: 1, value: badDigit }, userRole: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe(text('providerIdentifier.npiCheckDigit'));
    });

    it('marks an identifier the signed-in account already holds, at the check rather than first at Save', async () => {
      // An account of its own: the list tests below count the shared one's identifiers.
      const holder = await insertAccount(app.db);
      await attachIdentifier(app.db, holder, 1, ID.npiA, PLAN.alpha);
      const held = await validity({ identifier: { type: 1, value: ID.npiA }, userRole: 1 }, await signedInHeaders(app.db, holder));
      expect(held.statusCode).toBe(422);
      expect(held.json().errors[0]).toMatchObject({ path: '/identifier/value', messageId: 'providerManagement.identifierHeld', params: { type: 'NPI' } });
      // Without a session (registration) the same identifier is only checked against the directory.
      expect((await validity({ identifier: { type: 1, value: ID.npiA }, userRole: 1 })).statusCode).toBe(200);
    });

    it('refuses wrong lengths with "Must be N digits" and a long CLID with its limit', async () => {
      const cases: [number, string, string][] = [
        [0, '12345678', text('providerIdentifier.digits', { limit: 9 })],
        [5, '1234567890', text('providerIdentifier.digits', { limit: 9 })],
        [1, '123456789', text('providerIdentifier.digits', { limit: 10 })],
        [2, '12345678901', text('providerIdentifier.digits', { limit: 10 })],
        [3, 'x'.repeat(37), text('providerIdentifier.clidLength', { limit: 36 })],
      ];
      for (const [type, value, message] of cases) {
        const response = await validity({ identifier: { type, value }, userRole: 1 });
        expect(response.statusCode, `${type} ${value}`).toBe(400);
        expect(response.json().errors).toContainEqual(expect.objectContaining({ path: '/identifier/value', message }));
      }
    });

    it('refuses a missing role and an unknown type', async () => {
      expect((await validity({ identifier: { type: 1, value: ID.npiA } })).json().errors[0]).toMatchObject({ path: '/userRole', messageId: 'field.required' });
      expect((await validity({ identifier: { type: 9, value: ID.npiA }, userRole: 1 })).statusCode).toBe(400);
    });

    it('refuses a call without the static header with 403', async () => {
      expect((await validity({ identifier: { type: 1, value: ID.npiA }, userRole: 1 }, {})).statusCode).toBe(403);
    });
  });

  describe('GET /api/providers/ProviderList', () => {
    it('answers the first page of 10 sorted by identifier, with the total', async () => {
      const response = await list('');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.totalRecord).toBe(30);
      expect(body.providerList).toHaveLength(10);
      expect(body.providerList[0]).toMatchObject({ key_column_name: 'NPI', healthplan_name: 'Alpha Health', selected: false, key_type: 1, client_id: PLAN.alpha });
      const values = body.providerList.map((row: { key_value: string }) => row.key_value);
      expect(values).toEqual([...values].sort());
    });

    it('pages by PageSize and the active page, ALL being every row', async () => {
      const second = (await list('?PageSize=25&active=2')).json();
      expect(second.providerList).toHaveLength(5);
      expect((await list('?PageSize=ALL')).json().providerList).toHaveLength(30);
      expect((await list('?limit=4&offset=28')).json().providerList).toHaveLength(2);
    });

    it('sorts by health plan name descending and by type label', async () => {
      const byPlan = (await list('?sort=healthplan_name&order=desc&PageSize=ALL')).json().providerList;
      expect(byPlan[0].healthplan_name).toBe('Beta Care');
      expect(byPlan.at(-1).healthplan_name).toBe('Alpha Health');
      const byType = (await list('?sort=key_column_name&order=asc&PageSize=ALL')).json().providerList;
      expect(byType[0].key_column_name).toBe('NPI');
      expect(byType.at(-1).key_column_name).toBe(text('caption.taxIdTin'));
    });

    it('filters by health plan and by the start of the identifier, counting only what matches', async () => {
      expect((await list(`?clientId=${PLAN.beta}`)).json().totalRecord).toBe(5);
      const filtered = (await list('?IndentifierID=9000')).json();
      expect(filtered.totalRecord).toBe(5);
      expect((await list('?IndentifierID=%25%25%25')).json().totalRecord).toBe(0);
    });

    it('treats empty query values as not given (the screen sends its whole query model)', async () => {
      const response = await list(`?userId=${userId}&UserRole=1&IsSSO=false&clientId=&IndentifierID=&sort=&order=&PageSize=10&active=1`);
      expect(response.statusCode).toBe(200);
      expect(response.json().totalRecord).toBe(30);
    });

    it('refuses an identifier filter under 3 characters and a sort column it does not know', async () => {
      const short = await list('?IndentifierID=12');
      expect(short.statusCode).toBe(400);
      expect(short.json().errors[0]).toMatchObject({ path: '/IndentifierID', message: text('providerManagement.filterTooShort', { minLength: 3 }) });
      expect((await list('?sort=identifier_value%3B%20DROP%20TABLE%20users')).statusCode).toBe(400);
      expect((await list('?limit=0')).statusCode).toBe(400);
    });

    it('refuses another user\'s list with 403, answers 401 without a session and 403 without the static header', async () => {
      const other = await insertAccount(app.db);
      expect((await list(`?userId=${other}`)).statusCode).toBe(403);
      expect((await list('', STATIC_HEADER)).statusCode).toBe(401);
      expect((await list('', withoutStaticHeader(headers))).statusCode).toBe(403);
    });

    it('lets an administrator list the account selected in the session', async () => {
      const admin = await insertAccount(app.db, { isAdmin: true });
      const adminHeaders = await signedInHeaders(app.db, admin);
      await app.db.query('UPDATE sessions SET selected_user_id = $1 WHERE user_id = $2', [userId, admin]);
      expect((await list(`?userId=${userId}`, adminHeaders)).json().totalRecord).toBe(30);
    });
  });

  describe('GET /api/providers/ProviderHealthPlan and PageSize', () => {
    it('answers the plans the account\'s identifiers are attached to', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/providers/ProviderHealthPlan', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        healthPlanList: [
          { client_id: PLAN.alpha, healthplan_name: 'Alpha Health' },
          { client_id: PLAN.beta, healthplan_name: 'Beta Care' },
        ],
      });
    });

    it('answers the paging choices with ALL as 99999 and the default of 10', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/providers/PageSize', headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ defaultPageSize: 10, allPageSize: 99999, pagesPerBand: 5, filterMinLength: 3 });
      expect(body.pageSizes.at(-1)).toEqual({ label: 'ALL', value: 99999 });
    });

    it('answers the management defaults with totNoRecord, the number of the account\'s identifiers', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/providers/PageSize', headers });
      expect(response.json().totNoRecord).toBe(30);
    });

    it('answers 401 without a session and 403 without the static header', async () => {
      for (const url of ['/api/providers/ProviderHealthPlan', '/api/providers/PageSize']) {
        expect((await app.inject({ method: 'GET', url, headers: STATIC_HEADER })).statusCode).toBe(401);
        expect((await app.inject({ method: 'GET', url, headers: withoutStaticHeader(headers) })).statusCode).toBe(403);
      }
    });
  });
});
