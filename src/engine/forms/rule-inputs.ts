import { isBinding, parseBinding } from '../bindings/binding.js';
import { parsePointer, toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import type { Condition } from '../rules/condition.js';
import type { ContextDerivations } from '../rules/derive-context.js';

/**
 * The places of a form's own data that its rules read: the `ui:rules` conditions, the
 * derived context (schemas/config/context.json) and the computed values (`ui:valueFrom`).
 * A change anywhere else cannot change a field's state or the context, so a keystroke
 * there need not work them out again (form-evaluation.ts).
 */
export interface RuleInputs {
  /** Data pointers read. */
  pointers: readonly string[];
  /** Lists laid out row by row: their length decides which states exist (`*` for every row). */
  lists: readonly string[];
  /** Some rule reads the form's data as a whole (a `$form` binding): every change feeds it. */
  whole: boolean;
}

/** A segment of a read place that stands for any row of a list. */
const ANY_ROW = '*';

/** What the rules of `ui` and `derivations` read of the form's data. */
export function ruleInputs(ui: SchemaNode, derivations: ContextDerivations = {}): RuleInputs {
  const pointers = new Set<string>();
  const lists = new Set<string>();
  let whole = false;
  // `$this/...` is the form's own data; `$form/...` is held data by model, which includes it.
  const readBinding = (value: unknown) => {
    if (!isBinding(value)) return;
    const binding = parseBinding(value);
    if (binding?.source === 'this') pointers.add(binding.pointer);
    if (binding?.source === 'form') whole = true;
  };
  const readCondition = (condition: Condition): void => {
    if ('all' in condition) condition.all.forEach(readCondition);
    else if ('any' in condition) condition.any.forEach(readCondition);
    else if ('not' in condition) readCondition(condition.not);
    else {
      if ('data' in condition) pointers.add(condition.data);
      if ('value' in condition) readBinding(condition.value);
      if ('equals' in condition) readBinding(condition.equals);
    }
  };
  const walk = (node: SchemaNode, segments: readonly string[]): void => {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ui:rules' && Array.isArray(child)) child.forEach((rule) => isSchemaNode(rule) && isSchemaNode(rule.when) && readCondition(rule.when as unknown as Condition));
      // A computed field is written by the evaluation: typing there (nobody can) would be read too.
      if (key === 'ui:valueFrom') {
        readBinding(child);
        pointers.add(toPointer(segments));
      }
      if (key === 'items') lists.add(toPointer(segments));
      // Row layouts sit under `items`: `*` stands for every row (conditions read from the root).
      if (!key.startsWith('ui:') && isSchemaNode(child)) walk(child, [...segments, key === 'items' ? ANY_ROW : key]);
    }
  };
  walk(ui, []);
  for (const derivation of Object.values(derivations)) {
    pointers.add(derivation.emailDomainOf);
    const list = derivation.in;
    if ('items' in list) readBinding(list.items);
  }
  return { pointers: [...pointers], lists: [...lists], whole };
}

/**
 * Whether a change at `pointer` may change what the rules read: it is one of their places,
 * inside one (a list a rule counts) or holds one (an object replaced whole); or it holds a
 * list laid out by row (a value typed inside a row leaves the rows as they are).
 */
export function feedsRules(inputs: RuleInputs, pointer: string): boolean {
  if (inputs.whole) return true;
  const changed = parsePointer(pointer);
  const holds = (place: string) => startsWith(parsePointer(place), changed);
  return inputs.pointers.some((read) => holds(read) || startsWith(changed, parsePointer(read))) || inputs.lists.some(holds);
}

/** Whether `segments` begins with `prefix` (`*` on either side matching any row). */
function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length > segments.length) return false;
  return prefix.every((segment, index) => segment === ANY_ROW || segments[index] === ANY_ROW || segments[index] === segment);
}
