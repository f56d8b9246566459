import { parsePointer, toPointer } from '../schema/json-pointer.js';

/** Which fields the user has touched, and whether a submit was tried. Immutable. */
export interface DirtyState {
  readonly dirty: ReadonlySet<string>;
  readonly submitAttempted: boolean;
}

/** A pristine form: nothing dirty, no submit yet (also what a modal form resets to). */
export function pristine(): DirtyState {
  return { dirty: new Set(), submitAttempted: false };
}

/** The state after the user changed (or left) the field at `pointer`. */
export function markDirty(state: DirtyState, pointer: string): DirtyState {
  if (state.dirty.has(pointer)) return state;
  return { ...state, dirty: new Set([...state.dirty, pointer]) };
}

/** The state after a submit attempt: from now on every field counts as dirty. */
export function markSubmitAttempted(state: DirtyState): DirtyState {
  return state.submitAttempted ? state : { ...state, submitAttempted: true };
}

/**
 * True when the field, or a group containing it, is dirty, or a submit was tried. A group
 * counts for its fields because a repeatable row (flexset) is marked as a whole.
 */
export function isDirty(state: DirtyState, pointer: string): boolean {
  if (state.submitAttempted) return true;
  const segments = parsePointer(pointer);
  for (let length = segments.length; length > 0; length -= 1) {
    if (state.dirty.has(toPointer(segments.slice(0, length)))) return true;
  }
  return false;
}

/**
 * Whether a field's errors are shown. Text fields delay their errors until dirty, so the
 * user is not scolded for a field they have not reached yet; a field with `delayed: false`
 * (a checkbox, say) shows them at once.
 */
export function shouldShowErrors(state: DirtyState, pointer: string, options: { delayed?: boolean } = {}): boolean {
  return options.delayed === false || isDirty(state, pointer);
}
