import { isSchemaNode } from './json-schema.js';

/**
 * The property of the same object a keyword's `$data` value compares with
 * (`"formatMinimum": { "$data": "1/from" }` names `from`), or undefined for a fixed value
 * or a reference reaching elsewhere. Error mapping quotes that field's caption; the checker,
 * the rule book and the generated comments name it.
 */
export function siblingReference(value: unknown): string | undefined {
  if (!isSchemaNode(value) || typeof value.$data !== 'string') return undefined;
  return /^1\/([^/#~]+)$/.exec(value.$data)?.[1];
}
