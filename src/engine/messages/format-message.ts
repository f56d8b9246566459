import type { MessageCatalogue, MessageParams } from './message-catalogue.js';

/**
 * Fills a catalogue text's `{param}` slots. Call-site params win over `globals` (product
 * name, phone, e-mail from configuration). An unknown id yields the id itself, so a missing
 * text is visible on screen and in tests instead of silently blank; a slot with no value
 * is left as written for the same reason.
 */
export function formatMessage(
  catalogue: MessageCatalogue,
  id: string,
  params: MessageParams = {},
  globals: MessageParams = {},
): string {
  const text = catalogue[id];
  if (text === undefined) return id;
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = params[name] ?? globals[name];
    return value === undefined || value === null ? slot : String(value);
  });
}
