import { describe, expect, it } from 'vitest';
import {
  nextSort,
  pageBand,
  pageCount,
  pagingOf,
  rowKey,
  shownRange,
  sizeChoices,
  storedTableState,
  storeTableState,
  tableAddress,
  tableParams,
  tableStateOfAddress,
  tableStorageKey,
  type TableStorage,
} from '../../../src/engine/table/table-state.js';

function memoryStorage(entries: Record<string, string> = {}): TableStorage & { entries: Record<string, string> } {
  return { entries, getItem: (key) => entries[key] ?? null, setItem: (key, value) => void (entries[key] = value) };
}

const paging = pagingOf({ sizes: [10, 25, 50], all: 99999, size: 10, pagesPerBand: 5 });

describe('page bands', () => {
  it('show five pages per band, with first and back off while the first page is in view', () => {
    expect(pageBand(2, 12, 5)).toEqual({ pages: [0, 1, 2, 3, 4], first: undefined, back: undefined, forward: 5, last: 11 });
  });

  it('jump back to the page before the band and forward to the page after it', () => {
    expect(pageBand(6, 12, 5)).toEqual({ pages: [5, 6, 7, 8, 9], first: 0, back: 4, forward: 10, last: 11 });
  });

  it('turn last and forward off while the last page is in view, the last band being short', () => {
    expect(pageBand(11, 12, 5)).toEqual({ pages: [10, 11], first: 0, back: 9, forward: undefined, last: undefined });
  });

  it('show one page with every jump off when everything fits', () => {
    expect(pageBand(0, pageCount(0, 10), 5)).toEqual({ pages: [0], first: undefined, back: undefined, forward: undefined, last: undefined });
    expect(pageCount(25, 10)).toBe(3);
  });

  it('clamp a page past the end (rows deleted since) to the last page', () => {
    expect(pageBand(40, 3, 5).pages).toEqual([0, 1, 2]);
  });
});

describe('table paging values', () => {
  it('offer the sizes with ALL last, defaulting to the first size', () => {
    expect(sizeChoices(paging)).toEqual([10, 25, 50, 99999]);
    expect(pagingOf(undefined)).toEqual({ sizes: [10, 25, 50], size: 10, pagesPerBand: 5 });
  });

  it('give the call limit, offset, page from 1 and the sort only while sorted', () => {
    expect(tableParams({ page: 2, size: 25 })).toEqual({ limit: 25, offset: 50, page: 3, size: 25 });
    expect(tableParams({ page: 0, size: 99999, sort: { by: 'key_value', order: 'desc' } })).toEqual({
      limit: 99999,
      offset: 0,
      page: 1,
      size: 99999,
      sort: 'key_value',
      order: 'desc',
    });
  });

  it('sort ascending first, flip on the same column, and go back to page 1', () => {
    const once = nextSort({ page: 3, size: 10 }, 'key_value');
    expect(once).toEqual({ page: 0, size: 10, sort: { by: 'key_value', order: 'asc' } });
    expect(nextSort(once, 'key_value').sort).toEqual({ by: 'key_value', order: 'desc' });
    expect(nextSort(nextSort(once, 'key_value'), 'healthplan_name').sort).toEqual({ by: 'healthplan_name', order: 'asc' });
  });

  it('say which rows show, none for an empty list', () => {
    expect(shownRange({ page: 1, size: 10 }, 10, 23)).toEqual({ from: 11, to: 20, total: 23 });
    expect(shownRange({ page: 2, size: 10 }, 3, 23)).toEqual({ from: 21, to: 23, total: 23 });
    expect(shownRange({ page: 0, size: 10 }, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('row keys', () => {
  it('key a row by the values at its key pointers', () => {
    expect(rowKey({ key_value: '123', healthplan_name: null }, ['/key_value', '/healthplan_name'])).toBe('["123",null]');
  });
});

describe('kept table state', () => {
  it('is kept per table id under the "ls" prefix and restored', () => {
    const storage = memoryStorage();
    storeTableState(storage, 'providers', { page: 2, size: 25, sort: { by: 'key_value', order: 'desc' }, active: '["1"]' });
    expect(Object.keys(storage.entries)).toEqual([tableStorageKey('providers')]);
    expect(tableStorageKey('providers')).toBe('ls.table.providers');
    expect(storedTableState(storage, 'providers', paging)).toEqual({ page: 2, size: 25, sort: { by: 'key_value', order: 'desc' }, active: '["1"]' });
    expect(storedTableState(storage, 'other', paging, { by: 'healthplan_name', order: 'asc' })).toEqual({ page: 0, size: 10, sort: { by: 'healthplan_name', order: 'asc' } });
  });

  it('falls back to the first-visit state for a size no longer offered, a malformed entry or a refusing storage', () => {
    expect(storedTableState(memoryStorage({ 'ls.table.t': '{"size":7,"page":-1}' }), 't', paging)).toEqual({ page: 0, size: 10 });
    expect(storedTableState(memoryStorage({ 'ls.table.t': '{oops' }), 't', paging)).toEqual({ page: 0, size: 10 });
    const refusing: TableStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(storedTableState(refusing, 't', paging)).toEqual({ page: 0, size: 10 });
    expect(() => storeTableState(refusing, 't', { page: 0, size: 10 })).not.toThrow();
  });
});

describe('table state in the address', () => {
  const first = { page: 0, size: 10, sort: { by: 'name', order: 'asc' as const } };

  it("says nothing of a first visit's state, so an address without a query is a first visit", () => {
    expect(tableAddress(first, first)).toEqual({ page: undefined, size: undefined, sort: undefined, order: undefined });
  });

  it('writes the page from 1, a size chosen and a sort chosen', () => {
    expect(tableAddress({ page: 2, size: 25, sort: { by: 'username', order: 'desc' } }, first)).toEqual({ page: '3', size: '25', sort: 'username', order: 'desc' });
  });

  it('reads back what it wrote', () => {
    const state = { page: 2, size: 25, sort: { by: 'username', order: 'desc' as const } };
    expect(tableStateOfAddress(tableAddress(state, first), first, paging, ['name', 'username'])).toEqual(state);
  });

  it('takes a page, size or sort it cannot show as absent', () => {
    expect(tableStateOfAddress({ page: '0', size: '7', sort: 'password', order: 'desc' }, first, paging, ['name', 'username'])).toEqual(first);
    expect(tableStateOfAddress({ page: 'two' }, first, paging, ['name'])).toEqual(first);
  });
});
