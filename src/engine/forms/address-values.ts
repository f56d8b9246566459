import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { resolveSchema } from '../schema/schema-at-path.js';

/** A value the address holds: a query parameter's text, or undefined to leave the parameter out. */
export type AddressValues = Record<string, string | undefined>;

/** The model's top-level fields an address can hold, by name, with their type: text, a number or yes/no; never a secret (writeOnly). */
function addressFields(root: SchemaNode): Map<string, string> {
  const model = resolveSchema(root, root);
  const fields = new Map<string, string>();
  const properties = isSchemaNode(model.properties) ? model.properties : {};
  for (const [name, node] of Object.entries(properties)) {
    if (!isSchemaNode(node)) continue;
    const schema = resolveSchema(root, node);
    if (schema.writeOnly === true) continue;
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string']).filter((type) => type !== 'null');
    const type = types.length === 1 ? String(types[0]) : undefined;
    if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean') fields.set(name, type);
  }
  return fields;
}

/**
 * A form's values as query parameters: every field the address can hold, written as text, or
 * undefined (left out) when empty. Secrets (writeOnly), lists and groups are never written.
 */
export function addressOfValues(root: SchemaNode, values: Record<string, unknown>): AddressValues {
  const query: AddressValues = {};
  for (const name of addressFields(root).keys()) {
    const value = values[name];
    query[name] = value === undefined || value === null || value === '' ? undefined : String(value);
  }
  return query;
}

/**
 * The form's values an address holds: each field it can hold that the query names, read as
 * its type (a number that is not one, or a yes/no that is neither, is left out).
 */
export function valuesOfAddress(root: SchemaNode, query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, type] of addressFields(root)) {
    const text = query[name];
    if (typeof text !== 'string' || text === '') continue;
    if (type === 'string') values[name] = text;
    else if (type === 'boolean') {
      if (text === 'true' || text === 'false') values[name] = text === 'true';
    } else {
      const number = Number(text);
      if (Number.isFinite(number) && (type === 'number' || Number.isInteger(number))) values[name] = number;
    }
  }
  return values;
}
