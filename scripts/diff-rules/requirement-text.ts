import { getAtPointer, parsePointer, toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { describeFieldRules } from '../gen/describe-rules.js';
import type { SchemaField } from '../gen/field-walk.js';
import { quote } from './describe-change.js';
import type { RuleSnapshot } from './rule-snapshot.js';

/**
 * The requirement sentences a user reads for the schema node at `pointer` of a def or
 * model ("Password is required.", "Between 8 and 15 characters long." ...), rendered
 * with the node's own values as describe-rules renders them for the generated types.
 * Empty when the file does not bundle or has no node there.
 */
export function requirementSentences(snapshot: RuleSnapshot, file: RuleFile, pointer: string): string[] {
  const { schema: bundle } = snapshot.set.bundle(file);
  const node = bundle ? getAtPointer(bundle, pointer) : undefined;
  if (!bundle || !isSchemaNode(node)) return [];
  const segments = parsePointer(pointer);
  const name = segments.at(-2) === 'properties' ? segments.at(-1) : undefined;
  const parentNode = name === undefined ? undefined : getAtPointer(bundle, toPointer(segments.slice(0, -2)));
  const parent = isSchemaNode(parentNode) ? resolveSchema(bundle, parentNode) : undefined;
  const field: SchemaField = {
    path: toPointer(dataPath(segments)),
    label: name ?? '',
    schema: resolveSchema(bundle, node),
    required: name !== undefined && Array.isArray(parent?.required) && parent.required.includes(name),
    parent,
  };
  return describeFieldRules(bundle, field, snapshot.context).split('\n').filter((s) => s !== '');
}

/** The data path a schema pointer describes: properties/x -> x, items -> any item, branches -> the same value. */
function dataPath(segments: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    if (segments[i] === 'properties' && i + 1 < segments.length) out.push(segments[(i += 1)] as string);
    else if (segments[i] === 'items') out.push('0');
  }
  return out;
}

/**
 * How the requirement text changed, in words: "the requirement text now reads 'Between
 * 8 and 20 characters long.'" (with what it said before), sentences that came or went;
 * undefined when the text reads the same.
 */
export function requirementTextChange(before: readonly string[], after: readonly string[]): string | undefined {
  const gone = before.filter((s) => !after.includes(s));
  const came = after.filter((s) => !before.includes(s));
  if (gone.length === 0 && came.length === 0) return undefined;
  if (gone.length === came.length) {
    return came.map((s, i) => `the requirement text now reads ${quote(s)} instead of ${quote(gone[i] as string)}`).join('; ');
  }
  const parts = [];
  if (came.length > 0) parts.push(`the requirements now also say ${came.map(quote).join(', ')}`);
  if (gone.length > 0) parts.push(`the requirements no longer say ${gone.map(quote).join(', ')}`);
  return parts.join('; ');
}
