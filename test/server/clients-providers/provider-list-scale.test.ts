// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../src/server/db/database.js';
import { identifierTypeLabels } from '../../../src/server/routes/clients-providers/identifier-types.js';
import { buildTestApp } from '../helper.js';
import { attachIdentifier, BETA_PIN, ID, insertAccount, PLAN, seedDirectory, signedInHeaders } from './provider-fixtures.js';

/** A plan named like Alpha (ties in the plan order fall back to the identifier, then the row). */
const ALPHA_TWIN = 105;
const SORTS = ['key_value', 'key_column_name', 'healthplan_name'] as const;

interface Row {
  id: number;
  key_value: string;
  key_type: number;
  client_id: number | null;
  healthplan_name: string | null;
}

/**
 * The list as the SQL it was before the ordered copy (ORDER BY ... LIMIT ... OFFSET on the
 * database, its collation and all): the oracle the API's pages must equal, on PGlite and on
 * PostgreSQL alike.
 */
async function sqlPage(
  db: Queryable,
  typesByLabel: number[],
  userId: number,
  options: { sort: (typeof SORTS)[number]; descending: boolean; clientId?: number; prefix?: string; limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const direction = options.descending ? 'DESC' : 'ASC';
  const params: unknown[] = [userId];
  const conditions = ['ui.user_id = $1'];
  if (options.clientId !== undefined) {
    params.push(options.clientId);
    conditions.push(`ui.client_id = $${params.length}`);
  }
  if (options.prefix !== undefined) {
    params.push(`${options.prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    conditions.push(`ui.identifier_value LIKE $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM user_identifiers ui WHERE ${where}`, params);
  params.push(typesByLabel);
  const orderBy = {
    key_value: `ui.identifier_value ${direction}, ui.id ${direction}`,
    key_column_name: `array_position($${params.length}::int[], ui.identifier_type) ${direction}, ui.identifier_value, ui.id`,
    healthplan_name: `c.name ${direction} NULLS LAST, ui.identifier_value, ui.id`,
  }[options.sort];
  const rows = await db.query<{ id: string; identifier_type: number; identifier_value: string; client_id: number | null; healthplan_name: string | null }>(
    `SELECT ui.id, ui.identifier_type, ui.identifier_value, ui.client_id, c.name AS healthplan_name
       FROM user_identifiers ui LEFT JOIN clients c ON c.id = ui.client_id
      WHERE ${where} AND array_length($${params.length}::int[], 1) > 0
      ORDER BY ${orderBy} LIMIT ${options.limit} OFFSET ${options.offset}`,
    params,
  );
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((row) => ({
      id: Number(row.id),
      key_value: row.identifier_value,
      key_type: Number(row.identifier_type),
      client_id: row.client_id === null ? null : Number(row.client_id),
      healthplan_name: row.healthplan_name,
    })),
  };
}

describe('the provider list of a large account', () => {
  let app: FastifyInstance;
  let typesByLabel: number[];
  let userId: number;
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDirectory(app.db);
    await app.db.query("INSERT INTO clients (id, name) VALUES ($1, 'Alpha Health')", [ALPHA_TWIN]);
    const labels = identifierTypeLabels(app.content.models.get('api-clients-providers-provider-validity'), app.content.catalogue);
    typesByLabel = [...labels.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([type]) => type);
    userId = await insertAccount(app.db);
    // 240 rows: TINs, NPIs and CLIDs (mixed case, commas, spaces, LIKE's own wildcards),
    // some values on two plans, some on none, on plans of equal names.
    const plans = [PLAN.alpha, PLAN.beta, PLAN.gamma, ALPHA_TWIN, null];
    const clids = ['CL-1', 'cl-2', 'CL,3', 'Ab 12', '1_0x', '1%0y', '10_z', 'Zeta', 'alpha', '100abc'];
    for (let n = 0; n < 80; n++) {
      const plan = plans[(n * 7) % plans.length] as number | null;
      await attachIdentifier(app.db, userId, 1, `10${String((n * 37) % 100).padStart(8, '0')}`, plan);
      // Values come back (after 60 and 70 rows) on another plan.
      await attachIdentifier(app.db, userId, 0, `9${String((n * 13) % 60).padStart(8, '0')}`, plans[(n + Math.floor(n / 60)) % plans.length] as number | null);
      await attachIdentifier(app.db, userId, 3, `${clids[n % clids.length]}-${n % 7}`, plans[(n * 3 + Math.floor(n / 70)) % plans.length] as number | null);
    }
    headers = await signedInHeaders(app.db, userId);
  }, 120_000);
  afterAll(() => app.close());

  const list = async (query: string, h = headers) => {
    const response = await app.inject({ method: 'GET', url: `/api/providers/ProviderList?${query}`, headers: h });
    expect(response.statusCode, query).toBe(200);
    const body = response.json<{ providerList: (Row & { key_column_name: string; selected: boolean })[]; totalRecord: number }>();
    return { total: body.totalRecord, rows: body.providerList.map(({ id, key_value, key_type, client_id, healthplan_name }) => ({ id, key_value, key_type, client_id, healthplan_name })) };
  };
  const count = async (id: number) => Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_identifiers WHERE user_id = $1', [id]))[0]?.n);

  it('orders every sort column in both directions, with and without a plan or identifier filter, as the SQL ORDER BY does', async () => {
    const filters: { clientId?: number; prefix?: string }[] = [{}, { clientId: PLAN.alpha }, { prefix: '100' }, { prefix: 'CL-' }, { prefix: '1_0' }, { prefix: '900' }, { clientId: ALPHA_TWIN, prefix: '100' }, { prefix: 'nothing' }];
    for (const sort of SORTS) {
      for (const descending of [false, true]) {
        for (const filter of filters) {
          const query = new URLSearchParams({ PageSize: 'ALL', sort, order: descending ? 'desc' : 'asc' });
          if (filter.clientId !== undefined) query.set('clientId', String(filter.clientId));
          if (filter.prefix !== undefined) query.set('IndentifierID', filter.prefix);
          const expected = await sqlPage(app.db, typesByLabel, userId, { sort, descending, ...filter, limit: 99_999, offset: 0 });
          expect(await list(query.toString()), query.toString()).toEqual(expected);
        }
      }
    }
  });

  it('answers page 1, a middle page, the deep last page and a page past the end of each sort, with the total of all rows', async () => {
    const total = await count(userId);
    expect(total).toBe(240);
    for (const sort of SORTS) {
      for (const descending of [false, true]) {
        for (const offset of [0, 117, 230, 240, 500]) {
          const expected = await sqlPage(app.db, typesByLabel, userId, { sort, descending, limit: 25, offset });
          const answer = await list(`limit=25&offset=${offset}&sort=${sort}&order=${descending ? 'DESC' : 'ASC'}`);
          expect(answer, `${sort} ${descending} ${offset}`).toEqual(expected);
          expect(answer.total).toBe(total);
        }
        // Paging by the active page and PageSize reads the same rows.
        const byPage = await list(`PageSize=10&active=24&sort=${sort}&order=${descending ? 'desc' : 'asc'}`);
        expect(byPage.rows).toEqual((await sqlPage(app.db, typesByLabel, userId, { sort, descending, limit: 10, offset: 230 })).rows);
      }
    }
  });

  it('puts the rows without a plan last whichever the direction of the plan sort', async () => {
    for (const order of ['asc', 'desc']) {
      const { rows } = await list(`PageSize=ALL&sort=healthplan_name&order=${order}`);
      const firstWithout = rows.findIndex((row) => row.client_id === null);
      expect(firstWithout).toBeGreaterThan(0);
      expect(rows.slice(firstWithout).every((row) => row.client_id === null && row.healthplan_name === null)).toBe(true);
    }
  });
});

describe('the provider list total after adds and deletes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDirectory(app.db);
  }, 60_000);
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers, payload: payload as object });
  const get = async (url: string, headers: Record<string, string>, on = app) => (await on.inject({ method: 'GET', url, headers })).json();
  const count = async (id: number) => Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_identifiers WHERE user_id = $1', [id]))[0]?.n);
  /** The list's total (plain and filtered by plan), the defaults' count, and the rows' ids, beside what the table holds. */
  async function totals(userId: number, headers: Record<string, string>) {
    const all = await get('/api/providers/ProviderList?PageSize=ALL', headers);
    const alpha = await get(`/api/providers/ProviderList?PageSize=ALL&clientId=${PLAN.alpha}`, headers);
    const [alphaRows] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_identifiers WHERE user_id = $1 AND client_id = $2', [userId, PLAN.alpha]);
    return {
      total: all.totalRecord,
      listed: all.providerList.length,
      alpha: alpha.totalRecord,
      alphaInTable: Number(alphaRows?.n),
      defaults: (await get('/api/providers/PageSize', headers)).totNoRecord,
      inTable: await count(userId),
    };
  }

  it('stays right after adds through both update calls and deletes through both delete calls', async () => {
    const userId = await insertAccount(app.db);
    await attachIdentifier(app.db, userId, 1, ID.npiB, PLAN.alpha);
    const headers = await signedInHeaders(app.db, userId);
    expect(await totals(userId, headers)).toEqual({ total: 1, listed: 1, alpha: 1, alphaInTable: 1, defaults: 1, inTable: 1 });

    // Adding: npiC and the TIN to Alpha, then npiA to Alpha and Beta (Beta with its PIN).
    const add = (identifiers: { type: number; value: string }[], clients: { id: number; selected: boolean; pin?: string }[]) =>
      post('/api/user/update', { userId, userRole: 1, providerIdentifiers: identifiers, providerClients: clients }, headers);
    expect((await add([{ type: 1, value: ID.npiC }, { type: 0, value: ID.tinA }], [{ id: PLAN.alpha, selected: true }])).statusCode).toBe(200);
    expect(await totals(userId, headers)).toEqual({ total: 3, listed: 3, alpha: 3, alphaInTable: 3, defaults: 3, inTable: 3 });
    const npiA = await add([{ type: 1, value: ID.npiA }], [{ id: PLAN.alpha, selected: true }, { id: PLAN.beta, selected: true, pin: BETA_PIN }]);
    expect(npiA.statusCode, npiA.body).toBe(200);
    expect(await totals(userId, headers)).toEqual({ total: 5, listed: 5, alpha: 4, alphaInTable: 4, defaults: 5, inTable: 5 });
    // A refused add (a duplicate) changes nothing.
    expect((await add([{ type: 1, value: ID.npiC }], [{ id: PLAN.alpha, selected: true }])).statusCode).toBe(422);
    expect(await totals(userId, headers)).toEqual({ total: 5, listed: 5, alpha: 4, alphaInTable: 4, defaults: 5, inTable: 5 });

    // The plans call: Alpha alone is kept, so npiA's Beta row goes.
    const sync = await post('/api/user/update/updateuserhealthplan', { userId, userRole: 1, providerClients: [{ id: PLAN.alpha, selected: true }, { id: PLAN.beta, selected: false }] }, headers);
    expect(sync.statusCode).toBe(200);
    expect(await totals(userId, headers)).toEqual({ total: 4, listed: 4, alpha: 4, alphaInTable: 4, defaults: 4, inTable: 4 });
    // And selecting Beta again (with its PIN, as it is no longer the account's) attaches npiA to it again.
    const back = await post('/api/user/update/updateuserhealthplan', { userId, userRole: 1, providerClients: [{ id: PLAN.alpha, selected: true }, { id: PLAN.beta, selected: true, pin: BETA_PIN }] }, headers);
    expect(back.statusCode, back.body).toBe(200);
    expect(await totals(userId, headers)).toEqual({ total: 5, listed: 5, alpha: 4, alphaInTable: 4, defaults: 5, inTable: 5 });

    // Deleting: one row, then two together, then a refused last one.
    const rows = (await get('/api/providers/ProviderList?PageSize=ALL', headers)).providerList as { id: number }[];
    expect((await post('/api/providers/ProviderDelete', { userId, id: rows[0]?.id }, headers)).statusCode).toBe(200);
    expect(await totals(userId, headers)).toMatchObject({ total: 4, listed: 4, defaults: 4, inTable: 4 });
    expect((await post('/api/providers/MultipleProviderDelete', { userId, ids: [rows[1]?.id, rows[2]?.id] }, headers)).statusCode).toBe(200);
    const afterTwo = await totals(userId, headers);
    expect(afterTwo).toMatchObject({ total: 2, listed: 2, defaults: 2, inTable: 2 });
    expect(afterTwo.alpha).toBe(afterTwo.alphaInTable);
    // A refused delete (an id not on the account among them) removes nothing.
    expect((await post('/api/providers/MultipleProviderDelete', { userId, ids: [rows[3]?.id, 999_999_999] }, headers)).statusCode).toBe(422);
    expect(await totals(userId, headers)).toMatchObject({ total: 2, listed: 2, defaults: 2, inTable: 2 });
    expect((await post('/api/providers/MultipleProviderDelete', { userId, ids: [rows[3]?.id, rows[4]?.id] }, headers)).statusCode).toBe(409);
    expect(await totals(userId, headers)).toMatchObject({ total: 2, listed: 2, defaults: 2, inTable: 2 });
  });

  it('is right on a second server on the same database after the first one changed the account, and after changes made in SQL', async () => {
    const other = await buildTestApp({ db: app.db });
    try {
      const userId = await insertAccount(app.db);
      const ids = [];
      for (const value of [ID.npiA, ID.npiB, ID.npiC]) ids.push(await attachIdentifier(app.db, userId, 1, value, PLAN.alpha));
      const headers = await signedInHeaders(app.db, userId);
      const listed = async (on: FastifyInstance) => {
        const body = await get('/api/providers/ProviderList?PageSize=ALL&sort=healthplan_name', headers, on);
        return { total: body.totalRecord, ids: (body.providerList as { id: number }[]).map((row) => row.id) };
      };
      // Both servers have read (and keep) the list.
      expect((await listed(app)).total).toBe(3);
      expect((await listed(other)).total).toBe(3);
      expect((await post('/api/providers/ProviderDelete', { userId, id: ids[0] }, headers)).statusCode).toBe(200);
      expect(await listed(other)).toEqual({ total: 2, ids: [ids[1], ids[2]] });
      await attachIdentifier(app.db, userId, 0, ID.tinA, PLAN.beta);
      expect((await listed(other)).total).toBe(3);
      expect((await listed(app)).total).toBe(3);
      // A plan renamed: its rows move in the plan order on both servers.
      await app.db.query("UPDATE clients SET name = 'Aardvark Plan' WHERE id = $1", [PLAN.beta]);
      expect((await listed(other)).ids[0]).not.toBe(ids[1]);
      expect((await get('/api/providers/ProviderList?PageSize=1&sort=healthplan_name', headers, app)).providerList[0].healthplan_name).toBe('Aardvark Plan');
      await app.db.query("UPDATE clients SET name = 'Beta Care' WHERE id = $1", [PLAN.beta]);
    } finally {
      await other.close();
    }
  });

  it('keeps the stored counts equal to the rows whichever way rows come and go, deleting the user too', async () => {
    const first = await insertAccount(app.db);
    const second = await insertAccount(app.db);
    const stored = async () =>
      app.db.query<{ user_id: string; total: number }>('SELECT user_id, total FROM user_identifier_stats WHERE user_id = ANY ($1::bigint[]) ORDER BY user_id', [[first, second]]);
    // One statement over two accounts, a move between accounts, a plan change, deletes.
    await app.db.query(
      `INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id)
       SELECT u, 3, 'X' || n, $3 FROM unnest($1::bigint[]) AS u, generate_series(1, $2) AS n`,
      [[first, second], 50, PLAN.alpha],
    );
    expect((await stored()).map((row) => row.total)).toEqual([50, 50]);
    await app.db.query("UPDATE user_identifiers SET user_id = $2, identifier_value = 'Y' || identifier_value WHERE user_id = $1 AND identifier_value LIKE 'X1%'", [first, second]);
    expect((await stored()).map((row) => row.total)).toEqual([await count(first), await count(second)]);
    await app.db.query('DELETE FROM user_identifiers WHERE user_id = $1 AND identifier_value > $2', [second, 'X3']);
    expect((await stored()).map((row) => row.total)).toEqual([await count(first), await count(second)]);
    await app.db.query('DELETE FROM users WHERE id = $1', [second]);
    expect((await stored()).map((row) => Number(row.user_id))).toEqual([first]);
    expect((await stored())[0]?.total).toBe(await count(first));
  });
});
