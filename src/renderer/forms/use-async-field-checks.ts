import { useCallback, useMemo, useRef, useState } from 'react';
import { createAsyncFieldCheck, type AsyncFieldCheck } from '../../engine/async/latest-only.js';
import { toPointer } from '../../engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../engine/schema/json-schema.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import { useMessages } from '../messages/messages-context.js';

/** Named server checks a ui file may attach to a field with `ui:asyncCheck`. */
export type AsyncFieldChecks = Readonly<Record<string, (value: unknown) => Promise<FieldError[] | null>>>;

/** `ui:asyncCheck` in a ui file: which named check runs on blur, and the notice on success. */
interface AsyncCheckHint {
  check: string;
  successMessage?: string;
}

/** The async-check state a form merges into its errors and notices. */
export interface AsyncFieldCheckState {
  errors: readonly FieldError[];
  notices: Readonly<Record<string, string>>;
  blurred: (pointer: string, value: unknown) => void;
  changed: (pointer: string) => void;
}

/**
 * Runs the ui file's async field checks (e.g. username availability) when their field
 * loses focus, debounced, dropping answers for values the user has changed since.
 */
export function useAsyncFieldChecks(ui: SchemaNode, checks: AsyncFieldChecks, debounceMs: number): AsyncFieldCheckState {
  const translate = useMessages();
  const hints = useMemo(() => collectHints(ui), [ui]);
  const instances = useRef(new Map<string, AsyncFieldCheck<unknown>>());
  const [errors, setErrors] = useState<Readonly<Record<string, FieldError[]>>>({});
  const [notices, setNotices] = useState<Readonly<Record<string, string>>>({});

  const clear = useCallback((pointer: string) => {
    setErrors(({ [pointer]: _dropped, ...rest }) => rest);
    setNotices(({ [pointer]: _dropped, ...rest }) => rest);
  }, []);

  const blurred = useCallback(
    (pointer: string, value: unknown) => {
      const hint = hints[pointer];
      const run = hint && checks[hint.check];
      if (!hint || !run || value === undefined || value === '') return;
      let instance = instances.current.get(pointer);
      if (!instance) {
        instance = createAsyncFieldCheck({ run, debounceMs });
        instances.current.set(pointer, instance);
      }
      void instance.check(value).then((outcome) => {
        if (outcome.status !== 'done') return;
        const found = outcome.errors ?? [];
        setErrors((current) => ({ ...current, [pointer]: found }));
        if (found.length === 0 && hint.successMessage) {
          setNotices((current) => ({ ...current, [pointer]: translate(hint.successMessage as string) }));
        }
      });
    },
    [hints, checks, debounceMs, translate],
  );

  const changed = useCallback(
    (pointer: string) => {
      instances.current.get(pointer)?.cancel();
      if (hints[pointer]) clear(pointer);
    },
    [hints, clear],
  );

  const allErrors = useMemo(() => Object.values(errors).flat(), [errors]);
  return { errors: allErrors, notices, blurred, changed };
}

function collectHints(ui: SchemaNode, segments: string[] = [], out: Record<string, AsyncCheckHint> = {}) {
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || !isSchemaNode(value)) continue;
    const hint = value['ui:asyncCheck'];
    if (isSchemaNode(hint) && typeof hint.check === 'string') out[toPointer([...segments, key])] = hint as unknown as AsyncCheckHint;
    collectHints(value, [...segments, key], out);
  }
  return out;
}
