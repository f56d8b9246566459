import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
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
  /**
   * Calls `listener` after changes. With `field` (a pointer) only after those that can
   * change what that field shows: its shown errors, or the states and notices of the form.
   */
  subscribe(listener: () => void, field?: string): () => void;
}

/** A live-values holder for one form. */
export function createLiveForm(initial: LiveFormValues): LiveForm {
  let values = initial;
  let notified: LiveFormValues | undefined;
  const everyChange = new Set<() => void>();
  const byField = new Map<string, Set<() => void>>();
  const call = (listeners: Iterable<() => void> | undefined) => {
    for (const listener of listeners ?? []) listener();
  };
  return {
    get: () => values,
    stage: (next) => {
      values = next;
    },
    notify: () => {
      const before = notified;
      notified = values;
      call(everyChange);
      // A keystroke keeps the states and notices: then only the fields whose messages changed hear of it.
      if (!before || before.fieldStates !== values.fieldStates || before.notices !== values.notices) {
        for (const listeners of byField.values()) call(listeners);
        return;
      }
      for (const pointer of changedFields(before, values)) call(byField.get(pointer));
    },
    subscribe: (listener, field) => {
      if (field === undefined) {
        everyChange.add(listener);
        return () => everyChange.delete(listener);
      }
      const listeners = byField.get(field) ?? new Set();
      byField.set(field, listeners.add(listener));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byField.get(field) === listeners) byField.delete(field);
      };
    },
  };
}

/** The fields whose shown messages differ between two live values. */
function changedFields(before: LiveFormValues, after: LiveFormValues): string[] {
  const old = shownIndex(before);
  const now = shownIndex(after);
  const changed = [...now.keys()].filter((pointer) => old.get(pointer) !== now.get(pointer));
  return [...changed, ...[...old.keys()].filter((pointer) => !now.has(pointer))];
}

/** What a live selection reads, so it is asked again only when that may have changed. */
export interface LiveReads {
  /** The parts of the values `select` reads: while they are the same objects its last answer stands. */
  parts?: (values: LiveFormValues) => readonly unknown[];
  /** The pointer of the one field `select` is about: it reads only its messages, state and notice. */
  field?: string;
}

/**
 * Redraws the calling component when `select` (a string or other primitive worked out from
 * the live values) changes, and answers it. Without a live form (a widget drawn alone in a
 * test) it answers `select` of nothing. `reads` says what `select` reads, so a keystroke
 * (which keeps the field states and notices) asks only the selections it can change:
 * every field of the form holds a few.
 */
export function useLiveValue<T extends string | number | boolean | undefined>(
  live: LiveForm | undefined,
  select: (values: LiveFormValues) => T,
  fallback: T,
  reads: LiveReads = {},
): T {
  const { field } = reads;
  const last = useRef<{ parts: readonly unknown[]; answer: T }>(undefined);
  // The caller's latest `select`, `fallback` and `reads`, read by a snapshot function that keeps
  // its identity: React schedules an effect after every render whose snapshot function is a new
  // one, and the fields a keystroke redraws hold a few of these each.
  const asked = useRef({ select, fallback, parts: reads.parts });
  asked.current = { select, fallback, parts: reads.parts };
  const subscribe = useCallback((listener: () => void) => (live ? live.subscribe(listener, field) : () => undefined), [live, field]);
  const snapshot = useCallback(() => {
    const { select: answerOf, fallback: none, parts } = asked.current;
    if (!live) return none;
    const values = live.get();
    if (!parts) return answerOf(values);
    const now = parts(values);
    const before = last.current;
    if (before && before.parts.length === now.length && now.every((part, index) => part === before.parts[index])) return before.answer;
    const answer = answerOf(values);
    last.current = { parts: now, answer };
    return answer;
  }, [live]);
  return useSyncExternalStore(subscribe, snapshot);
}

const NO_ERRORS: readonly string[] = [];

/** The shown messages of each pointer as one string (JSON of the list), worked out once per live values. */
const shownByPointer = new WeakMap<LiveFormValues, ReadonlyMap<string, string>>();

function shownIndex(values: LiveFormValues): ReadonlyMap<string, string> {
  let index = shownByPointer.get(values);
  if (!index) {
    const lists = new Map<string, string[]>();
    for (const error of values.shownErrors) lists.set(error.path, [...(lists.get(error.path) ?? []), error.message]);
    index = new Map([...lists].map(([path, messages]) => [path, JSON.stringify(messages)]));
    shownByPointer.set(values, index);
  }
  return index;
}

/**
 * The messages the form shows now for the field at `pointer` (its own, not its children's),
 * redrawing the caller when they change. Every field reads its errors here, so a field's
 * feedback follows a keystroke without rjsf redrawing the form; the messages are indexed by
 * pointer once per change, as every field of the form asks.
 */
export function useShownErrors(live: LiveForm | undefined, pointer: string): readonly string[] {
  const key = useLiveValue(live, (values) => shownIndex(values).get(pointer) ?? '[]', '[]', { field: pointer });
  return useMemo(() => (key === '[]' ? NO_ERRORS : (JSON.parse(key) as string[])), [key]);
}
