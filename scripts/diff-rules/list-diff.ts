/** How one list became another: items kept (matched by key), removed, added and moved, with positions. */
export interface ListDiff<T> {
  removed: T[];
  /** Each added item with the item before it in the new list (undefined: first). */
  added: Array<{ item: T; after?: T }>;
  /** Kept items that stand elsewhere among the others now, with the item now before each. */
  moved: Array<{ item: T; after?: T }>;
}

/**
 * Compares two lists by a key (a field name, a node's JSON): what left, what came, and
 * which kept items moved. The moved ones are those outside the longest run the two
 * orders share, so swapping two neighbours is one move, not a new order of everything.
 */
export function listDiff<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): ListDiff<T> {
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  const removed = before.filter((item) => !afterKeys.has(key(item)));
  const placed = (item: T) => ({ item, after: after[after.indexOf(item) - 1] });
  const added = after.filter((item) => !beforeKeys.has(key(item))).map(placed);
  const keptBefore = before.map(key).filter((k) => afterKeys.has(k));
  const keptAfter = after.filter((item) => beforeKeys.has(key(item)));
  const staying = longestCommonRun(keptBefore, keptAfter.map(key));
  const moved = keptAfter.filter((item) => !staying.has(key(item))).map(placed);
  return { removed, added, moved };
}

/** The keys of a longest common subsequence of two key lists. */
function longestCommonRun(a: readonly string[], b: readonly string[]): Set<string> {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = table[i] as number[];
      row[j] = a[i] === b[j] ? (table[i + 1] as number[])[j + 1]! + 1 : Math.max((table[i + 1] as number[])[j]!, row[j + 1]!);
    }
  }
  const run = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      run.add(a[i] as string);
      i += 1;
      j += 1;
    } else if ((table[i + 1] as number[])[j]! >= (table[i] as number[])[j + 1]!) i += 1;
    else j += 1;
  }
  return run;
}
