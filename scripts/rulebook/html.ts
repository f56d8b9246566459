import { escapeHtml } from '../../src/server/mail/render-mail.js';

export { escapeHtml };

/** A list of HTML items as `<ul>` (nothing when empty, so an empty heading never shows). */
export function htmlList(items: readonly string[], className?: string): string {
  if (items.length === 0) return '';
  const attribute = className ? ` class="${className}"` : '';
  return `<ul${attribute}>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** Text the rule files write as it is (an id, a path, a binding), escaped and marked as code. */
export function code(text: string): string {
  return `<code>${escapeHtml(text)}</code>`;
}

/** An id for a heading, unique per book part: letters, digits and dashes. */
export function anchor(...parts: string[]): string {
  return parts.join('--').replace(/[^A-Za-z0-9-]+/g, '-');
}
