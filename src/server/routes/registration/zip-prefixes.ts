import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../rules/load-rule-files.js';

/** Per state id, the ranges [first, last] of three-digit zip prefixes that belong to it. */
export type ZipPrefixTable = ReadonlyMap<string, readonly (readonly [number, number])[]>;

/**
 * Reads schemas/config/zip-prefixes.json ("AL": ["350-369"], "TX": ["733", "750-799"]).
 * A malformed range throws at start-up, so a typo in the data never passes silently.
 */
export function loadZipPrefixes(root = REPO_ROOT): ZipPrefixTable {
  const file = JSON.parse(readFileSync(join(root, 'schemas/config/zip-prefixes.json'), 'utf8')) as {
    prefixRanges: Record<string, string[]>;
  };
  const table = new Map<string, [number, number][]>();
  for (const [state, ranges] of Object.entries(file.prefixRanges)) {
    table.set(
      state,
      ranges.map((range) => {
        const match = /^(\d{3})(?:-(\d{3}))?$/.exec(range);
        if (!match) throw new Error(`zip-prefixes.json: "${range}" of ${state} is not "NNN" or "NNN-NNN"`);
        return [Number(match[1]), Number(match[2] ?? match[1])];
      }),
    );
  }
  return table;
}

/** Whether a five-digit zip code lies in the state, by its first three digits. */
export function zipFitsState(table: ZipPrefixTable, zipCode: string, state: string): boolean {
  if (!/^\d{5}$/.test(zipCode)) return false;
  const prefix = Number(zipCode.slice(0, 3));
  return (table.get(state) ?? []).some(([first, last]) => prefix >= first && prefix <= last);
}
