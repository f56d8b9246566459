import { bindTemplate, resolveValue, type BindingScope } from '../bindings/binding.js';
import type { Condition } from '../rules/condition.js';
import { evaluateCondition } from '../rules/evaluate-condition.js';

/**
 * `ui:notes` in a ui file: texts shown with a chosen option or a checklist row while their
 * condition holds, e.g. "register on the plan's own site" for a single sign-on plan.
 * `$item/...` reads that option's or row's item.
 */
export interface FieldNote {
  when?: Condition;
  text: string;
  params?: Record<string, unknown>;
  /** A binding to an address: the note is a link there. */
  href?: string;
}

/** A note ready to draw: its message id, bound params and the link's address if any. */
export interface ActiveNote {
  text: string;
  params: Record<string, string | number | boolean | null>;
  href?: string;
}

/** The notes whose condition holds for this item, bound against it. */
export function activeNotes(notes: readonly FieldNote[] | undefined, item: unknown, scope: BindingScope): ActiveNote[] {
  const withItem: BindingScope = { ...scope, item };
  return (notes ?? []).flatMap((note) => {
    if (note.when && !evaluateCondition(note.when, { data: withItem.form, scope: withItem })) return [];
    const href = note.href === undefined ? undefined : resolveValue(note.href, withItem);
    return [
      {
        text: note.text,
        params: bindTemplate(note.params ?? {}, withItem) as ActiveNote['params'],
        ...(typeof href === 'string' && isWebAddress(href) ? { href } : {}),
      },
    ];
  });
}

/** Only http(s) addresses become links: a plan's url comes from data, and `javascript:` must not. */
function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value);
}
