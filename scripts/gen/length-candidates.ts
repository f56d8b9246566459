/** At most this many candidates per example and length: enough for every schema so far, and bounded. */
const MAX_CANDIDATES = 2000;

/**
 * Strings of exactly `length` characters made from `example` by cutting out or inserting a
 * run of its own characters, most natural first (at the end, at the start, then inside).
 * Characters are code points, as ajv counts them. Which candidate keeps the other rules
 * satisfied (an e-mail needs one "@", a password no repeated character) is for the
 * validator to judge; this only proposes.
 */
export function lengthCandidates(example: string, length: number): string[] {
  const chars = Array.from(example);
  const size = chars.length;
  if (length < 0) return [];
  if (length === size) return [example];
  const positions = [size, 0, ...Array.from({ length: Math.max(size - 1, 0) }, (_, i) => i + 1)];
  const out = new Set<string>();
  if (length < size) {
    const cut = size - length;
    for (const at of positions) {
      if (at + cut > size) continue;
      out.add([...chars.slice(0, at), ...chars.slice(at + cut)].join(''));
    }
  } else if (size > 0) {
    const need = length - size;
    for (const at of positions) {
      for (const source of [chars.slice(0, at), chars.slice(at), chars]) {
        if (source.length === 0) continue;
        for (let offset = 0; offset < source.length && out.size < MAX_CANDIDATES; offset++) {
          const fill = Array.from({ length: need }, (_, i) => source[(offset + i) % source.length]);
          out.add([...chars.slice(0, at), ...fill, ...chars.slice(at)].join(''));
        }
      }
    }
  }
  return [...out].slice(0, MAX_CANDIDATES);
}
