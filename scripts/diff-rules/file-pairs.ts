import type { RuleFile } from '../check-schemas/rule-set.js';
import type { RuleSnapshot } from './rule-snapshot.js';
import { pairAlike, similarity } from './similarity.js';

/** A rule file on both sides (perhaps under another path), or on one side only. */
export interface FilePair {
  before?: RuleFile;
  after?: RuleFile;
}

/**
 * Pairs the files of two snapshots: same path, else a removed and an added file of the
 * same kind whose contents are alike (a move or rename, perhaps with small edits), else
 * a file on one side only. Sorted by path, so a report lists files in a stable order.
 */
export function pairFiles(before: RuleSnapshot, after: RuleSnapshot): FilePair[] {
  const pairs: FilePair[] = [];
  const removed: RuleFile[] = [];
  for (const [path, file] of before.files) {
    const counterpart = after.files.get(path);
    if (counterpart) pairs.push({ before: file, after: counterpart });
    else removed.push(file);
  }
  const added = [...after.files.values()].filter((file) => !before.files.has(file.file));
  const moved = pairAlike(removed, added, (a, b) => (a.kind === b.kind ? similarity(withoutId(a.json), withoutId(b.json)) : 0));
  for (const [from, to] of moved) pairs.push({ before: from, after: to });
  const movedFrom = new Set(moved.map(([from]) => from));
  const movedTo = new Set(moved.map(([, to]) => to));
  for (const file of removed) if (!movedFrom.has(file)) pairs.push({ before: file });
  for (const file of added) if (!movedTo.has(file)) pairs.push({ after: file });
  return pairs.sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
}

/** The path a pair is listed under: the new one, or the old one for a removed file. */
function pathOf(pair: FilePair): string {
  return (pair.after ?? pair.before)?.file ?? '';
}

/** A moved def or model changes its `$id` and `id` with its path: that is the move, not an edit. */
function withoutId(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const { $id: _$id, id: _id, ...rest } = json as Record<string, unknown>;
  return rest;
}
