import type { Database } from '../../src/server/db/database.js';

/** A row as both the API and the SQL give it, to check they fetched the same page. */
export interface PageRow {
  id: number;
  key_value: string;
}

/** One of the three list queries: its API URL, and the plain SQL that fetches the same rows. */
export interface ListQuery {
  name: string;
  path: string;
  sql: (db: Database, userId: number, before: BeforeRow | undefined) => Promise<PageRow[]>;
  /** The offset of the row before the page (the keyset's last seen row), if any. */
  beforeOffset?: number;
  beforePath?: string;
}

/** The last row seen before the page, as a keyset walk would have kept it. */
export interface BeforeRow {
  id: number;
  key_value: string;
  client_id: number | null;
  healthplan_name: string | null;
}

const toPage = (rows: { id: string | number; identifier_value: string }[]): PageRow[] => rows.map((row) => ({ id: Number(row.id), key_value: row.identifier_value }));

/** The three provider list queries of `npm run bench:api`, each with its SQL baseline. */
export const QUERIES: ListQuery[] = [
  {
    name: 'page 1 by identifier',
    path: '/api/providers/ProviderList?PageSize=10&active=1',
    // Index (user_id, identifier_value, id): the first ten entries.
    sql: async (db, userId) =>
      toPage(await db.query('SELECT id, identifier_value FROM user_identifiers WHERE user_id = $1 ORDER BY identifier_value, id LIMIT 10', [userId])),
  },
  {
    name: 'offset 99,990 by health plan desc',
    path: '/api/providers/ProviderList?PageSize=10&active=10000&sort=healthplan_name&order=desc',
    beforePath: '/api/providers/ProviderList?limit=1&offset=99989&sort=healthplan_name&order=desc',
    // Keyset on the bench's index (user_id, client_id, identifier_value, id): the rest of
    // the last row's plan after it, then the plans named before it (descending), each an
    // index range, until ten rows.
    sql: async (db, userId, before) => {
      if (!before || before.client_id === null || before.healthplan_name === null) throw new Error('the deep page needs the row before it');
      const rows = toPage(
        await db.query(
          `SELECT id, identifier_value FROM user_identifiers
            WHERE user_id = $1 AND client_id = $2 AND (identifier_value, id) > ($3, $4)
            ORDER BY identifier_value, id LIMIT 10`,
          [userId, before.client_id, before.key_value, before.id],
        ),
      );
      if (rows.length === 10) return rows;
      const plans = await db.query<{ id: number }>('SELECT id FROM clients WHERE name < $1 ORDER BY name DESC', [before.healthplan_name]);
      for (const plan of plans) {
        rows.push(
          ...toPage(
            await db.query('SELECT id, identifier_value FROM user_identifiers WHERE user_id = $1 AND client_id = $2 ORDER BY identifier_value, id LIMIT $3', [
              userId,
              plan.id,
              10 - rows.length,
            ]),
          ),
        );
        if (rows.length === 10) break;
      }
      return rows;
    },
  },
  {
    name: 'filter "00000" (most rows), page 1',
    path: '/api/providers/ProviderList?IndentifierID=00000&PageSize=10',
    // The prefix as a range of the index (user_id, identifier_value, id): the same rows for
    // these all-digit values (a LIKE on this collation would walk the pattern index and sort).
    sql: async (db, userId) =>
      toPage(
        await db.query(
          `SELECT id, identifier_value FROM user_identifiers
            WHERE user_id = $1 AND identifier_value >= '00000' AND identifier_value < '00001'
            ORDER BY identifier_value, id LIMIT 10`,
          [userId],
        ),
      ),
  },
];
