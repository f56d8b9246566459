import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';

/**
 * The length (characters of compact JSON) from which a block written twice in the flow files
 * is refused: a call with its outcomes, an outcome list, a long condition. Shorter repeats
 * (a `{ "target": "find", "replace": true }`) say more written out than named.
 */
export const REPEATED_BLOCK_MINIMUM = 200;

interface Place {
  file: string;
  pointer: string;
}

/** A block written identically in two or more places: its compact JSON and every place, in file order. */
export interface RepeatedBlock {
  text: string;
  places: [Place, ...Place[]];
}

/**
 * Every object or list of `minimum` characters or more (compact JSON) written identically in
 * two or more places of `files` (as written), only the largest of blocks nested in each other:
 * the check's measure, and the issue's count of repeated blocks (80+ there).
 */
export function repeatedBlocks(files: readonly { file: string; json: unknown; written?: unknown }[], minimum: number): RepeatedBlock[] {
  const places = new Map<string, Place[]>();
  const visit = (value: unknown, file: string, path: (string | number)[]) => {
    if (typeof value !== 'object' || value === null) return;
    const text = JSON.stringify(value);
    if (text.length < minimum) return;
    places.set(text, [...(places.get(text) ?? []), { file, pointer: toPointer(path) }]);
    for (const [key, child] of Object.entries(value)) visit(child, file, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  for (const file of files) visit(file.written ?? file.json, file.file, []);
  const repeated = [...places].filter(([, at]) => at.length > 1);
  const inside = (place: Place, outer: Place[]) => outer.some((o) => o.file === place.file && place.pointer.startsWith(`${o.pointer}/`));
  return repeated
    .filter(([text, at]) => !repeated.some(([other, outer]) => other !== text && at.every((place) => inside(place, outer))))
    .map(([text, at]) => ({ text, places: at as [Place, ...Place[]] }));
}

/**
 * An object or list of 200+ characters written identically in two places of the flow files
 * (flows/*.json and flows/calls/, as written) is one rule kept twice: an edit to one copy
 * leaves the other behind. It is reported at each later place, with the first.
 */
export function checkRepeatedFlowBlocks({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const { text, places } of repeatedBlocks([...set.ofKind('flow'), ...set.ofKind('calls')], REPEATED_BLOCK_MINIMUM)) {
    const [first, ...later] = places;
    for (const place of later) {
      findings.push(
        finding(
          'repeated-flow-blocks',
          place.file,
          place.pointer,
          `the same ${text.length} characters are written at ${first.file}#${first.pointer}`,
          'name it once in flows/calls/ (a call with its outcomes, an outcome list or a condition) and write its name in both places',
        ),
      );
    }
  }
  return findings;
}
