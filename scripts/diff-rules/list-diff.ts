/** How one list became another: items kept (matched by key), removed and added, with positions. */
export interface ListDiff<T> {
  removed: T[];
  /** Each added item with the kept or added item before it in the new list (undefined: first). */
  added: Array<{ item: T; after?: T }>;
  /** The kept items appear in another order. */
  reordered: boolean;
}

/**
 * Compares two lists by a key (a field name, a node's JSON): what left, what came and
 * after what, and whether the items both have now stand in another order.
 */
export function listDiff<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): ListDiff<T> {
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  const removed = before.filter((item) => !afterKeys.has(key(item)));
  const added = after.flatMap((item, index) => (beforeKeys.has(key(item)) ? [] : [{ item, after: after[index - 1] }]));
  const keptBefore = before.map(key).filter((k) => afterKeys.has(k));
  const keptAfter = after.map(key).filter((k) => beforeKeys.has(k));
  return { removed, added, reordered: keptBefore.join('\0') !== keptAfter.join('\0') };
}
