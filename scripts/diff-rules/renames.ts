import { dirname, join, relative } from 'node:path/posix';
import { baseName } from '../check-schemas/file-kind.js';
import type { FilePair } from './file-pairs.js';

/** What was renamed between the two sides, so references to a renamed thing are not reported as edits. */
export interface Renames {
  /** Old path to new path of moved or renamed files. */
  files: ReadonlyMap<string, string>;
  /** Old message id to new id. */
  messages: ReadonlyMap<string, string>;
}

/** The file renames among the pairs. */
export function fileRenames(pairs: readonly FilePair[]): Map<string, string> {
  return new Map(pairs.flatMap((p) => (p.before && p.after && p.before.file !== p.after.file ? [[p.before.file, p.after.file] as [string, string]] : [])));
}

/** Keys whose value names another rule file by its base name (a flow step's screen, a form's model and ui ...). */
const NAME_KEYS = new Set(['screen', 'model', 'ui', 'frame', 'extends']);

/**
 * The old side of a file rewritten in the new names: renamed message ids, `$ref`s to
 * moved files, and base names of renamed screens, models and ui files. Comparing this to
 * the new side leaves only real edits.
 */
export function inNewNames(json: unknown, file: string, renames: Renames): unknown {
  const newFile = renames.files.get(file) ?? file;
  const byBase = new Map([...renames.files].map(([from, to]) => [baseName(from), baseName(to)]));
  const rewrite = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, key));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, k)]));
    }
    if (typeof value !== 'string') return value;
    if (key === '$ref') return movedRef(value, file, newFile, renames.files);
    if (key !== undefined && NAME_KEYS.has(key) && byBase.has(value)) return byBase.get(value);
    return renames.messages.get(value) ?? value;
  };
  return rewrite(json);
}

function movedRef(ref: string, file: string, newFile: string, moved: ReadonlyMap<string, string>): string {
  const [target = '', fragment] = ref.split('#');
  if (target === '' || /^[a-z]+:/.test(target)) return ref;
  const resolved = join(dirname(file), target);
  // Left as written unless a move is involved, so "./x.json" and "x.json" stay apart as written.
  if (!moved.has(resolved) && newFile === file) return ref;
  const now = moved.get(resolved) ?? resolved;
  const rewritten = relative(dirname(newFile), now);
  return fragment === undefined ? rewritten : `${rewritten}#${fragment}`;
}
