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
