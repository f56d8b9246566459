import { isBinding, resolveValue, type BindingScope } from '../bindings/binding.js';
import { getAtPointer } from '../schema/json-pointer.js';
import type { Comparison, Condition } from './condition.js';
import { isEmptyValue } from './is-empty-value.js';

/** What a condition may read: the form data, the feature switches and the portal context. */
export interface ConditionInput {
  /** The form data; `{ "data": "/pointer" }` leaves read it by JSON pointer from its root. */
  data: unknown;
  switches?: Readonly<Record<string, unknown>>;
  context?: Readonly<Record<string, unknown>>;
  /** What `{ "value": "$source/..." }` leaves read; switches and context default to the two above. */
  scope?: BindingScope;
  /** The position (from 0) of the list row the condition is about, for `{ "row": true, ... }` leaves. */
  row?: number;
}

/**
 * Decides whether a condition holds. Conditions are data interpreted here, never compiled
 * or eval'd, so they work under a strict Content Security Policy.
 *
 * A leaf with several comparisons holds only when all of them hold; a leaf with none holds
 * when its value is truthy, so `{ "switch": "mfaEnabled" }` reads naturally.
 * `{ "all": [] }` holds and `{ "any": [] }` does not, as in logic.
 */
export function evaluateCondition(condition: Condition, input: ConditionInput): boolean {
  const scope = { switches: input.switches, context: input.context, ...input.scope };
  // `equals` may be a binding too: two loaded values compared (the user acted for is not the user).
  // So may each entry of `in`, a named code list included (`$config/codes/accountStatus/disabled`
  // stands for 5 and 6): a list it names counts entry by entry.
  const compare = (value: unknown, comparison: Comparison) => {
    const resolved = { ...comparison };
    if ('equals' in comparison) resolved.equals = resolveValue(comparison.equals, scope);
    if (comparison.in !== undefined) resolved.in = comparison.in.flatMap((entry) => (isBinding(entry) ? [resolveValue(entry, scope)].flat() : [entry]));
    return compareWith(value, resolved);
  };
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, input));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, input));
  if ('not' in condition) return !evaluateCondition(condition.not, input);
  if ('data' in condition) return compare(getAtPointer(input.data, condition.data), condition);
  if ('switch' in condition) return compare(input.switches?.[condition.switch], condition);
  if ('context' in condition) return compare(input.context?.[condition.context], condition);
  if ('row' in condition) return compare(input.row, condition);
  if ('value' in condition) return compare(resolveValue(condition.value, scope), condition);
  // A shape the types forbid can still arrive from a JSON file; failing loudly beats
  // silently treating a typo as "false".
  throw new TypeError(`Unknown condition: ${JSON.stringify(condition)}`);
}

function compareWith(value: unknown, comparison: Comparison): boolean {
  const { equals, in: among, filled } = comparison;
  const hasAny = 'equals' in comparison || among !== undefined || filled !== undefined;
  if (!hasAny) return Boolean(value);
  if ('equals' in comparison && !sameValue(value, equals)) return false;
  if (among !== undefined && !among.some((candidate) => sameValue(value, candidate))) return false;
  if (filled !== undefined && isEmptyValue(value) === filled) return false;
  return true;
}

/** Structural equality for JSON values, so conditions can compare arrays and objects too. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) => key in b && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
