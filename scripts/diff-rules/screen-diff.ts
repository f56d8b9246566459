import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { loadNodeTypes } from '../../src/server/rules/node-types.js';
import { baseName } from '../check-schemas/file-kind.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { fromTo, removedPrefix, showText } from './describe-change.js';
import type { DiffContext } from './diff-context.js';
import { jsonChanges } from './json-changes.js';
import { listDiff } from './list-diff.js';
import { nodeName } from './node-words.js';
import type { RuleChange } from './rule-change.js';
import { pairAlike, similarity } from './similarity.js';

/** The keys of a screen or frame file that hold node lists. */
const NODE_LISTS = ['content', 'header', 'banner', 'footer', 'title'];

/** Alike enough to be one node edited (a text swapped), not one removed and another added. */
const EDITED_NODE_THRESHOLD = 0.5;

/**
 * The changes of a screen or page frame: nodes added (after which node), removed or
 * edited, their texts shown as the visitor reads them, and any other value changed.
 */
export function screenChanges(before: RuleFile, beforeJson: unknown, after: RuleFile, context: DiffContext): RuleChange[] {
  const nodeTypes = loadNodeTypes();
  const what = `${after.kind === 'frame' ? 'Frame' : 'Screen'} ${baseName(after.file)}`;
  const name = (node: unknown, side: 'before' | 'after') => nodeName(node, nodeTypes, context[side].context);
  const say = (text: string, side: 'before' | 'after' = 'after') =>
    ({ group: 'screens', file: after.file, text, screens: context.usage[side].ofFile(side === 'after' ? after.file : before.file) }) as RuleChange;
  const showAfter = (v: unknown) => showText(v, context.after.context);
  const showBefore = (v: unknown) => showText(v, context.before.context);
  const changes: RuleChange[] = [];
  const old = isSchemaNode(beforeJson) ? beforeJson : {};
  const now = isSchemaNode(after.json) ? after.json : {};

  for (const list of NODE_LISTS) {
    const oldNodes = Array.isArray(old[list]) ? (old[list] as unknown[]) : [];
    const newNodes = Array.isArray(now[list]) ? (now[list] as unknown[]) : [];
    const diff = listDiff(oldNodes, newNodes, (node) => JSON.stringify(node));
    const edited = pairAlike(diff.removed, diff.added.map((a) => a.item), (a, b) =>
      isSchemaNode(a) && isSchemaNode(b) && a.type === b.type ? similarity(a, b) : 0, EDITED_NODE_THRESHOLD);
    for (const [from, to] of edited) {
      for (const change of jsonChanges(from, to)) {
        changes.push(say(`${removedPrefix(change.after)}${what}: ${name(to, 'after')}, ${change.path.join('/')} ${fromTo(change.before, change.after, showAfter, showBefore)}`));
      }
    }
    const editedFrom = new Set(edited.map(([from]) => from));
    const editedTo = new Set(edited.map(([, to]) => to));
    for (const { item, after: previous } of diff.added) {
      if (editedTo.has(item)) continue;
      changes.push(say(`${what}: new ${name(item, 'after')} ${previous === undefined ? 'at the top' : `after ${name(previous, 'after')}`}${list === 'content' ? '' : ` in the ${list}`}`));
    }
    for (const node of diff.removed) if (!editedFrom.has(node)) changes.push(say(`Removed: ${name(node, 'before')} from ${what.toLowerCase()}`, 'before'));
    for (const { item, after: previous } of diff.moved) {
      changes.push(say(`${what}: ${name(item, 'after')} moved ${previous === undefined ? 'to the top' : `after ${name(previous, 'after')}`}`));
    }
  }
  const rest = (json: Record<string, unknown>) => Object.fromEntries(Object.entries(json).filter(([key]) => !NODE_LISTS.includes(key)));
  for (const change of jsonChanges(rest(old), rest(now))) {
    changes.push(say(`${removedPrefix(change.after)}${what}: ${change.path.join('/')} ${fromTo(change.before, change.after, showAfter, showBefore)}`));
  }
  return changes;
}
