import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';
import { exampleObject } from '../gen/example-object.js';

/**
 * A model value whose fields each hold their first `invalidExamples` value where they have
 * one (nested objects too), and their example otherwise: what a form looks like when every
 * field that can be wrong is, for the gallery's "errors-invalid" state.
 */
export function invalidObject(root: SchemaNode): unknown {
  return invalidValue(root, resolveSchema(root, root), exampleObject(root));
}

function invalidValue(root: SchemaNode, node: SchemaNode, example: unknown): unknown {
  const invalid = Array.isArray(node.invalidExamples) ? node.invalidExamples[0] : undefined;
  if (isSchemaNode(invalid) && 'value' in invalid) return invalid.value;
  if (!isSchemaNode(node.properties)) return example;
  const value: Record<string, unknown> = { ...(isSchemaNode(example) ? example : {}) };
  for (const [name, child] of Object.entries(node.properties)) {
    if (!isSchemaNode(child)) continue;
    const inner = invalidValue(root, resolveSchema(root, child), value[name]);
    if (inner !== undefined) value[name] = inner;
  }
  return value;
}
