/**
 * How alike two JSON values are, from 0 to 1: the share of their pretty-printed lines
 * they have in common (Dice coefficient over line multisets). Enough to tell a moved file
 * or a renamed step with a small edit from an unrelated one; order-insensitive on purpose,
 * so reordered keys still count as alike.
 */
export function similarity(a: unknown, b: unknown): number {
  const left = lines(a);
  const right = lines(b);
  if (left.length + right.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const line of left) counts.set(line, (counts.get(line) ?? 0) + 1);
  let shared = 0;
  for (const line of right) {
    const count = counts.get(line) ?? 0;
    if (count > 0) {
      shared += 1;
      counts.set(line, count - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

function lines(value: unknown): string[] {
  return (JSON.stringify(value, null, 1) ?? '').split('\n').map((line) => line.trim().replace(/,$/, ''));
}

/** Alike enough to be one thing renamed or moved, not a remove and an unrelated add. */
const RENAME_THRESHOLD = 0.8;

/**
 * Pairs each removed item with the most alike added one at or above the threshold, best
 * pairs first, each item in one pair at most. Returns [removed, added] pairs. A lower
 * threshold pairs an edited item with its old self (a screen node whose text changed).
 */
export function pairAlike<T>(removed: readonly T[], added: readonly T[], alike: (a: T, b: T) => number, threshold = RENAME_THRESHOLD): Array<[T, T]> {
  const candidates = removed.flatMap((r, i) => added.map((a, j) => ({ i, j, score: alike(r, a) })));
  candidates.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  const usedRemoved = new Set<number>();
  const usedAdded = new Set<number>();
  const pairs: Array<[T, T]> = [];
  for (const { i, j, score } of candidates) {
    if (score < threshold || usedRemoved.has(i) || usedAdded.has(j)) continue;
    usedRemoved.add(i);
    usedAdded.add(j);
    pairs.push([removed[i] as T, added[j] as T]);
  }
  return pairs;
}
