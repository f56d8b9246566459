/** Which fields the user has touched, and whether a submit was tried. Immutable. */
export interface DirtyState {
  readonly dirty: ReadonlySet<string>;
  readonly submitAttempted: boolean;
  /**
   * Fields a touched group does not count for until they are touched themselves (a draft's
   * secrets, empty after a reload, asked again as any empty field is).
   */
  readonly quiet?: (pointer: string) => boolean;
}

/** A restored draft's state: these fields touched, the `quiet` ones only once touched again. */
export function restoredDirty(touched: readonly string[], quiet: (pointer: string) => boolean): DirtyState {
  return { dirty: new Set(touched.filter((pointer) => !quiet(pointer))), submitAttempted: false, quiet };
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
  if (state.submitAttempted || state.dirty.has(pointer)) return true;
  if (state.quiet?.(pointer)) return false;
  // The pointer and its groups' ("/rows/0/id", "/rows/0", "/rows"): an escaped segment holds no "/".
  for (let place = pointer; place !== ''; place = place.slice(0, Math.max(0, place.lastIndexOf('/')))) {
    if (state.dirty.has(place)) return true;
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
