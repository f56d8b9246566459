import { resolveValue, type BindingScope } from '../../src/engine/bindings/binding.js';
import { setAtPointer } from '../../src/engine/forms/set-at-pointer.js';
import { isEmptyValue } from '../../src/engine/rules/is-empty-value.js';
import type { Condition } from '../../src/engine/rules/condition.js';
import { evaluateCondition } from '../../src/engine/rules/evaluate-condition.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';

/** Bindings a visit can hold: stored answers and held forms (`$data/<name>/...`, `$form/<model>/...`). */
const HELD = /^\$(data|form)\/(.+)$/;

/**
 * The bindings that the texts a screen shows in a gallery state fill their params from, and
 * that the state does not hold: the change-password page's "Choose a new password for
 * {username}." reads the user its mailed link names, which the gallery has no link for. A
 * node counts when it shows with what the state holds (its `when` and its parents' hold;
 * a modal's nodes only while it is the one open), so a sample never turns a screen into
 * another state of itself (a search's results).
 */
export function shownParamBindings(content: unknown, scope: BindingScope, openModal: string | undefined): string[] {
  const bindings: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isSchemaNode(node)) return;
    if (node.when && !evaluateCondition(node.when as Condition, { data: {}, scope })) return;
    if (node.type === 'modal' && node.id !== openModal) return;
    if (typeof node.text === 'string' && isSchemaNode(node.params)) {
      for (const binding of Object.values(node.params)) if (typeof binding === 'string' && HELD.test(binding)) bindings.push(binding);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'when' && key !== 'params') visit(child);
  };
  visit(content);
  return bindings;
}

/** What a gallery state holds: stored answers by name, and forms by model. */
export interface HeldValues {
  data: Record<string, unknown>;
  form: Record<string, Record<string, unknown>>;
}

/** `held` with `sample` at each binding's place in its stored data or forms where nothing is held yet. */
export function withSamples(bindings: readonly string[], held: HeldValues, sample: string): HeldValues {
  let { data, form } = held;
  for (const binding of bindings) {
    const [, kind, path] = HELD.exec(binding) ?? [];
    if (!kind || !path) continue;
    const root = kind === 'data' ? data : form;
    if (!isEmptyValue(resolveValue(binding, { data, form }))) continue;
    const filled = setAtPointer(root, `/${path}`, sample);
    if (kind === 'data') data = filled;
    else form = filled as HeldValues['form'];
  }
  return { data, form };
}
