import { isSchemaNode } from '../../src/engine/schema/json-schema.js';

/**
 * A copy of a schema without keywords whose value is a `$data` reference
 * (`"const": { "$data": "1/password" }`). json-schema-to-typescript would render such a
 * value as a literal type; the rule it states is only known at run time.
 */
export function stripDataKeywords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripDataKeywords);
  if (!isSchemaNode(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (isSchemaNode(value) && '$data' in value) continue;
    out[keyword] = stripDataKeywords(value);
  }
  return out;
}
