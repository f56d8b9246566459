import type { Queryable } from '../../db/database.js';

/** The provider list query as the querystring carries it (every value is text). */
export interface ProviderListQuery {
  userId?: string;
  UserRole?: string;
  IsSSO?: string;
  clientId?: string;
  IndentifierID?: string;
  limit?: string;
  offset?: string;
  active?: string;
  sort?: 'key_value' | 'key_column_name' | 'healthplan_name';
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
  PageSize?: string;
}

/** One row of the list: the spec's fields plus what a delete needs (row id, type key, plan id). */
export interface ProviderRow {
  id: number;
  key_value: string;
  key_type: number;
  key_column_name: string;
  client_id: number | null;
  healthplan_name: string | null;
  selected: boolean;
}

/** How the list is paged and ordered, worked out from the query and the paging rules. */
export interface ListPage {
  limit: number;
  offset: number;
  sort: NonNullable<ProviderListQuery['sort']>;
  descending: boolean;
  clientId?: number;
  /** Identifier text the values must start with. */
  prefix?: string;
}

/**
 * ORDER BY clauses by sort name. Only these fixed texts ever reach the SQL: the query's
 * sort and order are looked up here (and already restricted by the querystring schema),
 * never written into the statement. Ties end on the row id so pages never overlap.
 * `typeOrder` is the placeholder of the identifier types in the order of their labels, so
 * sorting by the type's label needs no label in the database.
 */
const ORDER_BY: Record<ListPage['sort'], (direction: string, typeOrder: string) => string> = {
  key_value: (direction) => `ui.identifier_value ${direction}, ui.id ${direction}`,
  key_column_name: (direction, typeOrder) => `array_position(${typeOrder}::int[], ui.identifier_type) ${direction}, ui.identifier_value, ui.id`,
  healthplan_name: (direction) => `c.name ${direction} NULLS LAST, ui.identifier_value, ui.id`,
};

/** LIKE's own wildcards in user text are matched literally. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One page of an account's identifiers and the count of all that match the filters.
 * Filters are appended as fixed SQL fragments with parameters, so each statement keeps a
 * shape the planner can serve from the (user_id, identifier_value) indexes.
 */
export async function providerListPage(
  db: Queryable,
  userId: number,
  page: ListPage,
  labels: ReadonlyMap<number, string>,
): Promise<{ rows: ProviderRow[]; total: number }> {
  const typesByLabel = [...labels.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([type]) => type);
  const filterParams: unknown[] = [userId];
  const conditions = ['ui.user_id = $1'];
  if (page.clientId !== undefined) {
    filterParams.push(page.clientId);
    conditions.push(`ui.client_id = $${filterParams.length}`);
  }
  if (page.prefix !== undefined) {
    filterParams.push(likePrefix(page.prefix));
    conditions.push(`ui.identifier_value LIKE $${filterParams.length}`);
  }
  const where = conditions.join(' AND ');
  const countRows = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM user_identifiers ui WHERE ${where}`, filterParams);
  const total = Number(countRows[0]?.total ?? 0);
  if (total === 0 || page.offset >= total) return { rows: [], total };

  // The page's own parameters follow the filters' (a parameter the statement does not use
  // would have no type, which PostgreSQL refuses, so the type order is added only when sorted by).
  const params: unknown[] = [...filterParams, page.limit, page.offset];
  const limitAt = `$${params.length - 1}`;
  const offsetAt = `$${params.length}`;
  if (page.sort === 'key_column_name') params.push(typesByLabel);
  const direction = page.descending ? 'DESC' : 'ASC';
  const rows = await db.query<{ id: string; identifier_type: number; identifier_value: string; client_id: number | null; healthplan_name: string | null }>(
    `SELECT ui.id, ui.identifier_type, ui.identifier_value, ui.client_id, c.name AS healthplan_name
       FROM user_identifiers ui LEFT JOIN clients c ON c.id = ui.client_id
      WHERE ${where}
      ORDER BY ${ORDER_BY[page.sort](direction, `$${params.length}`)}
      LIMIT ${limitAt} OFFSET ${offsetAt}`,
    params,
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: Number(row.id),
      key_value: row.identifier_value,
      key_type: Number(row.identifier_type),
      key_column_name: labels.get(Number(row.identifier_type)) ?? String(row.identifier_type),
      client_id: row.client_id === null ? null : Number(row.client_id),
      healthplan_name: row.healthplan_name,
      selected: false,
    })),
  };
}
