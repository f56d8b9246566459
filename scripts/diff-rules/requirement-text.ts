import { getAtPointer, parsePointer, toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { describeFieldRules } from '../gen/describe-rules.js';
import type { SchemaField } from '../gen/field-walk.js';
import { quote } from './describe-change.js';
import type { RuleSnapshot } from './rule-snapshot.js';
import { pairAlike } from './similarity.js';

/** Share of words two sentences have in common above which one is the other rewritten. */
const REWRITTEN_THRESHOLD = 0.6;

/** Dice coefficient over the words of two sentences. */
function wordSimilarity(a: string, b: string): number {
  const left = a.split(/\s+/);
  const right = [...b.split(/\s+/)];
  let shared = 0;
  for (const word of left) {
    const at = right.indexOf(word);
    if (at >= 0) {
      shared += 1;
      right.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + b.split(/\s+/).length);
}

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
  // A sentence that changed a number or a word is one sentence rewritten; unrelated ones came and went.
  const rewritten = pairAlike(gone, came, wordSimilarity, REWRITTEN_THRESHOLD);
  const parts = rewritten.map(([was, now]) => `the requirement text now reads ${quote(now)} instead of ${quote(was)}`);
  const newOnes = came.filter((s) => !rewritten.some(([, now]) => now === s));
  const goneOnes = gone.filter((s) => !rewritten.some(([was]) => was === s));
  if (newOnes.length > 0) parts.push(`the requirements now also say ${newOnes.map(quote).join(', ')}`);
  if (goneOnes.length > 0) parts.push(`the requirements no longer say ${goneOnes.map(quote).join(', ')}`);
  return parts.join('; ');
}
