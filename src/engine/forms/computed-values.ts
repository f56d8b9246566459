import { resolveValue, type BindingScope } from '../bindings/binding.js';
import { toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { setAtPointer } from './set-at-pointer.js';

/**
 * `ui:valueFrom` in a ui file: a field nobody types whose value is a binding, kept in step
 * with it (`"isInternalUser": { "ui:widget": "hidden", "ui:valueFrom": "$context/isInternalUser" }`:
 * the body says what the e-mail domain decided). Only top-level and nested object fields;
 * array items have no fixed pointer to write to.
 */
export function computedFields(ui: SchemaNode, segments: string[] = [], out: Record<string, string> = {}): Readonly<Record<string, string>> {
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || key === 'items' || !isSchemaNode(value)) continue;
    const from = value['ui:valueFrom'];
    if (typeof from === 'string') out[toPointer([...segments, key])] = from;
    computedFields(value, [...segments, key], out);
  }
  return out;
}

/** A copy of the data with every computed field set from the scope (undefined where its binding holds nothing). */
export function withComputedValues<T extends Record<string, unknown>>(data: T, fields: Readonly<Record<string, string>>, scope: BindingScope): T {
  let next: Record<string, unknown> = data;
  for (const [pointer, binding] of Object.entries(fields)) {
    // A binding that holds nothing leaves the field undefined (so not sent), never a stale value.
    next = setAtPointer(next, pointer, resolveValue(binding, scope));
  }
  return next as T;
}
