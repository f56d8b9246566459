import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';

/**
 * A bundled schema as the browser gets it: without the notes written for people and tools
 * (`description` texts, `examples`, `invalidExamples`), which validate nothing and cost the
 * phone bytes (a third of the registration model's). Generation reads the full schema for
 * docs and example cases; the server bundles its own (OpenAPI shows the descriptions).
 * Only annotation values are dropped: a property *named* "description" holds a schema
 * object and stays.
 */
export function shippedSchema(node: SchemaNode): SchemaNode {
  return strip(node) as SchemaNode;
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!isSchemaNode(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' && typeof value === 'string') continue;
    if ((key === 'examples' || key === 'invalidExamples') && Array.isArray(value)) continue;
    out[key] = strip(value);
  }
  return out;
}
