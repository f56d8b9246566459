import { resolveValue, type BindingScope } from '../bindings/binding.js';
import type { Condition } from '../rules/condition.js';
import { evaluateCondition, type ConditionInput } from '../rules/evaluate-condition.js';
import { toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { setAtPointer } from './set-at-pointer.js';

/** A computed field: the binding it is kept equal to and, when written, while which condition holds. */
export interface ComputedField {
  from: string;
  when?: Condition;
}

/**
 * `ui:valueFrom` in a ui file: a field whose value is a binding, kept in step with it.
 * A string keeps it so always (`"isInternalUser": { "ui:widget": "hidden", "ui:valueFrom":
 * "$context/isInternalUser" }`: the body says what the e-mail domain decided); `{ "from",
 * "when" }` only while the condition holds, and leaves what was typed otherwise (the
 * contact e-mail is the username while "use same e-mail" is ticked). Only top-level and
 * nested object fields; array items have no fixed pointer to write to.
 */
export function computedFields(ui: SchemaNode, segments: string[] = [], out: Record<string, ComputedField> = {}): Readonly<Record<string, ComputedField>> {
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || key === 'items' || !isSchemaNode(value)) continue;
    const from = value['ui:valueFrom'];
    if (typeof from === 'string') out[toPointer([...segments, key])] = { from };
    else if (isSchemaNode(from) && typeof from.from === 'string') {
      out[toPointer([...segments, key])] = { from: from.from, ...(isSchemaNode(from.when) ? { when: from.when as unknown as Condition } : {}) };
    }
    computedFields(value, [...segments, key], out);
  }
  return out;
}

/**
 * A copy of the data with every computed field set from the scope (undefined where its
 * binding holds nothing); a conditional one only where its condition holds over the data,
 * the switches and the context of `rules`.
 */
export function withComputedValues<T extends Record<string, unknown>>(
  data: T,
  fields: Readonly<Record<string, ComputedField>>,
  scope: BindingScope,
  rules: Omit<ConditionInput, 'data'> = {},
): T {
  let next: Record<string, unknown> = data;
  for (const [pointer, { from, when }] of Object.entries(fields)) {
    if (when && !evaluateCondition(when, { ...rules, data: next, scope: { ...rules.scope, ...scope } })) continue;
    // A binding that holds nothing leaves the field undefined (so not sent), never a stale value.
    next = setAtPointer(next, pointer, resolveValue(from, scope));
  }
  return next as T;
}
