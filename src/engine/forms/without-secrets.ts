import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { resolveSchema, schemaAtDataPath } from '../schema/schema-at-path.js';

/** Whether the value at a data pointer is a secret (its schema says `writeOnly: true`). */
export function isSecretAt(root: SchemaNode, pointer: string): boolean {
  return schemaAtDataPath(root, pointer)?.writeOnly === true;
}

/**
 * A form's values with every secret left out: a value is secret when the schema that governs
 * it says `writeOnly: true` (passwords, security answers, PINs, captcha answers, one-time
 * codes). The rule lives in the model files, so a new secret field is one keyword, and
 * check:schemas can hold every masked widget to it.
 */
export function withoutSecrets(root: SchemaNode, values: Record<string, unknown>): Record<string, unknown> {
  return strip(root, root, values) as Record<string, unknown>;
}

const OMITTED = Symbol('secret');

function strip(root: SchemaNode, node: SchemaNode | undefined, value: unknown): unknown {
  const schema = node ? resolveSchema(root, node) : undefined;
  if (schema?.writeOnly === true) return OMITTED;
  if (Array.isArray(value)) {
    const items = schema?.items;
    return value.map((item, index) => {
      const itemSchema = Array.isArray(items) ? items[index] : items;
      const kept = strip(root, isSchemaNode(itemSchema) ? itemSchema : undefined, item);
      // An array keeps its length (row i stays row i); a secret row becomes empty.
      return kept === OMITTED ? null : kept;
    });
  }
  if (value !== null && typeof value === 'object') {
    const properties = isSchemaNode(schema?.properties) ? schema.properties : {};
    const kept: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const childSchema = properties[key] ?? schema?.additionalProperties;
      const next = strip(root, isSchemaNode(childSchema) ? childSchema : undefined, child);
      if (next !== OMITTED) kept[key] = next;
    }
    return kept;
  }
  return value;
}
