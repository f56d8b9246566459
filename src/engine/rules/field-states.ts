import { parsePointer, toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import type { FieldRule } from './condition.js';
import { evaluateCondition, type ConditionInput } from './evaluate-condition.js';

/** How a field shows right now, after its ui rules. */
export interface FieldState {
  hidden: boolean;
  disabled: boolean;
  /** A rule demands a value now. Never true for a hidden or disabled field: nobody could fill it. */
  required: boolean;
}

/** Field states by data pointer ("/address/city", "/securityAnswers/0/Answer"). */
export type FieldStates = Readonly<Record<string, FieldState>>;

/** Switches and context for rule conditions; the data comes separately. */
export type RuleContext = Omit<ConditionInput, 'data'>;

/** The state of a field no rule touches. */
export const DEFAULT_FIELD_STATE: FieldState = Object.freeze({ hidden: false, disabled: false, required: false });

/**
 * Computes every field's state from a ui schema's `ui:rules`, as JSON Forms does with its
 * SHOW/HIDE/ENABLE/DISABLE rules, plus REQUIRE.
 *
 * The ui schema is nested by property name; an array's item layout sits under `items` and
 * applies to each item present in the data. With several rules on one field:
 * - hidden when some "hide" holds, or when it has "show" rules and none holds;
 * - disabled likewise with "disable" and "enable";
 * - required when some "require" holds.
 * A hidden or disabled group passes that on to everything inside it, because a field inside
 * a hidden section must not be validated or sent either.
 *
 * Conditions read data pointers from the root of the form data, also inside array items.
 */
export function computeFieldStates(ui: SchemaNode, data: unknown, rules: RuleContext = {}): FieldStates {
  const input: ConditionInput = { ...rules, data };
  const states: Record<string, FieldState> = {};

  // `row` is the position of the nearest list row around a field: `{ "row": true, "in": [0, 1, 2] }`.
  const visit = (node: SchemaNode, segments: string[], parent: FieldState, value: unknown, row: number | undefined): void => {
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('ui:') || !isSchemaNode(child)) continue;
      // `items` is an array's item layout only where the data is an array; elsewhere it is
      // an ordinary property that happens to be called "items".
      if (key === 'items' && Array.isArray(value)) {
        value.forEach((item, index) => place(child, [...segments, String(index)], parent, item, index));
      } else {
        place(child, [...segments, key], parent, isSchemaNode(value) ? value[key] : undefined, row);
      }
    }
  };

  const place = (node: SchemaNode, segments: string[], parent: FieldState, value: unknown, row: number | undefined): void => {
    const state = applyRules(ruleList(node['ui:rules']), row === undefined ? input : { ...input, row }, parent);
    states[toPointer(segments)] = state;
    visit(node, segments, state, value, row);
  };

  visit(ui, [], DEFAULT_FIELD_STATE, data, undefined);
  return states;
}

/**
 * The state at a pointer: its own entry, else the nearest listed ancestor's hidden and
 * disabled flags (a field the ui schema does not mention still lives inside its group),
 * else the default.
 */
export function fieldStateAt(states: FieldStates, pointer: string): FieldState {
  const own = states[pointer];
  if (own) return own;
  const segments = parsePointer(pointer);
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const ancestor = states[toPointer(segments.slice(0, length))];
    if (ancestor) return { hidden: ancestor.hidden, disabled: ancestor.disabled, required: false };
  }
  return DEFAULT_FIELD_STATE;
}

function applyRules(rules: readonly FieldRule[], input: ConditionInput, parent: FieldState): FieldState {
  const holds = (effect: FieldRule['effect']): boolean[] =>
    rules.filter((rule) => rule.effect === effect).map((rule) => evaluateCondition(rule.when, input));
  const show = holds('show');
  const enable = holds('enable');
  const hidden = parent.hidden || holds('hide').some(Boolean) || (show.length > 0 && !show.some(Boolean));
  const disabled = parent.disabled || holds('disable').some(Boolean) || (enable.length > 0 && !enable.some(Boolean));
  const required = !hidden && !disabled && holds('require').some(Boolean);
  return { hidden, disabled, required };
}

function ruleList(value: unknown): FieldRule[] {
  return Array.isArray(value) ? (value as FieldRule[]) : [];
}
