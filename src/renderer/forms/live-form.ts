import { useMemo, useRef, useSyncExternalStore } from 'react';
import type { FieldError } from '../../engine/validation/field-error.js';
import type { FieldStates } from '../../engine/rules/field-states.js';
import type { BindingScope } from '../../engine/bindings/binding.js';

/** What the form works out on every change, which its templates and widgets read. */
export interface LiveFormValues {
  allErrors: readonly FieldError[];
  shownErrors: readonly FieldError[];
  formData: Record<string, unknown>;
  notices: Readonly<Record<string, string>>;
  fieldStates: FieldStates;
  scope: BindingScope;
}

/**
 * The form's live values behind one object that never changes identity. rjsf compares its
 * props deeply before redrawing a field; a form context that is new on every keystroke
 * made it redraw every field of the form. Now the context stays the same object and the
 * few pieces that show live values (a field's hidden state and notice, the password meter,
 * a checklist's PIN errors) subscribe to just what they show.
 */
export interface LiveForm {
  get(): LiveFormValues;
  /** Sets the values for the render under way (children read them as they draw). */
  stage(values: LiveFormValues): void;
  /** Tells the subscribers the staged values are in place (after the form's render). */
  notify(): void;
  subscribe(listener: () => void): () => void;
}

/** A live-values holder for one form. */
export function createLiveForm(initial: LiveFormValues): LiveForm {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    stage: (next) => {
      values = next;
    },
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const NEVER = () => () => undefined;

/**
 * Redraws the calling component when `select` (a string or other primitive worked out from
 * the live values) changes, and answers it. Without a live form (a widget drawn alone in a
 * test) it answers `select` of nothing. `reads` names the parts `select` reads: while they
 * are the same objects, its last answer stands without asking again (a keystroke keeps the
 * field states and notices, and every field of the form is asked on every keystroke).
 */
export function useLiveValue<T extends string | number | boolean | undefined>(
  live: LiveForm | undefined,
  select: (values: LiveFormValues) => T,
  fallback: T,
  reads?: (values: LiveFormValues) => readonly unknown[],
): T {
  const last = useRef<{ parts: readonly unknown[]; answer: T }>(undefined);
  const snapshot = () => {
    if (!live) return fallback;
    const values = live.get();
    if (!reads) return select(values);
    const parts = reads(values);
    const before = last.current;
    if (before && before.parts.length === parts.length && parts.every((part, index) => part === before.parts[index])) return before.answer;
    const answer = select(values);
    last.current = { parts, answer };
    return answer;
  };
  return useSyncExternalStore(live ? live.subscribe : NEVER, snapshot);
}

const NO_ERRORS: readonly string[] = [];

/** The shown messages of each pointer as one string (JSON of the list), worked out once per live values. */
const shownByPointer = new WeakMap<LiveFormValues, ReadonlyMap<string, string>>();

function shownMessagesKey(values: LiveFormValues, pointer: string): string {
  let index = shownByPointer.get(values);
  if (!index) {
    const lists = new Map<string, string[]>();
    for (const error of values.shownErrors) lists.set(error.path, [...(lists.get(error.path) ?? []), error.message]);
    index = new Map([...lists].map(([path, messages]) => [path, JSON.stringify(messages)]));
    shownByPointer.set(values, index);
  }
  return index.get(pointer) ?? '[]';
}

/**
 * The messages the form shows now for the field at `pointer` (its own, not its children's),
 * redrawing the caller when they change. Every field reads its errors here, so a field's
 * feedback follows a keystroke without rjsf redrawing the form; the messages are indexed by
 * pointer once per change, as every field of the form asks.
 */
export function useShownErrors(live: LiveForm | undefined, pointer: string): readonly string[] {
  const key = useLiveValue(live, (values) => shownMessagesKey(values, pointer), '[]');
  return useMemo(() => (key === '[]' ? NO_ERRORS : (JSON.parse(key) as string[])), [key]);
}
