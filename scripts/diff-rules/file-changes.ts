import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { flowSteps } from '../check-schemas/flow-transitions.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import type { DiffContext } from './diff-context.js';
import type { FilePair } from './file-pairs.js';
import { sameJson } from './json-changes.js';
import { inNewNames } from './renames.js';
import type { RuleChange } from './rule-change.js';

/** What a new or removed file is, in a few words: "flow with steps form, review", "2 messages". */
function summary(file: RuleFile): string {
  const json = isSchemaNode(file.json) ? file.json : {};
  if (file.kind === 'flow') return `flow with steps ${Object.keys(flowSteps(json)).join(', ')}`;
  if (file.kind === 'messages' && isSchemaNode(json.messages)) return `${Object.keys(json.messages).length} messages, listed under Messages`;
  if ((file.kind === 'def' || file.kind === 'model') && isSchemaNode(json.properties)) return `${file.kind} with fields ${Object.keys(json.properties).join(', ')}`;
  return file.kind;
}

/** Files renamed or moved (with or without edits), added, or removed as a whole. */
export function fileChanges(pairs: readonly FilePair[], context: DiffContext): RuleChange[] {
  return pairs.flatMap(({ before, after }): RuleChange[] => {
    if (before && after) {
      if (before.file === after.file) return [];
      const same = sameJson(inNewNames(before.json, before.file, context.renames), after.json);
      return [{ group: 'files', file: after.file, text: `Renamed ${before.file} -> ${after.file}${same ? ' (content unchanged)' : ' (its edits are listed below)'}`, screens: context.usage.after.ofFile(after.file) }];
    }
    if (after) return [{ group: 'files', file: after.file, text: `New file ${after.file} (${summary(after)})`, screens: context.usage.after.ofFile(after.file) }];
    if (before) return [{ group: 'files', file: before.file, text: `Removed: file ${before.file} (${summary(before)})`, screens: context.usage.before.ofFile(before.file) }];
    return [];
  });
}
