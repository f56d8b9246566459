/** At most this many candidates per example and length: enough for every schema so far, and bounded. */
const MAX_CANDIDATES = 2000;

/**
 * Strings of exactly `length` characters made from `example` by cutting out or inserting a
 * run of its own characters, most natural first (at the end, at the start, then inside).
 * Characters are code points, as ajv counts them. Which candidate keeps the other rules
 * satisfied (an e-mail needs one "@", a password no repeated character) is for the
 * validator to judge; this only proposes.
 */
export function* lengthCandidates(example: string, length: number): Generator<string, void, undefined> {
  const chars = Array.from(example);
  const size = chars.length;
  if (length < 0) return;
  if (length === size) {
    yield example;
    return;
  }
  const positions = [size, 0, ...Array.from({ length: Math.max(size - 1, 0) }, (_, i) => i + 1)];
  // Made one at a time: the caller stops at the first one the validator accepts, and a long
  // field (a note of thousands of characters) would otherwise build thousands of them first.
  const seen = new Set<string>();
  /** Whether a candidate is new and within the bound; remembers it. */
  const fresh = (candidate: string): boolean => {
    if (seen.has(candidate) || seen.size >= MAX_CANDIDATES) return false;
    seen.add(candidate);
    return true;
  };
  if (length < size) {
    const cut = size - length;
    for (const at of positions) {
      if (at + cut > size) continue;
      const candidate = [...chars.slice(0, at), ...chars.slice(at + cut)].join('');
      if (fresh(candidate)) yield candidate;
    }
  } else if (size > 0) {
    const need = length - size;
    for (const at of positions) {
      for (const source of [chars.slice(0, at), chars.slice(at), chars]) {
        if (source.length === 0) continue;
        for (let offset = 0; offset < source.length && seen.size < MAX_CANDIDATES; offset++) {
          const fill = Array.from({ length: need }, (_, i) => source[(offset + i) % source.length]);
          const candidate = [...chars.slice(0, at), ...fill, ...chars.slice(at)].join('');
          if (fresh(candidate)) yield candidate;
        }
      }
    }
  }
}
