import { useCallback, useMemo, useRef, useState } from 'react';
import { createAsyncFieldCheck, type AsyncFieldCheck } from '../../engine/async/latest-only.js';
import type { BindingScope } from '../../engine/bindings/binding.js';
import { bindCall, type RequestPrimitive } from '../../engine/flow/call.js';
import { checkAt, checkApplies, judgeFieldCheck, runFieldCheck, type FieldCheckDefinition, type FieldCheckVerdict } from '../../engine/forms/field-check.js';
import { getAtPointer, parsePointer, toPointer } from '../../engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../engine/schema/json-schema.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import { useMessages } from '../messages/messages-context.js';

/** What field checks need from the screen: the API, and the bindings' scope with this form's data. */
export interface FieldCheckHost {
  request: RequestPrimitive;
  /** The scope a check's call binds, given the form's current data. */
  scope: (data: Record<string, unknown>) => BindingScope;
  /** Sets form values a check's answer brings (an identifier's plans), a replaced list keeping what `keep` says of its rows. */
  setValues: (values: FieldCheckVerdict['set']) => void;
}

/** The field-check state a form merges into its errors and notices. */
export interface FieldCheckState {
  errors: readonly FieldError[];
  notices: Readonly<Record<string, string>>;
  blurred: (pointer: string, value: unknown, data: Record<string, unknown>) => void;
  changed: (pointer: string) => void;
  /** A value chosen (not typed): checks written `"on": "choice"` run now, not on leaving the field. */
  chosen: (pointer: string, value: unknown, data: Record<string, unknown>) => void;
}

/**
 * Runs the ui file's `ui:check` calls when their field loses focus, debounced, keeping only
 * the answer for the value still in the field (a late "Email is taken" for an address
 * already corrected would be wrong on screen). An answer may put errors on the field, a
 * notice under it, and set other values of the form.
 */
export function useFieldChecks(ui: SchemaNode, host: FieldCheckHost | undefined, debounceMs: number): FieldCheckState {
  const translate = useMessages();
  const checks = useMemo(() => collectChecks(ui), [ui]);
  const instances = useRef(new Map<string, AsyncFieldCheck<unknown, FieldCheckVerdict>>());
  const [errors, setErrors] = useState<Readonly<Record<string, FieldError[]>>>({});
  const [notices, setNotices] = useState<Readonly<Record<string, string>>>({});
  const hostRef = useRef(host);
  hostRef.current = host;
  // The form's data as of the latest blur: a check made later must bind what the field holds
  // then, not what it held when its first check was set up.
  const dataRef = useRef<Record<string, unknown>>({});

  const clear = useCallback((pointer: string) => {
    setErrors(({ [pointer]: _dropped, ...rest }) => rest);
    setNotices(({ [pointer]: _dropped, ...rest }) => rest);
  }, []);

  const blurred = useCallback(
    (pointer: string, value: unknown, data: Record<string, unknown>) => {
      const check = checkAt(checks, pointer);
      if (!check || !hostRef.current || value === undefined || value === '') return;
      dataRef.current = data;
      let instance = instances.current.get(pointer);
      if (!instance) {
        instance = createAsyncFieldCheck<unknown, FieldCheckVerdict>({
          debounceMs,
          run: async () => {
            const current = hostRef.current as FieldCheckHost;
            // A check on a list row's field reads that row as `$item` (the identifier just typed).
            const scope = { ...current.scope(dataRef.current), ...rowScope(pointer, dataRef.current) };
            return runFieldCheck(
              check,
              (next) => current.request(bindCall(next.call, scope)).catch(() => ({ status: 0 })),
              (next, result) => judgeFieldCheck(next, result, scope, pointer, translate),
              (next) => checkApplies(next, scope),
            );
          },
        });
        instances.current.set(pointer, instance);
      }
      void instance.check(value).then((outcome) => {
        if (outcome.status !== 'done') return;
        const verdict = outcome.result;
        setErrors((current) => ({ ...current, [pointer]: verdict.errors }));
        setNotices(({ [pointer]: _old, ...rest }) => (verdict.notice ? { ...rest, [pointer]: verdict.notice } : rest));
        if (verdict.set.length > 0) {
          // Values a check replaces take the answers about their old contents with them (a new plan list, its rows' PIN checks).
          const replaced = (at: string) => verdict.set.some(({ pointer: set }) => at.startsWith(`${set}/`));
          for (const [at, other] of instances.current) if (replaced(at)) other.cancel();
          setErrors((current) => Object.fromEntries(Object.entries(current).filter(([at]) => !replaced(at))));
          setNotices((current) => Object.fromEntries(Object.entries(current).filter(([at]) => !replaced(at))));
          hostRef.current?.setValues(verdict.set);
        }
      });
    },
    [checks, debounceMs, translate],
  );

  const changed = useCallback(
    (pointer: string) => {
      instances.current.get(pointer)?.cancel();
      if (checkAt(checks, pointer)) clear(pointer);
    },
    [checks, clear],
  );

  const chosen = useCallback(
    (pointer: string, value: unknown, data: Record<string, unknown>) => {
      if (checkAt(checks, pointer)?.on === 'choice') blurred(pointer, value, data);
    },
    [checks, blurred],
  );

  const allErrors = useMemo(() => Object.values(errors).flat(), [errors]);
  return { errors: allErrors, notices, blurred, changed, chosen };
}

/** The `ui:check` of every field of a ui file, by the field's JSON pointer. */
function collectChecks(ui: SchemaNode, segments: string[] = [], out: Record<string, FieldCheckDefinition> = {}) {
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || !isSchemaNode(value)) continue;
    // A list's item layout stands for every row: its pointer segment is "*".
    const segment = key === 'items' ? '*' : key;
    const check = value['ui:check'];
    if (isSchemaNode(check) && isSchemaNode(check.call)) out[toPointer([...segments, segment])] = check as unknown as FieldCheckDefinition;
    collectChecks(value, [...segments, segment], out);
  }
  return out;
}

/** `{ item: <row> }` for a field inside a list row (`/providerIdentifiers/2/value`), else nothing. */
function rowScope(pointer: string, data: Record<string, unknown>): { item?: unknown } {
  const segments = parsePointer(pointer);
  const last = segments.findLastIndex((segment) => /^\d+$/.test(segment));
  return last < 0 ? {} : { item: getAtPointer(data, toPointer(segments.slice(0, last + 1))) };
}
