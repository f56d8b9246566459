import { toPointer } from '../schema/json-pointer.js';
import { isDirty, type DirtyState } from './dirty-fields.js';

/**
 * The form's data once initial values arrive late (a load that ends after the visitor began
 * typing): each top-level field the visitor has not touched takes its new initial value, and
 * every field they changed, or are typing into (`typing`, pointers), keeps what they gave.
 */
export function withLateInitialValues(
  data: Readonly<Record<string, unknown>>,
  initial: Readonly<Record<string, unknown>>,
  dirty: DirtyState,
  typing: Iterable<string>,
): Record<string, unknown> {
  const touched = [...dirty.dirty, ...typing];
  const next = { ...data };
  for (const [key, value] of Object.entries(initial)) {
    const pointer = toPointer([key]);
    const kept = isDirty(dirty, pointer) || touched.some((place) => place === pointer || place.startsWith(`${pointer}/`));
    if (!kept) next[key] = value;
  }
  return next;
}
