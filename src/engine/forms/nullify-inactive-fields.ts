import { getAtPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { resolveSchema, schemaAtDataPath } from '../schema/schema-at-path.js';
import type { FieldStates } from '../rules/field-states.js';
import { replaceAtPointer } from './replace-at-pointer.js';

/**
 * The spec's "form nullify": on save, every hidden or disabled field is reset, so a value
 * typed before a rule hid its field (a password before the username turned out to be an
 * internal one) is never sent. Resets follow the field's schema type: a checkbox to false,
 * a list to no selection ([]), an object field by field, anything else to null.
 *
 * Only fields present in the data are reset; an absent field stays absent, as the user
 * never gave it a value. Returns a new object; the input is not changed.
 */
export function nullifyInactiveFields<T>(data: T, states: FieldStates, schema: SchemaNode): T {
  let result: unknown = data;
  for (const [pointer, state] of Object.entries(states)) {
    if (!state.hidden && !state.disabled) continue;
    const current = getAtPointer(result, pointer);
    if (current === undefined) continue;
    result = replaceAtPointer(result, pointer, resetValue(schema, schemaAtDataPath(schema, pointer), current));
  }
  return result as T;
}

/** The "nothing entered" value for a field of this schema. */
function resetValue(root: SchemaNode, field: SchemaNode | undefined, current: unknown): unknown {
  const types = schemaTypes(field);
  if (types.includes('boolean')) return false;
  if (types.includes('array') || Array.isArray(current)) return [];
  if (isSchemaNode(current) && (types.includes('object') || types.length === 0)) {
    const properties = isSchemaNode(field?.properties) ? field.properties : {};
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(current)) {
      const child = properties[key];
      out[key] = resetValue(root, isSchemaNode(child) ? resolveSchema(root, child) : undefined, value);
    }
    return out;
  }
  return null;
}

function schemaTypes(field: SchemaNode | undefined): string[] {
  const type = field?.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}
