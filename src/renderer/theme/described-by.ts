import { errorId, helpId } from '@rjsf/utils';

/**
 * The aria-describedby value of an input: only ids of elements that are on the page, so
 * assistive technology never chases a missing reference.
 */
export function describedBy(id: string, parts: { errors: boolean; help: boolean; extra?: string[] }): string | undefined {
  const ids = [parts.errors ? errorId(id) : '', parts.help ? helpId(id) : '', ...(parts.extra ?? [])].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The id of a field's success notice (e.g. "Username is available"). */
export function noticeId(id: string): string {
  return `${id}__notice`;
}

/**
 * The attributes of an option list's group (radio buttons, checkboxes): labelled by the
 * field, described by its errors and hint, and for a radiogroup its required and invalid
 * states (ARIA allows those on a radiogroup, not on a plain group of checkboxes).
 */
export function optionGroupAttributes(
  props: { id: string; label: string; required?: boolean; uiSchema?: Record<string, unknown> },
  role: 'radiogroup' | 'group',
  hasErrors: boolean,
) {
  const states = role === 'radiogroup' ? { 'aria-required': props.required || undefined, 'aria-invalid': hasErrors || undefined } : {};
  return {
    role,
    id: props.id,
    'aria-label': props.label,
    ...states,
    'aria-describedby': describedBy(props.id, { errors: hasErrors, help: Boolean(props.uiSchema?.['ui:help']) }),
  };
}
