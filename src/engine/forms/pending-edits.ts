import type { FieldError } from '../validation/field-error.js';
import { markDirty } from './dirty-fields.js';
import type { FormInputs } from './form-evaluation.js';
import { setAtPointer } from './set-at-pointer.js';

/**
 * Values typed into fields that the form's data does not hold yet, by the field's JSON
 * pointer. A text field keeps what is typed to itself until the typing pauses (see
 * docs/decisions/typing-pause-and-keystroke-scope.md), so a keystroke costs the field's
 * feedback, not a redraw of the form.
 */
export type PendingEdits = ReadonlyMap<string, unknown>;

/**
 * The server's refusals a change to the field at `pointer` answers: about that field or
 * inside it (a list widget changes as a whole: a new PIN answers the refusal of the old
 * one), and a refusal of the whole form (a wrong code), which must not block the corrected
 * submit. Answers the refusals that still stand.
 */
export function withoutAnsweredRefusals(errors: readonly FieldError[], pointer: string): readonly FieldError[] {
  const standing = errors.filter((error) => error.path !== '' && error.path !== pointer && !error.path.startsWith(`${pointer}/`));
  return standing.length === errors.length ? errors : standing;
}

/**
 * Whether a pending edit is the value the last submit sent: typed just before Enter, it is
 * still held while the server answers, and it is what the server judged, so it answers none
 * of the refusals (a wrong password's refusal shown, not swallowed when the typing pause ends).
 */
export function isSentEdit(sent: PendingEdits, pointer: string, value: unknown): boolean {
  return sent.has(pointer) && Object.is(sent.get(pointer), value);
}

/**
 * The inputs as they are once the pending edits land: values set, fields dirty, refusals
 * answered by each edit other than the value the last submit sent (`sent`).
 */
export function withPendingEdits(inputs: FormInputs, edits: PendingEdits, sent: PendingEdits = new Map()): FormInputs {
  let { data, dirty, serverErrors } = inputs;
  for (const [pointer, value] of edits) {
    data = setAtPointer(data, pointer, value);
    dirty = markDirty(dirty, pointer);
    if (!isSentEdit(sent, pointer, value)) serverErrors = withoutAnsweredRefusals(serverErrors, pointer);
  }
  return { ...inputs, data, dirty, serverErrors };
}
