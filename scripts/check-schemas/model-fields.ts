import { parsePointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';

/** Branches that describe the same object as their parent, so their properties count too. */
const BRANCHES = ['allOf', 'anyOf', 'oneOf', 'then', 'else'];

/**
 * Every property name an object schema can hold, including those only declared inside
 * allOf/anyOf/oneOf/then/else or object-valued dependencies: a field shown only under a
 * condition is still a field, and the checker must not call it unknown.
 */
export function propertyNames(bundle: SchemaNode, node: SchemaNode): Set<string> {
  const names = new Set<string>();
  const seen = new Set<SchemaNode>();
  const collect = (raw: SchemaNode) => {
    const schema = resolveSchema(bundle, raw);
    if (seen.has(schema)) return;
    seen.add(schema);
    if (isSchemaNode(schema.properties)) for (const name of Object.keys(schema.properties)) names.add(name);
    for (const keyword of BRANCHES) {
      const value = schema[keyword];
      const list = Array.isArray(value) ? value : [value];
      for (const branch of list) if (isSchemaNode(branch)) collect(branch);
    }
    if (isSchemaNode(schema.dependencies)) {
      for (const dependency of Object.values(schema.dependencies)) if (isSchemaNode(dependency)) collect(dependency);
    }
  };
  collect(node);
  return names;
}

/**
 * The schema of one property (or array item, for a numeric segment or "items") below an
 * object or array schema, looking into the same branches as {@link propertyNames}.
 */
export function childSchema(bundle: SchemaNode, node: SchemaNode, segment: string): SchemaNode | undefined {
  const schema = resolveSchema(bundle, node);
  const isIndex = segment === 'items' || /^(0|[1-9][0-9]*)$/.test(segment);
  if (isIndex) {
    const items = schema.items;
    if (isSchemaNode(items)) return resolveSchema(bundle, items);
    if (Array.isArray(items)) {
      const item: unknown = segment === 'items' ? items[0] : (items[Number(segment)] ?? schema.additionalItems);
      if (isSchemaNode(item)) return resolveSchema(bundle, item);
    }
  }
  const properties = schema.properties;
  if (isSchemaNode(properties) && isSchemaNode(properties[segment])) return resolveSchema(bundle, properties[segment]);
  for (const keyword of BRANCHES) {
    const value = schema[keyword];
    for (const branch of Array.isArray(value) ? value : [value]) {
      const found = isSchemaNode(branch) ? childSchema(bundle, branch, segment) : undefined;
      if (found) return found;
    }
  }
  if (isSchemaNode(schema.dependencies)) {
    for (const dependency of Object.values(schema.dependencies)) {
      const found = isSchemaNode(dependency) ? childSchema(bundle, dependency, segment) : undefined;
      if (found) return found;
    }
  }
  if (isSchemaNode(schema.additionalProperties)) return resolveSchema(bundle, schema.additionalProperties);
  return undefined;
}

/** The schema a data pointer ("/securityAnswers/0/answer") lands on, or undefined. */
export function schemaAtDataPointer(bundle: SchemaNode, pointer: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = resolveSchema(bundle, bundle);
  for (const segment of parsePointer(pointer)) {
    if (!node) return undefined;
    node = childSchema(bundle, node, segment);
  }
  return node;
}
