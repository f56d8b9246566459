import { describe, expect, it, vi } from 'vitest';
import { pageTicks, rowKeys, selectionKeys, withRows } from '../../../src/engine/table/table-selection.js';

const keyOf = (row: { id: number }) => String(row.id);
const rows = (count: number) => Array.from({ length: count }, (_, id) => ({ id }));
const tick = (selected: { id: number }[], page: { id: number }[], on: boolean) => withRows(selected, page, rowKeys(page, keyOf), on, keyOf);

describe('a table selection', () => {
  it('adds rows after those already selected and takes rows out by key, keeping the order of selection', () => {
    const selected = tick([{ id: 1 }], [{ id: 2 }, { id: 1 }], true);
    expect(selected).toEqual([{ id: 1 }, { id: 2 }]);
    expect(tick(selected, [{ id: 2 }], false)).toEqual([{ id: 1 }]);
  });

  it('selects and unselects all of a 99,999-row page without keying a row again', () => {
    const page = rows(99_999);
    const keys = rowKeys(page, keyOf);
    const counted = vi.fn(keyOf);
    const all = withRows([], page, keys, true, counted);
    expect(all).toHaveLength(page.length);
    expect(selectionKeys(all, counted).size).toBe(page.length);
    expect(withRows(all, page, keys, false, counted)).toEqual([]);
    expect(counted).not.toHaveBeenCalled();
  });

  it('says whether all, some or none of a page is ticked', () => {
    const page = rows(3);
    const keys = rowKeys(page, keyOf);
    const ticks = (selected: { id: number }[]) => pageTicks(selectionKeys(selected, keyOf), keys);
    expect(ticks([])).toBe('none');
    expect(ticks(tick([], page.slice(1), true))).toBe('some');
    expect(ticks(tick([], page, true))).toBe('all');
    expect(pageTicks(selectionKeys(tick([], page, true), keyOf), [])).toBe('none');
  });
});
