import { useCallback, useMemo, useState, type RefObject } from 'react';
import { errorSummaryLines, type ErrorSummaryLine } from '../../engine/forms/error-summary.js';
import type { MessageCatalogue } from '../../engine/messages/message-catalogue.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import type { FieldError } from '../../engine/validation/field-error.js';

/** One error's identity across evaluations: its field and its text. */
const keyOf = (error: FieldError) => `${error.path}\u0000${error.message}`;

/** The form's error summary: what it lists now, and how often it was opened (a new alert each time). */
export interface ErrorSummaryState {
  lines: readonly ErrorSummaryLine[];
  /** Counts the openings: the alert is drawn afresh at each, so a screen reader announces it again. */
  opened: number;
  /** Lists these errors, in the order their fields stand on the page (a refused Next, Submit or server answer). */
  open(errors: readonly FieldError[]): void;
}

/**
 * The errors a refused submit listed, kept as they were then and in page order, less those
 * mended since: a list that grew while the user typed would make the alert speak at each
 * keystroke, one that shrinks says nothing and no longer points at mended fields.
 */
export function useErrorSummary(form: RefObject<HTMLElement | null>, shown: readonly FieldError[], schema: SchemaNode, catalogue: MessageCatalogue): ErrorSummaryState {
  const [listed, setListed] = useState<{ opened: number; keys: readonly string[] }>({ opened: 0, keys: [] });
  const open = useCallback(
    (errors: readonly FieldError[]) => {
      const keys = [...new Set(inPageOrder(form.current, errors).map(keyOf))];
      setListed((before) => ({ opened: before.opened + 1, keys }));
    },
    [form],
  );
  const lines = useMemo(() => {
    const now = new Map(shown.map((error) => [keyOf(error), error]));
    const kept = listed.keys.map((key) => now.get(key)).filter((error): error is FieldError => error !== undefined);
    return errorSummaryLines(kept, schema, catalogue);
  }, [listed, shown, schema, catalogue]);
  return { lines, opened: listed.opened, open };
}

/** The errors sorted by where their fields are drawn; those of fields not drawn go last, in their order. */
function inPageOrder(form: HTMLElement | null, errors: readonly FieldError[]): FieldError[] {
  const places = new Map<string, number>();
  form?.querySelectorAll<HTMLElement>('[data-field]').forEach((group, index) => {
    const pointer = group.dataset.field ?? '';
    if (!places.has(pointer)) places.set(pointer, index);
  });
  // A list's own error ("Select at least one health plan") stands where its first row does.
  const within = (path: string) => [...places].find(([pointer]) => pointer.startsWith(`${path}/`))?.[1];
  const placeOf = (error: FieldError) => places.get(error.path) ?? within(error.path) ?? Number.MAX_SAFE_INTEGER;
  return [...errors].sort((a, b) => placeOf(a) - placeOf(b));
}
