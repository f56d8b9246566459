import { getAtPointer } from '../schema/json-pointer.js';

/**
 * The state of a `table` screen node that no server answer holds: its sort, its page, its
 * page size and its active row. Pure logic (no React): the node's view
 * (src/renderer/screen/table/) draws it; the node's call reads it as `$table/...`.
 */

/** A sort the server applies: the name it knows a column by, and the direction. */
export interface TableSort {
  by: string;
  order: 'asc' | 'desc';
}

/** What a table keeps per table id. `page` counts from 0. */
export interface TableState {
  page: number;
  size: number;
  sort?: TableSort;
  /** Key of the active row (a row click toggles it). */
  active?: string;
}

/** A table node's `paging`, as written (every key optional). */
export interface PagingSettings {
  /** Page sizes offered (default [10, 25, 50]). */
  sizes?: readonly number[];
  /** The size of a first visit (default the first of `sizes`). */
  size?: number;
  /** A size offered as "ALL" (the spec's 99999), after the others. */
  all?: number;
  /** Page buttons per band (default 5). */
  pagesPerBand?: number;
}

/** The settings with their defaults filled in. */
export interface Paging {
  sizes: readonly number[];
  size: number;
  all?: number;
  pagesPerBand: number;
}

export function pagingOf(settings: PagingSettings | undefined): Paging {
  const sizes = settings?.sizes?.length ? settings.sizes : [10, 25, 50];
  const size = settings?.size ?? sizes[0] ?? 10;
  return { sizes, size, pagesPerBand: Math.max(1, settings?.pagesPerBand ?? 5), ...(settings?.all ? { all: settings.all } : {}) };
}

/** Every size the results-per-page choice offers, "ALL" last. */
export function sizeChoices(paging: Paging): number[] {
  const sizes = [...paging.sizes];
  if (!sizes.includes(paging.size)) sizes.unshift(paging.size);
  if (paging.all !== undefined && !sizes.includes(paging.all)) sizes.push(paging.all);
  return sizes;
}

/** How many pages `total` rows make (at least one, so an empty list shows page 1 of 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** The page buttons shown and which jumps are possible. Pages count from 0. */
export interface PageBand {
  pages: number[];
  /** First and back: off while the first page is in view. */
  first: number | undefined;
  back: number | undefined;
  /** Forward and last: off while the last page is in view. */
  forward: number | undefined;
  last: number | undefined;
}

/**
 * The band of page buttons holding `page`: bands are fixed runs of `perBand` pages (1-5,
 * 6-10, ...). Back goes to the page before the band, forward to the page after it; the spec
 * says "first and back disabled when the first page is in view, last and forward when the
 * last is in view", so those jumps are undefined then.
 */
export function pageBand(page: number, count: number, perBand: number): PageBand {
  const current = Math.min(Math.max(0, page), count - 1);
  const start = Math.floor(current / perBand) * perBand;
  const end = Math.min(start + perBand, count) - 1;
  const pages = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  const firstInView = start === 0;
  const lastInView = end === count - 1;
  return {
    pages,
    first: firstInView ? undefined : 0,
    back: firstInView ? undefined : start - 1,
    forward: lastInView ? undefined : end + 1,
    last: lastInView ? undefined : count - 1,
  };
}

/**
 * What the table's call reads as `$table/...`: `limit` and `offset` (rows), `page` (from 1)
 * and `size`, `sort` and `order` (absent while unsorted, so the query leaves them out).
 */
export function tableParams(state: TableState): Record<string, unknown> {
  return {
    limit: state.size,
    offset: state.page * state.size,
    page: state.page + 1,
    size: state.size,
    ...(state.sort ? { sort: state.sort.by, order: state.sort.order } : {}),
  };
}

/** A header's next sort: ascending first, then the direction flips. Back to page 1. */
export function nextSort(state: TableState, by: string): TableState {
  const order = state.sort?.by === by && state.sort.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: { by, order }, page: 0 };
}

/** The rows shown, 1-based, for "Showing {from}–{to} of {total}". */
export function shownRange(state: TableState, rows: number, total: number): { from: number; to: number; total: number } {
  const offset = state.page * state.size;
  return rows === 0 ? { from: 0, to: 0, total } : { from: offset + 1, to: offset + rows, total };
}

/** A row's key: the values at its key pointers (`["/key_value", "/healthplan_name"]`), as one string. */
export function rowKey(row: unknown, pointers: readonly string[]): string {
  return JSON.stringify(pointers.map((pointer) => getAtPointer(row, pointer) ?? null));
}

/** Where a table's state is kept: the spec's local-storage prefix "ls", then the table id. */
export const tableStorageKey = (id: string): string => `ls.table.${id}`;

/** The storage a table writes to (sessionStorage in the browser; a fake in tests). */
export type TableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The state kept for table `id`, or the first-visit state: a stored size no longer offered,
 * a malformed entry or an unreadable storage (private mode) fall back to the defaults.
 */
export function storedTableState(storage: TableStorage | undefined, id: string, paging: Paging, sort?: TableSort): TableState {
  const initial: TableState = { page: 0, size: paging.size, ...(sort ? { sort } : {}) };
  let stored: Partial<TableState> | undefined;
  try {
    stored = JSON.parse(storage?.getItem(tableStorageKey(id)) ?? 'null') as Partial<TableState> | undefined;
  } catch {
    return initial;
  }
  if (typeof stored !== 'object' || stored === null) return initial;
  const state: TableState = { ...initial };
  if (typeof stored.size === 'number' && sizeChoices(paging).includes(stored.size)) state.size = stored.size;
  if (Number.isInteger(stored.page) && (stored.page as number) >= 0) state.page = stored.page as number;
  if (stored.sort && typeof stored.sort.by === 'string' && (stored.sort.order === 'asc' || stored.sort.order === 'desc')) state.sort = { by: stored.sort.by, order: stored.sort.order };
  if (typeof stored.active === 'string') state.active = stored.active;
  return state;
}

/** Keeps the state of table `id`; a storage that refuses (full, private mode) is ignored. */
export function storeTableState(storage: TableStorage | undefined, id: string, state: TableState): void {
  try {
    storage?.setItem(tableStorageKey(id), JSON.stringify(state));
  } catch {
    // Keeping the state is a convenience: the table works without it.
  }
}

/**
 * A table's state as the address holds it (`page` from 1, `size`, `sort`, `order`), each left
 * out (undefined) while it is the first visit's, so an address without them is the first visit.
 */
export function tableAddress(state: TableState, first: TableState): Record<string, string | undefined> {
  const sorted = state.sort && (state.sort.by !== first.sort?.by || state.sort.order !== first.sort.order);
  return {
    page: state.page > 0 ? String(state.page + 1) : undefined,
    size: state.size !== first.size ? String(state.size) : undefined,
    sort: sorted ? state.sort?.by : undefined,
    order: sorted ? state.sort?.order : undefined,
  };
}

/**
 * The state an address gives a table: its `page`, `size`, `sort` and `order` over the first
 * visit's (`first`); a page that is not a whole number from 1, a size not offered or a sort
 * by a column not sortable (`sorts`) counts as absent. The active row is `state`'s.
 */
export function tableStateOfAddress(query: Readonly<Record<string, unknown>>, first: TableState, paging: Paging, sorts: readonly string[]): TableState {
  const next: TableState = { ...first };
  const page = Number(query.page);
  if (typeof query.page === 'string' && Number.isInteger(page) && page >= 1) next.page = page - 1;
  const size = Number(query.size);
  if (typeof query.size === 'string' && sizeChoices(paging).includes(size)) next.size = size;
  if (typeof query.sort === 'string' && sorts.includes(query.sort)) next.sort = { by: query.sort, order: query.order === 'desc' ? 'desc' : 'asc' };
  return next;
}

/** What a new search writes into the address besides its own values: the results start again at page 1. */
export const NEW_SEARCH: Readonly<Record<string, undefined>> = { page: undefined };
