import { resolveUiExtends, UiExtendsError } from '../../src/engine/content/ui-extends.js';
import { resolveNamedCalls, type CallLibrary } from '../../src/engine/flow/named-calls.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { baseName } from '../check-schemas/file-kind.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { callsChanges, libraryOf } from './calls-diff.js';
import type { DiffContext } from './diff-context.js';
import { fileChanges } from './file-changes.js';
import { pairFiles } from './file-pairs.js';
import { flowChanges } from './flow-diff.js';
import { sameJson } from './json-changes.js';
import { messageChanges, messageRenames } from './message-diff.js';
import { fileRenames, inNewNames, type Renames } from './renames.js';
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
  calls: callsChanges,
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
    const beforeJson = withNewCalls(pair.before, inNewNames(pair.before.json, pair.before.file, renames), before, libraryOf(after), renames);
    if (diff && !sameJson(beforeJson, pair.after.json)) changes.push(...diff(pair.before, beforeJson, pair.after, context));
  }
  return sortChanges(changes);
}

/** The kinds of file whose calls are read with the new side's calls on both sides. */
const MAKES_CALLS: ReadonlySet<RuleFile['kind']> = new Set(['flow', 'screen', 'frame', 'modal', 'ui']);

/**
 * The old side of a flow, screen, frame, modal or ui file with the calls, outcome lists and
 * conditions it names taken from the new flows/calls/: a change there is said once, by its
 * name (calls-diff.ts), not again at every step and field that makes the call. A ui file is
 * read with its old `extends` first; a name the new side no longer has keeps the old reading.
 */
function withNewCalls(before: RuleFile, resolved: unknown, snapshot: RuleSnapshot, library: CallLibrary, renames: Renames): unknown {
  if (!MAKES_CALLS.has(before.kind) || before.written === undefined) return resolved;
  let unknownName = false;
  try {
    const written = before.kind === 'ui' ? resolveUiExtends(baseName(before.file), (name) => writtenUi(snapshot, name)) : before.written;
    const json = resolveNamedCalls(inNewNames(written, before.file, renames), library, () => {
      unknownName = true;
    });
    return unknownName ? resolved : json;
  } catch (error) {
    if (error instanceof UiExtendsError) return resolved;
    throw error;
  }
}

/** A ui file of a snapshot as written (before its `extends`). */
function writtenUi(snapshot: RuleSnapshot, name: string): SchemaNode | undefined {
  const file = snapshot.set.uis.get(name);
  const written = file?.written ?? file?.json;
  return isSchemaNode(written) ? written : undefined;
}
