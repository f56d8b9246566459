import { identifierVersion, packedIdentifiers, versionedIdentifierRows } from '../../db/account-identifiers.js';
import type { Queryable } from '../../db/database.js';
import { healthPlanNameRanks } from '../../db/health-plans.js';

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
 * One account's identifiers as of one version of user_identifier_stats (migration 100), in
 * the list's base order: identifier value, then row id, as the database orders them.
 * Columnar, so 100,000 rows are a few arrays rather than 100,000 objects.
 */
interface Snapshot {
  version: string;
  ids: Float64Array;
  types: Int32Array;
  values: string[];
  /** The plan id, or -1 for none. */
  clients: Int32Array;
  /** Plan id to its name and its place in the order of names (equal names share a place). */
  plans: Map<number, { name: string; rank: number }>;
  /** Orders worked out from this snapshot, by sort, direction and filters (latest used last). */
  orders: Map<string, Int32Array>;
}

const NO_PLAN = -1;
/** Orders kept per snapshot: sorts x directions x a few filters. */
const ORDERS_PER_SNAPSHOT = 16;

/**
 * The provider list over accounts of any size (issue 9 item 7).
 *
 * The API pages by offset, so a deep page cannot be a keyset walk, and OFFSET 99,990 in SQL
 * walks 99,990 rows on every request. Instead each server process keeps, per account, the
 * account's rows in (value, id) order, read in one index walk, and works out each sort and
 * filter from them in memory (a stable counting sort by type or plan rank, a prefix scan);
 * a page is then a slice. The snapshot is labelled with the account's version, which
 * triggers bump in the same transaction as every insert, delete or update of the account's
 * identifiers (and a plan's rename); every request reads the version first (one primary-key
 * look-up) and rebuilds on a mismatch. So every process answers from the committed state,
 * the count is the length of the filtered list (right after deletes by construction), and
 * only the first request after a change pays the read of the account.
 *
 * The order is the one the SQL had: values and plan names compared by the database (its
 * collation), types by their labels; descending flips the primary key only (ties stay on
 * value then id ascending), except the value sort, whose descending order is the exact
 * reverse (value, id). No plan sorts last both ways, as NULLS LAST did.
 */
export class ProviderListCache {
  private readonly snapshots = new Map<number, Snapshot>();
  private readonly loading = new Map<string, Promise<Snapshot>>();
  private cachedRows = 0;
  /** Type to its place among the labels in alphabetical order (unknown types last). */
  private readonly typeRank: Map<number, number>;

  constructor(
    private readonly db: Queryable,
    private readonly labels: ReadonlyMap<number, string>,
    /** How many rows all snapshots together may hold before the least recently used go. */
    private readonly maxRows = 2_000_000,
  ) {
    const byLabel = [...labels.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([type]) => type);
    this.typeRank = new Map(byLabel.map((type, index) => [type, index]));
  }

  /** One page of the account's identifiers and the count of all that match the filters. */
  async page(userId: number, page: ListPage): Promise<{ rows: ProviderRow[]; total: number }> {
    const snapshot = await this.snapshot(userId);
    const order = this.order(snapshot, page);
    const total = order.length;
    if (total === 0 || page.offset >= total) return { rows: [], total };
    const rows: ProviderRow[] = [];
    const end = Math.min(total, page.offset + page.limit);
    for (let position = page.offset; position < end; position += 1) {
      const at = order[position] as number;
      const clientId = snapshot.clients[at] as number;
      const type = snapshot.types[at] as number;
      rows.push({
        id: snapshot.ids[at] as number,
        key_value: snapshot.values[at] as string,
        key_type: type,
        key_column_name: this.labels.get(type) ?? String(type),
        client_id: clientId === NO_PLAN ? null : clientId,
        healthplan_name: clientId === NO_PLAN ? null : (snapshot.plans.get(clientId)?.name ?? null),
        selected: false,
      });
    }
    return { rows, total };
  }

  /** The account's snapshot at its current version: the cached one, or read again. */
  private async snapshot(userId: number): Promise<Snapshot> {
    const version = String((await identifierVersion(this.db, userId)) ?? 0);
    const cached = this.snapshots.get(userId);
    if (cached && cached.version === version) {
      this.snapshots.delete(userId);
      this.snapshots.set(userId, cached);
      return cached;
    }
    // Requests arriving together for one stale account share one read.
    const key = `${userId}:${version}`;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.load(userId).finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    return loading;
  }

  /**
   * Reads the account's rows and, in the same statement (one snapshot of the database), the
   * version they are at; then the plans' names and their order (a name changed after the
   * rows were read bumps the version, so the next request reads again).
   *
   * The rows come as one text (records split by U+001F, fields by commas, the value last):
   * 100,000 rows as rows cost PGlite over a second to hand over, as one text about 0.1 s.
   * Values cannot hold control characters (the models refuse them); should one ever hold
   * U+001F, the record count no longer matches the count and the rows are read as rows.
   */
  private async load(userId: number): Promise<Snapshot> {
    const packed = await packedIdentifiers(this.db, userId, NO_PLAN);
    const version = String(packed?.version ?? 0);
    const total = Number(packed?.total ?? 0);
    let records = packed?.records ? packed.records.split('\x1f') : [];
    if (records.length !== total) {
      const rows = await versionedIdentifierRows(this.db, userId);
      return this.keep(userId, String(rows[0]?.version ?? 0), rows.map((row) => ({ id: Number(row.id), type: Number(row.identifier_type), clientId: row.client_id === null ? NO_PLAN : Number(row.client_id), value: row.identifier_value })));
    }
    const snapshot = await this.emptySnapshot(version, total);
    records.forEach((record, index) => {
      const first = record.indexOf(',');
      const second = record.indexOf(',', first + 1);
      const third = record.indexOf(',', second + 1);
      snapshot.ids[index] = Number(record.slice(0, first));
      snapshot.types[index] = Number(record.slice(first + 1, second));
      snapshot.clients[index] = Number(record.slice(second + 1, third));
      snapshot.values[index] = record.slice(third + 1);
    });
    records = [];
    return this.remember(userId, snapshot);
  }

  /** A snapshot from rows read one by one (the fallback of load). */
  private async keep(userId: number, version: string, rows: { id: number; type: number; clientId: number; value: string }[]): Promise<Snapshot> {
    const snapshot = await this.emptySnapshot(version, rows.length);
    rows.forEach((row, index) => {
      snapshot.ids[index] = row.id;
      snapshot.types[index] = row.type;
      snapshot.clients[index] = row.clientId;
      snapshot.values[index] = row.value;
    });
    return this.remember(userId, snapshot);
  }

  /** Arrays for `count` rows, and the plans' names and order as they are now. */
  private async emptySnapshot(version: string, count: number): Promise<Snapshot> {
    const plans = await healthPlanNameRanks(this.db);
    return {
      version,
      ids: new Float64Array(count),
      types: new Int32Array(count),
      values: new Array<string>(count),
      clients: new Int32Array(count),
      plans: new Map(plans.map((plan) => [Number(plan.id), { name: plan.name, rank: Number(plan.rank) }])),
      orders: new Map(),
    };
  }

  /** Keeps a snapshot, letting the least recently used go past the row budget. */
  private remember(userId: number, snapshot: Snapshot): Snapshot {
    const count = snapshot.ids.length;
    const previous = this.snapshots.get(userId);
    if (previous) this.cachedRows -= previous.ids.length;
    this.snapshots.delete(userId);
    this.snapshots.set(userId, snapshot);
    this.cachedRows += count;
    for (const [oldest, old] of this.snapshots) {
      if (this.cachedRows <= this.maxRows || oldest === userId) break;
      this.snapshots.delete(oldest);
      this.cachedRows -= old.ids.length;
    }
    return snapshot;
  }

  /** Positions (into the snapshot) of the rows that match the filters, in the page's order. */
  private order(snapshot: Snapshot, page: ListPage): Int32Array {
    const key = `${page.sort}|${page.descending ? 'd' : 'a'}|${page.clientId ?? ''}|${page.prefix ?? ''}`;
    const cached = snapshot.orders.get(key);
    if (cached) {
      snapshot.orders.delete(key);
      snapshot.orders.set(key, cached);
      return cached;
    }
    const order = this.sorted(snapshot, this.matching(snapshot, page), page);
    snapshot.orders.set(key, order);
    if (snapshot.orders.size > ORDERS_PER_SNAPSHOT) snapshot.orders.delete(snapshot.orders.keys().next().value as string);
    return order;
  }

  /** The rows of the plan filter and the identifier prefix (LIKE 'text%': case and all), in base order. */
  private matching(snapshot: Snapshot, page: ListPage): Int32Array {
    const { clientId, prefix } = page;
    const count = snapshot.ids.length;
    if (clientId === undefined && prefix === undefined) return Int32Array.from({ length: count }, (_, index) => index);
    const kept = new Int32Array(count);
    let size = 0;
    for (let index = 0; index < count; index += 1) {
      if (clientId !== undefined && snapshot.clients[index] !== clientId) continue;
      if (prefix !== undefined && !(snapshot.values[index] as string).startsWith(prefix)) continue;
      kept[size] = index;
      size += 1;
    }
    return kept.slice(0, size);
  }

  /** Rows in base order put in the page's order: a stable counting sort on the type or plan rank. */
  private sorted(snapshot: Snapshot, rows: Int32Array, page: ListPage): Int32Array {
    if (page.sort === 'key_value') return page.descending ? rows.slice().reverse() : rows;
    let rankOf: (at: number) => number;
    let ranks: number;
    if (page.sort === 'key_column_name') {
      // array_position() of a type without a label was NULL: last ascending, first descending.
      const unknown = this.typeRank.size;
      ranks = unknown + 1;
      rankOf = (at) => {
        const rank = this.typeRank.get(snapshot.types[at] as number) ?? unknown;
        return page.descending ? unknown - rank : rank;
      };
    } else {
      // Plans by name (rank 1..n), no plan after them whichever the direction.
      let highest = 0;
      for (const plan of snapshot.plans.values()) highest = Math.max(highest, plan.rank);
      ranks = highest + 1;
      rankOf = (at) => {
        const clientId = snapshot.clients[at] as number;
        const rank = clientId === NO_PLAN ? undefined : snapshot.plans.get(clientId)?.rank;
        if (rank === undefined) return highest;
        return page.descending ? highest - rank : rank - 1;
      };
    }
    const starts = new Int32Array(ranks + 1);
    const rankAt = new Int32Array(rows.length);
    rows.forEach((at, index) => {
      const rank = rankOf(at);
      rankAt[index] = rank;
      starts[rank + 1] = (starts[rank + 1] as number) + 1;
    });
    for (let rank = 1; rank <= ranks; rank += 1) starts[rank] = (starts[rank] as number) + (starts[rank - 1] as number);
    const out = new Int32Array(rows.length);
    rows.forEach((at, index) => {
      const rank = rankAt[index] as number;
      out[starts[rank] as number] = at;
      starts[rank] = (starts[rank] as number) + 1;
    });
    return out;
  }
}
