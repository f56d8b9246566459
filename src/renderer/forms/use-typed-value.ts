import { useEffect, useRef, useState } from 'react';
import { pointerFromId, type PortalFormContext } from './form-context.js';

/** A text field's value while it is typed into, and what hands it over to the form. */
export interface TypedValue {
  /** What the input shows: the typed value while one is held, else the form's. */
  value: unknown;
  /** Takes a typed value: the form shows its feedback now and gets the value once typing pauses. */
  type: (value: unknown) => void;
  /** Hands a held value over now (the field is left). */
  handOver: () => void;
}

/**
 * Holds what is typed into a text field until typing pauses, then hands it to rjsf. rjsf
 * works out the whole form's state on every change it hears of (the root's conditions, its
 * defaults) and redraws from the form down, which costs more than a keystroke may; the form's
 * own feedback (this field's errors, the rules, the password meter) is worked out from the
 * typed value at once through `context.typing`. The value is handed over when typing pauses,
 * when the field is left, and when the field goes away. Without a form context (a widget
 * drawn alone) every change goes straight to `onChange`.
 */
export function useTypedValue(context: PortalFormContext | undefined, id: string, value: unknown, onChange: (value: unknown) => void): TypedValue {
  const [typed, setTyped] = useState<{ value: unknown } | null>(null);
  const held = useRef<{ value: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastTyped = useRef(0);
  const waiting = useRef(false);
  const handOver = () => {
    clearTimeout(timer.current);
    waiting.current = false;
    const pending = held.current;
    if (!pending) return;
    held.current = null;
    onChangeRef.current(pending.value);
  };
  const handOverRef = useRef(handOver);
  handOverRef.current = handOver;
  // Once nothing is held, the form's value is the truth again (a value a check sets included).
  useEffect(() => {
    if (held.current === null) setTyped(null);
  }, [value]);
  useEffect(() => () => handOverRef.current(), []);
  const typing = context?.typing;
  const type = (next: unknown) => {
    if (!typing) return onChange(next);
    held.current = { value: next };
    setTyped({ value: next });
    typing.edit(pointerFromId(id), next);
    lastTyped.current = Date.now();
    // One timer per pause, not one per keystroke: when it fires early it waits out the rest.
    const wait = (ms: number) => {
      timer.current = setTimeout(() => {
        const rest = lastTyped.current + typing.pauseMs - Date.now();
        if (rest > 0) wait(rest);
        else handOverRef.current();
      }, ms);
    };
    if (!waiting.current) {
      waiting.current = true;
      wait(typing.pauseMs);
    }
  };
  return { value: typed ? typed.value : value, type, handOver };
}
