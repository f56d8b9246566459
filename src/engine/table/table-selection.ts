/**
 * A table's selection: the rows ticked, in the order ticked, as the flow reads them
 * (`$form/<model>/selected`), with their keys kept beside each list made here. Pure logic
 * (no React). With ALL (99,999 rows) "select all" is then a pass over the page's keys,
 * worked out once per answer ({@link rowKeys}), and never a key worked out again for a row
 * already held; the view asks "is this row ticked?" of a set.
 */

/** The keys of a selection list, in its order, and as a set. */
interface HeldKeys {
  keys: readonly string[];
  set: ReadonlySet<string>;
}

/** The keys of each selection list made by {@link withRows} (or worked out once for one made elsewhere). One entry per list, not per row. */
const heldKeys = new WeakMap<readonly unknown[], HeldKeys>();

function keysOf<R>(selected: readonly R[], keyOf: (row: R) => string): HeldKeys {
  let held = heldKeys.get(selected);
  if (!held) {
    const keys = selected.map(keyOf);
    held = { keys, set: new Set(keys) };
    heldKeys.set(selected, held);
  }
  return held;
}

/** The keys of the rows in `selected`, as a set, worked out once per list. */
export function selectionKeys<R>(selected: readonly R[], keyOf: (row: R) => string): ReadonlySet<string> {
  return keysOf(selected, keyOf).set;
}

/** The keys of a page's rows, in its order: worked out once per answer, before any tick needs them. */
export function rowKeys<R>(rows: readonly R[], keyOf: (row: R) => string): string[] {
  return rows.map(keyOf);
}

/**
 * Selected rows with `rows` (whose keys are `keys`, in order) added (`on`) or taken out:
 * rows already selected keep their place, new ones follow in their order. The answer's keys
 * are kept for {@link selectionKeys}.
 */
export function withRows<R>(selected: readonly R[], rows: readonly R[], keys: readonly string[], on: boolean, keyOf: (row: R) => string): R[] {
  const held = keysOf(selected, keyOf);
  let next: R[] = [];
  let nextKeys: string[] = [];
  let set: Set<string>;
  if (on) {
    set = new Set(held.set);
    next = selected.slice();
    nextKeys = held.keys.slice();
    rows.forEach((row, index) => {
      const key = keys[index] as string;
      if (set.has(key)) return;
      set.add(key);
      next.push(row);
      nextKeys.push(key);
    });
  } else {
    const off = new Set(keys);
    set = new Set();
    held.keys.forEach((key, index) => {
      if (off.has(key)) return;
      set.add(key);
      next.push(selected[index] as R);
      nextKeys.push(key);
    });
  }
  heldKeys.set(next, { keys: nextKeys, set });
  return next;
}

/** How many of a page's rows (by their keys) are selected: all, some or none, for the "select all" box. */
export function pageTicks(selected: ReadonlySet<string>, keys: readonly string[]): 'all' | 'some' | 'none' {
  if (selected.size === 0 || keys.length === 0) return 'none';
  let ticked = 0;
  for (const key of keys) if (selected.has(key)) ticked += 1;
  return ticked === 0 ? 'none' : ticked === keys.length ? 'all' : 'some';
}
