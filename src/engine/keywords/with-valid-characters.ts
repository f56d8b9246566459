import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';

/** Keywords whose value is one subschema applied to (part of) the data. */
const SINGLE = ['additionalItems', 'additionalProperties', 'then', 'else'];
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', 'definitions', 'dependencies'];
/** Keywords whose value is a list of subschemas. */
const LIST = ['allOf', 'anyOf', 'oneOf'];

function acceptsStrings(node: SchemaNode): boolean {
  return node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));
}

/**
 * A copy of a schema in which every string schema carries the spec's valid-character check
 * (`validCharacters: true`) unless it already says `true` or `false`.
 *
 * The spec makes the check the default for every validated control, so it is applied here,
 * where every model is bundled (browser, server and generated tests all use the bundle) and
 * where the server prepares a route's inline params and querystring schemas, rather than
 * asked of each model: a model added later cannot forget it. `if`, `not` and `contains`
 * subschemas are left as written: there a refusal would turn into a different branch, not
 * into an error. Examples, enums and other values are never mistaken for schemas.
 */
export function withValidCharacters<T>(schema: T): T {
  return addRule(schema) as T;
}

function addRule(node: unknown): unknown {
  if (!isSchemaNode(node)) return node;
  const out: SchemaNode = { ...node };
  if (acceptsStrings(node) && !('validCharacters' in node)) out.validCharacters = true;
  for (const keyword of SINGLE) if (isSchemaNode(node[keyword])) out[keyword] = addRule(node[keyword]);
  for (const keyword of MAP) {
    const value = node[keyword];
    if (isSchemaNode(value)) out[keyword] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, addRule(child)]));
  }
  for (const keyword of [...LIST, 'items']) {
    const value = node[keyword];
    if (Array.isArray(value)) out[keyword] = value.map(addRule);
    else if (keyword === 'items' && isSchemaNode(value)) out[keyword] = addRule(value);
  }
  return out;
}
