/**
 * The candidate an analyst most likely meant, or undefined when none is close enough.
 *
 * Edit distance alone misses shortened ids ("name.chars" for "name.characters"), so a
 * candidate may differ by up to 40% of the longer string; below three characters of
 * difference anything counts, because short names are where typos hide.
 */
function closestMatch(wanted: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === wanted) continue;
    const distance = editDistance(wanted.toLowerCase(), candidate.toLowerCase());
    const allowed = Math.max(2, Math.ceil(0.4 * Math.max(wanted.length, candidate.length)));
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ' (did you mean "x"?)' or '' — the tail most fixes end with. */
export function didYouMean(wanted: string, candidates: Iterable<string>): string {
  const match = closestMatch(wanted, candidates);
  return match === undefined ? '' : ` (did you mean "${match}"?)`;
}

/** Levenshtein distance: insertions, deletions and substitutions each cost one. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] as number;
}
