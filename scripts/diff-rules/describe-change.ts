import { formatMessage } from '../../src/engine/messages/format-message.js';
import type { MessageContext } from '../../test/support/catalogue.js';
import { upperFirst } from '../../src/engine/messages/upper-first.js';

/** A text quoted in a report line. */
export function quote(text: string): string {
  // One change stays one line: a text's line breaks are shown, not made.
  return `'${text.replace(/\n/g, '\\n')}'`;
}

/** A JSON value as a report line shows it: texts quoted, anything else as JSON, long ones cut. */
export function showJson(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** A value that may be a message id, shown with its text when it is one: "registration.intro ('Welcome')". */
export function showText(value: unknown, context: MessageContext): string {
  if (typeof value === 'string' && value in context.catalogue) return `${value} (${quote(formatMessage(context.catalogue, value, {}, context.globals))})`;
  return showJson(value);
}

/** "warningSeconds" -> "warning seconds", "account-access" -> "account access". */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
}

/** "account-access" -> "Account access": how a file's name heads its lines. */
export function titleOf(name: string): string {
  return upperFirst(words(name));
}

/**
 * "a -> b" for a changed value, "now b (new)" for a new one, "(was a)" for a removed one
 * (its line starts "Removed: "). Old values may be shown with the old side's texts.
 */
export function fromTo(before: unknown, after: unknown, show: (value: unknown) => string = showJson, showBefore = show): string {
  if (before === undefined) return `now ${show(after)} (new)`;
  if (after === undefined) return `(was ${showBefore(before)})`;
  return `${showBefore(before)} -> ${show(after)}`;
}

/** "Removed: " when a value is gone, so every removal line starts alike. */
export function removedPrefix(after: unknown): string {
  return after === undefined ? 'Removed: ' : '';
}
