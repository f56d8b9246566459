import { parsePointer } from '../../engine/schema/json-pointer.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import type { FieldStates } from '../../engine/rules/field-states.js';

/**
 * Returns a copy of a ui file with `ui:disabled` set on every field its rules disable, so
 * rjsf disables the inputs. (Hiding and rule-required markers are read by the templates.)
 */
export function applyDisabledStates(ui: SchemaNode, states: FieldStates): SchemaNode {
  const out: SchemaNode = structuredClone(ui);
  for (const [pointer, state] of Object.entries(states)) {
    if (!state.disabled) continue;
    let node = out;
    for (const segment of parsePointer(pointer)) {
      const key = /^\d+$/.test(segment) ? 'items' : segment;
      node[key] ??= {};
      node = node[key] as SchemaNode;
    }
    node['ui:disabled'] = true;
  }
  return out;
}
