import type { RuleFile } from '../check-schemas/rule-set.js';
import type { DiffContext } from './diff-context.js';
import { fileChanges } from './file-changes.js';
import { pairFiles } from './file-pairs.js';
import { flowChanges } from './flow-diff.js';
import { sameJson } from './json-changes.js';
import { messageChanges, messageRenames } from './message-diff.js';
import { fileRenames, inNewNames } from './renames.js';
import { sortChanges, type RuleChange } from './rule-change.js';
import type { RuleSnapshot } from './rule-snapshot.js';
import { schemaChanges } from './schema-diff.js';
import { screenChanges } from './screen-diff.js';
import { screenUsage } from './screen-usage.js';
import { uiChanges } from './ui-diff.js';
import { valueChanges } from './value-diff.js';

type FileDiff = (before: RuleFile, beforeJson: unknown, after: RuleFile, context: DiffContext) => RuleChange[];

/** Which diff states the changes of each kind of file; messages are compared as one catalogue. */
const DIFF_OF_KIND: Readonly<Record<RuleFile['kind'], FileDiff | undefined>> = {
  def: schemaChanges,
  model: schemaChanges,
  answer: schemaChanges,
  flow: flowChanges,
  screen: screenChanges,
  frame: screenChanges,
  ui: uiChanges,
  // A named call's change is stated at each flow step and field check that makes it (they are read resolved).
  calls: undefined,
  messages: undefined,
  config: valueChanges,
  modal: valueChanges,
  meta: valueChanges,
  unknown: valueChanges,
};

/**
 * Every change from one set of rule files to another, as a reviewer would say it, in
 * report order. Renames are found first (files, message ids, flow steps, fields), and the
 * old side is read in the new names, so a rename is one line, not a removal and an add.
 */
export function diffRuleTrees(before: RuleSnapshot, after: RuleSnapshot): RuleChange[] {
  const pairs = pairFiles(before, after);
  const renames = { files: fileRenames(pairs), messages: messageRenames(before, after) };
  const context: DiffContext = { before, after, renames, usage: { before: screenUsage(before.set), after: screenUsage(after.set) } };
  const changes = [...fileChanges(pairs, context), ...messageChanges(before, after, renames.messages, renames.files, context.usage)];
  for (const pair of pairs) {
    if (!pair.before || !pair.after) continue;
    const diff = DIFF_OF_KIND[pair.after.kind];
    const beforeJson = inNewNames(pair.before.json, pair.before.file, renames);
    if (diff && !sameJson(beforeJson, pair.after.json)) changes.push(...diff(pair.before, beforeJson, pair.after, context));
  }
  return sortChanges(changes);
}
