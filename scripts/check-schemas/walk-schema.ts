import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';

/** A schema node met during a walk, with where it sits and how it was reached. */
export interface SchemaPlace {
  node: SchemaNode;
  segments: string[];
  pointer: string;
  /** The node this one sits in, and the keyword that leads here ("properties", "allOf" ...). */
  parent?: SchemaPlace;
  viaKeyword?: string;
}

/** Keywords whose value is one subschema. */
const SINGLE = ['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', 'definitions', 'dependencies'];
/** Keywords whose value is a list of subschemas. */
const LIST = ['allOf', 'anyOf', 'oneOf'];

/**
 * Calls `visit` for the root and every subschema below it, following JSON Schema's own
 * structure rather than every nested object, so `examples`, `enum` or `const` values that
 * happen to be objects are never mistaken for schemas.
 */
export function walkSchema(root: unknown, visit: (place: SchemaPlace) => void): void {
  const go = (node: unknown, segments: string[], parent?: SchemaPlace, viaKeyword?: string) => {
    if (!isSchemaNode(node)) return;
    const place: SchemaPlace = { node, segments, pointer: toPointer(segments), parent, viaKeyword };
    visit(place);
    for (const keyword of SINGLE) go(node[keyword], [...segments, keyword], place, keyword);
    for (const keyword of MAP) {
      const value = node[keyword];
      if (isSchemaNode(value)) for (const [name, child] of Object.entries(value)) go(child, [...segments, keyword, name], place, keyword);
    }
    for (const keyword of [...LIST, 'items']) {
      const value = node[keyword];
      if (Array.isArray(value)) value.forEach((child, index) => go(child, [...segments, keyword, String(index)], place, keyword));
      else if (keyword === 'items') go(value, [...segments, keyword], place, keyword);
    }
  };
  go(root, []);
}

/** Keywords that apply their subschema to the same value as their parent. */
export const SAME_VALUE_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not', 'dependencies']);
