import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';

/** A place in a model that holds a value with rules of its own. */
export interface SchemaField {
  /** JSON pointer of the value in the model ("" for a def validated on its own). */
  path: string;
  /** How tests and docs name it: "password", "address/zip", or a def's name. */
  label: string;
  /** Its schema with `$ref` resolved and the keywords beside the ref merged in (title). */
  schema: SchemaNode;
  /** Listed in its parent's `required`. */
  required: boolean;
  /** The object schema holding it, whose cross-field rules may name it. */
  parent?: SchemaNode;
}

/** A def is one field: the value the whole schema describes. */
export function defField(root: SchemaNode, label: string): SchemaField {
  return { path: '', label, schema: resolveSchema(root, root), required: false };
}

/** Stands for "every item" in the path of a field inside array items (documentation only). */
export const ANY_ITEM = '*';

/**
 * Every property of a model, depth first in schema order, nested object properties
 * included (an address's zip has rules of its own). With `intoItems`, properties of array
 * items are listed too, under an `ANY_ITEM` segment: such paths name no single value, so
 * they serve documentation, while tests reach items through the array's own examples.
 */
export function modelFields(root: SchemaNode, { intoItems = false } = {}): SchemaField[] {
  const fields: SchemaField[] = [];
  const walk = (parent: SchemaNode, segments: string[]) => {
    const properties = parent.properties;
    if (!isSchemaNode(properties)) return;
    const required = Array.isArray(parent.required) ? parent.required : [];
    for (const [name, node] of Object.entries(properties)) {
      if (!isSchemaNode(node)) continue;
      const schema = resolveSchema(root, node);
      const path = [...segments, name];
      fields.push({ path: toPointer(path), label: path.join('/'), schema, required: required.includes(name), parent });
      walk(schema, path);
      if (intoItems && isSchemaNode(schema.items)) walk(resolveSchema(root, schema.items), [...path, ANY_ITEM]);
    }
  };
  const top = resolveSchema(root, root);
  walk(top, []);
  if (intoItems && isSchemaNode(top.items)) walk(resolveSchema(root, top.items), [ANY_ITEM]);
  return fields;
}
