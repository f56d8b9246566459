import { isBinding, parseBinding } from '../bindings/binding.js';
import { parsePointer, toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import type { Condition } from '../rules/condition.js';
import type { ContextDerivations } from '../rules/derive-context.js';

/** A segment of a read place that stands for any row of a list. */
const ANY_ROW = '*';

/**
 * The places of a form's own data its rules read, as pointers: the `ui:rules` conditions,
 * the derived context (schemas/config/context.json), the computed values (`ui:valueFrom`)
 * and the lists laid out row by row (their length decides which states exist; `*` stands
 * for every row). A `$form` binding reads the held data whole: then "" (everything). A
 * change anywhere else cannot change a field's state or the context, so a keystroke there
 * need not work them out again (form-evaluation.ts).
 */
export function ruleInputs(ui: SchemaNode, derivations: ContextDerivations = {}): readonly string[] {
  const read = new Set<string>();
  // `$this/...` is the form's own data; `$form/...` is held data by model, which includes it.
  const readBinding = (value: unknown) => {
    const binding = isBinding(value) ? parseBinding(value) : undefined;
    if (binding?.source === 'this') read.add(binding.pointer);
    if (binding?.source === 'form') read.add('');
  };
  const readCondition = (condition: Condition): void => {
    if ('all' in condition) condition.all.forEach(readCondition);
    else if ('any' in condition) condition.any.forEach(readCondition);
    else if ('not' in condition) readCondition(condition.not);
    else {
      if ('data' in condition) read.add(condition.data);
      if ('value' in condition) readBinding(condition.value);
      if ('equals' in condition) readBinding(condition.equals);
    }
  };
  const walk = (node: SchemaNode, segments: readonly string[]): void => {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ui:rules' && Array.isArray(child)) child.forEach((rule) => isSchemaNode(rule) && isSchemaNode(rule.when) && readCondition(rule.when as unknown as Condition));
      // A computed field is written by the evaluation: typing there (nobody can) would be read too.
      if (key === 'ui:valueFrom') {
        readBinding(isSchemaNode(child) ? child.from : child);
        if (isSchemaNode(child) && isSchemaNode(child.when)) readCondition(child.when as unknown as Condition);
      }
      if (key === 'ui:valueFrom' || key === 'items') read.add(toPointer(segments));
      if (!key.startsWith('ui:') && isSchemaNode(child)) walk(child, [...segments, key === 'items' ? ANY_ROW : key]);
    }
  };
  walk(ui, []);
  for (const derivation of Object.values(derivations)) {
    read.add(derivation.emailDomainOf);
    const list = derivation.in;
    if ('items' in list) readBinding(list.items);
  }
  return [...read];
}

/**
 * Whether a change at `pointer` may change what the rules read: it is one of their places,
 * inside one (a value typed in a row of a list they count) or holds one (an object replaced
 * whole).
 */
export function feedsRules(reads: readonly string[], pointer: string): boolean {
  const changed = parsePointer(pointer);
  return reads.some((read) => parsePointer(read).every((segment, index) => index >= changed.length || segment === ANY_ROW || segment === changed[index]));
}
