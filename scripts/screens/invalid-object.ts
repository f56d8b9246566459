import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';
import { exampleObject } from '../gen/example-object.js';

/**
 * A model value whose fields each hold their first `invalidExamples` value where they have
 * one (nested objects too), and their example otherwise: what a form looks like when every
 * field that can be wrong is, for the gallery's "errors-invalid" state. An object whose
 * fields have none takes its own first invalid example.
 */
export function invalidObject(root: SchemaNode): unknown {
  return invalidValue(root, resolveSchema(root, root), exampleObject(root));
}

function invalidValue(root: SchemaNode, node: SchemaNode, example: unknown): unknown {
  const invalid = Array.isArray(node.invalidExamples) ? node.invalidExamples[0] : undefined;
  const own = isSchemaNode(invalid) && 'value' in invalid ? { value: invalid.value } : undefined;
  if (!isSchemaNode(node.properties)) return own ? own.value : example;
  const value: Record<string, unknown> = { ...(isSchemaNode(example) ? example : {}) };
  let fieldsWrong = false;
  for (const [name, child] of Object.entries(node.properties)) {
    if (!isSchemaNode(child)) continue;
    const inner = invalidValue(root, resolveSchema(root, child), value[name]);
    if (inner !== undefined && JSON.stringify(inner) !== JSON.stringify(value[name])) fieldsWrong = true;
    if (inner !== undefined) value[name] = inner;
  }
  // An object's own invalid example (a rule across its fields) only where no field of it can be wrong by itself: more errors show that way.
  return fieldsWrong || !own ? value : own.value;
}
