import { getAtPointer } from '../schema/json-pointer.js';
import { setAtPointer } from './set-at-pointer.js';

/**
 * What a list a check replaces keeps of its old rows (`"keep"` beside `"set"` in a
 * `ui:check` outcome): rows are the same row when their `by` value is equal, and such a row
 * keeps the visitor's own answers at the `values` pointers (a plan's tick and PIN).
 */
export interface RowKeep {
  by: string;
  values: readonly string[];
}

/**
 * The new list with each row's kept values taken from the old row of the same key. A check
 * that answers a fresh list (the plans of every identifier typed so far) must not undo what
 * the visitor already chose in the list it replaces.
 */
export function keepRowValues(previous: unknown, next: unknown, keep: RowKeep): unknown {
  if (!Array.isArray(previous) || !Array.isArray(next)) return next;
  const oldRows = new Map<unknown, unknown>();
  for (const row of previous) {
    const key = getAtPointer(row, keep.by);
    if (key !== undefined && key !== null) oldRows.set(key, row);
  }
  return next.map((row: unknown) => {
    const old = oldRows.get(getAtPointer(row, keep.by));
    if (old === undefined) return row;
    return keep.values.reduce<unknown>((kept, pointer) => {
      const value = getAtPointer(old, pointer);
      return value === undefined ? kept : setAtPointer(kept as Record<string, unknown>, pointer, value);
    }, row);
  });
}
