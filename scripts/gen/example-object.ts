import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';

/**
 * A model value built from each property's first example (recursively for nested objects
 * without examples of their own). Rule tests vary one field inside it, so the other
 * fields keep required and cross-field rules satisfied. Undefined when nothing has examples.
 */
export function exampleObject(root: SchemaNode): unknown {
  // A model's own first example is a whole object whose fields agree with each other
  // (a confirmation equal to its password); else one is built from each field's first.
  return firstExample(root, resolveSchema(root, root));
}

function fromProperties(root: SchemaNode, node: SchemaNode): Record<string, unknown> | undefined {
  if (!isSchemaNode(node.properties)) return undefined;
  const value: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(node.properties)) {
    if (!isSchemaNode(child)) continue;
    const example = firstExample(root, resolveSchema(root, child));
    if (example !== undefined) value[name] = example;
  }
  return value;
}

function firstExample(root: SchemaNode, node: SchemaNode): unknown {
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  return fromProperties(root, node);
}
