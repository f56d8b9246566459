import { baseName } from '../check-schemas/file-kind.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { fromTo, removedPrefix, titleOf, words } from './describe-change.js';
import type { DiffContext } from './diff-context.js';
import { jsonChanges } from './json-changes.js';
import type { ChangeGroup, RuleChange } from './rule-change.js';

/**
 * A file compared value by value, each change named by its path in words with the file
 * it lives in: "Inactivity: warning seconds 60 -> 30 (schemas/config/inactivity.json)".
 * For configuration, and for any kind of file no other diff knows.
 */
export function valueChanges(before: RuleFile, beforeJson: unknown, after: RuleFile, context: DiffContext): RuleChange[] {
  const group: ChangeGroup = after.kind === 'config' ? 'config' : 'other';
  const subject = titleOf(baseName(after.file));
  // Where a value is shown is every screen when it is configuration; its references are not files, so none are named.
  const screens = context.usage.after.ofFile(after.file);
  return jsonChanges(beforeJson, after.json).map((change) => ({
    group,
    file: after.file,
    text: `${removedPrefix(change.after)}${subject}: ${change.path.map(words).join(' / ') || 'whole file'} ${fromTo(change.before, change.after)} (${after.file})`,
    screens,
  }));
}
