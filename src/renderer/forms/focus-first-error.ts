/** What can take focus inside a field's group: its controls, first to last. */
export const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Scrolls so the field's whole group (its label, hint and message above the control) sits
 * `offsetPx` below the top of the viewport, then focuses the control: scrolling to the control
 * itself left the label and the message above the viewport. Answers the control focused.
 */
function focusField(control: HTMLElement, offsetPx: number): HTMLElement | null {
  // An invalid radio group is a group element, which takes no focus: its first option does.
  const target = control.matches(FOCUSABLE) ? control : control.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return null;
  const group = control.closest<HTMLElement>('[data-field]') ?? control;
  const top = group.getBoundingClientRect().top + window.scrollY - offsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  target.focus({ preventScroll: true });
  return target;
}

/**
 * Scrolls to the first invalid field, `offsetPx` above it (the spec's 25 px), and focuses it.
 * Document order decides which error is first. A refusal of a whole group or of the whole
 * form (a wrong password, path "") marks no control invalid: its group's first control is
 * focused, since drawing the group's message redraws the controls in it and focus was lost.
 */
export function focusFirstError(form: HTMLElement | null, offsetPx: number): HTMLElement | null {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field].usa-form-group--error');
  if (!first) return null;
  return focusField(first.matches('[aria-invalid="true"]') ? first : (first.querySelector<HTMLElement>('[aria-invalid="true"]') ?? first), offsetPx);
}

/** Focuses the field at a JSON pointer (an error summary's link): its invalid control, else its first. */
export function focusFieldAt(form: HTMLElement | null, pointer: string, offsetPx: number): HTMLElement | null {
  // Compared as data, not put into a selector: a pointer may hold any character.
  const group = Array.from(form?.querySelectorAll<HTMLElement>('[data-field]') ?? []).find((element) => element.dataset.field === pointer);
  if (!group) return null;
  return focusField(group.querySelector<HTMLElement>('[aria-invalid="true"]') ?? group, offsetPx);
}
