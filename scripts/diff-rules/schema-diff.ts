import { formatMessage } from '../../src/engine/messages/format-message.js';
import { getAtPointer, parsePointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';
import { baseName } from '../check-schemas/file-kind.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { walkSchema, type SchemaPlace } from '../check-schemas/walk-schema.js';
import { quote, titleOf } from './describe-change.js';
import type { DiffContext } from './diff-context.js';
import { sameJson } from './json-changes.js';
import { keywordChange } from './keyword-words.js';
import { requirementSentences, requirementTextChange } from './requirement-text.js';
import type { RuleChange } from './rule-change.js';
import type { RuleSnapshot } from './rule-snapshot.js';
import { pairAlike, similarity } from './similarity.js';

/** Keywords holding subschemas: the walk compares those node by node, not as values. */
const SUBSCHEMA_KEYWORDS = new Set(['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not', 'properties', 'patternProperties', 'definitions', 'dependencies', 'allOf', 'anyOf', 'oneOf', 'items']);
/** Notes for developers and a file's own identity (a move is reported as a move). */
const UNREPORTED_KEYWORDS = new Set(['description', '$comment', '$schema', '$id', 'required']);

/**
 * The changes of one def or model, node by node: each changed rule named by the field's
 * caption with old and new values and how the requirement text a user reads changed
 * ("Password: maximum length 15 -> 20 characters; the requirement text now reads ..."),
 * fields that came, went or were renamed, and which became required or optional.
 */
export function schemaChanges(before: RuleFile, beforeJson: unknown, after: RuleFile, context: DiffContext): RuleChange[] {
  const old = nodesOf(beforeJson);
  const now = nodesOf(after.json);
  const renamedFields = fieldRenames(old, now);
  const toOld = (pointer: string) => {
    for (const [from, to] of renamedFields) if (pointer === to || pointer.startsWith(`${to}/`)) return from + pointer.slice(to.length);
    return pointer;
  };
  const oldPointers = new Set([...now.keys()].map(toOld));
  const phrases = new Map<string, string[]>();
  const say = (pointer: string, phrase: string) => phrases.set(pointer, [...(phrases.get(pointer) ?? []), phrase]);
  const lines: Array<{ pointer: string; text: string; removed?: boolean }> = [];
  const name = (pointer: string, snapshot: RuleSnapshot, file: RuleFile) => subjectOf(snapshot, file, pointer);

  for (const [to, from] of [...renamedFields].map(([f, t]) => [t, f] as const)) {
    say(to, `field ${parsePointer(from).at(-1)} renamed ${parsePointer(to).at(-1)}`);
  }
  for (const [pointer, place] of now) {
    const was = old.get(toOld(pointer));
    if (!was) {
      if (place.parent && now.has(place.parent.pointer) && !old.has(toOld(place.parent.pointer))) continue;
      const rules = requirementSentences(context.after, after, pointer);
      const what = place.viaKeyword === 'properties' ? `new field ${fieldName(context.after, after, pointer)}` : `new ${place.viaKeyword ?? ''} rule at ${pointer}`;
      lines.push({ pointer, text: `${name(place.parent?.pointer ?? '', context.after, after)}: ${what}${rules.length > 0 ? `, its requirements ${rules.map(quote).join(', ')}` : ''}` });
      continue;
    }
    for (const keyword of keywordsOf(was.node, place.node)) {
      // A limit taken from another field names that field by its caption, as the form shows it.
      const sibling = (other: string) => captionAt(context.after, after, `${place.parent?.pointer ?? ''}/properties/${other}`) ?? other;
      say(pointer, keywordChange(keyword, was.node[keyword], place.node[keyword], context.after.context, sibling));
    }
    const wasRequired = new Set(requiredOf(was.node));
    const isRequired = new Set(requiredOf(place.node));
    for (const field of isRequired) if (!wasRequired.has(field)) say(`${pointer}/properties/${field}`, 'now required');
    for (const field of wasRequired) if (!isRequired.has(field)) say(`${pointer}/properties/${field}`, 'no longer required');
  }
  for (const [pointer, place] of old) {
    if (oldPointers.has(pointer)) continue;
    if (place.parent && !oldPointers.has(place.parent.pointer)) continue;
    const what = place.viaKeyword === 'properties' ? `field ${fieldName(context.before, before, pointer)}` : `${place.viaKeyword ?? ''} rule at ${pointer}`;
    lines.push({ pointer, text: `Removed: ${what} of ${name(place.parent?.pointer ?? '', context.before, before)}`, removed: true });
  }
  for (const [pointer, said] of phrases) {
    // A new field's requirements are on its own "new field" line already.
    if (!now.has(pointer) || !old.has(toOld(pointer))) continue;
    const text = requirementTextChange(requirementSentences(context.before, before, toOld(pointer)), requirementSentences(context.after, after, pointer));
    lines.push({ pointer, text: `${name(pointer, context.after, after)}: ${[...said, ...(text ? [text] : [])].join('; ')}` });
  }
  const group = after.kind === 'def' ? 'fields' : after.kind === 'answer' ? 'answers' : 'models';
  return lines.map(({ text, removed }) => ({
    group,
    file: after.file,
    text,
    screens: removed ? context.usage.before.ofFile(before.file) : context.usage.after.ofFile(after.file),
  }));
}

function nodesOf(json: unknown): Map<string, SchemaPlace> {
  const nodes = new Map<string, SchemaPlace>();
  walkSchema(json, (place) => nodes.set(place.pointer, place));
  return nodes;
}

/** Keywords whose values differ, subschemas aside (the walk reaches those). */
function keywordsOf(before: SchemaNode, after: SchemaNode): string[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const holdsSchemas = (v: unknown) => v === undefined || isSchemaNode(v) || (Array.isArray(v) && v.every(isSchemaNode));
  return keys.filter(
    (k) =>
      !UNREPORTED_KEYWORDS.has(k) &&
      !(SUBSCHEMA_KEYWORDS.has(k) && holdsSchemas(before[k]) && holdsSchemas(after[k])) &&
      !sameJson(before[k], after[k]),
  );
}

function requiredOf(node: SchemaNode): string[] {
  return Array.isArray(node.required) ? node.required.map(String) : [];
}

/** Properties that left and came back under another name in the same object, alike in content. */
function fieldRenames(old: Map<string, SchemaPlace>, now: Map<string, SchemaPlace>): Map<string, string> {
  const properties = (nodes: Map<string, SchemaPlace>, others: Map<string, SchemaPlace>) =>
    [...nodes.values()].filter((p) => p.viaKeyword === 'properties' && !others.has(p.pointer) && p.parent && others.has(p.parent.pointer));
  const pairs = pairAlike(properties(old, now), properties(now, old), (a, b) =>
    a.parent?.pointer === b.parent?.pointer ? similarity(a.node, b.node) : 0,
  );
  return new Map(pairs.map(([from, to]) => [from.pointer, to.pointer]));
}

/** Keywords whose subschema applies only under a condition or as one of several branches. */
const BRANCH_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not', 'dependencies']);

/**
 * How a line names a node: a def by its caption ("Password"), a model as "<name> model" (an
 * answer as "<name> answer"),
 * a node inside either by its caption (else its property name) and where it is:
 * "First Name (registration model)", "value (Provider Identifier, under allOf/2/then)".
 */
function subjectOf(snapshot: RuleSnapshot, file: RuleFile, pointer: string): string {
  const whole =
    file.kind === 'model' ? `${baseName(file.file)} model`
    : file.kind === 'answer' ? `${baseName(file.file)} answer`
    : (captionAt(snapshot, file, '') ?? titleOf(baseName(file.file)));
  if (pointer === '') return whole;
  const segments = parsePointer(pointer);
  const property = segments.findLastIndex((s, i) => segments[i - 1] === 'properties');
  const name = captionAt(snapshot, file, pointer) ?? (property >= 0 ? segments[property] : pointer);
  const branch = segments.slice(0, property >= 0 ? property : segments.length);
  const under = branch.some((s) => BRANCH_KEYWORDS.has(s)) ? `, under ${branch.filter((s) => s !== 'properties').join('/')}` : '';
  return `${name} (${whole}${under})`;
}

/** A field by its caption and name: "Last Name (lastName)". */
function fieldName(snapshot: RuleSnapshot, file: RuleFile, pointer: string): string {
  const path = parsePointer(pointer).filter((s) => s !== 'properties').join('/');
  const caption = captionAt(snapshot, file, pointer);
  return caption === undefined || caption === path ? path : `${caption} (${path})`;
}

function captionAt(snapshot: RuleSnapshot, file: RuleFile, pointer: string): string | undefined {
  const bundle = snapshot.set.bundle(file).schema;
  const node = bundle ? getAtPointer(bundle, pointer) : getAtPointer(file.json, pointer);
  const title = isSchemaNode(node) ? resolveSchema(bundle ?? (file.json as SchemaNode), node).title : undefined;
  return typeof title === 'string' ? formatMessage(snapshot.context.catalogue, title, {}, snapshot.context.globals) : undefined;
}
