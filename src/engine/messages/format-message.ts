import type { MessageCatalogue, MessageParams } from './message-catalogue.js';

/**
 * The prefix of caption ids: the names schemas give fields, options and models as `title`
 * (schemas/messages/captions.json). A slot whose value is a caption id shows the caption.
 */
export const CAPTION_PREFIX = 'caption.';

/** A caption id's text, any other value as it is (literal names, user input). */
export function captionText(catalogue: MessageCatalogue, value: string): string {
  return value.startsWith(CAPTION_PREFIX) ? (catalogue[value] ?? value) : value;
}

/**
 * Fills a catalogue text's `{param}` slots. Call-site params win over `globals` (product
 * name, phone, e-mail from configuration). A value that is a caption id ("{caption} is
 * required" with a field's title) shows the caption's text. An unknown id yields the id
 * itself, so a missing text is visible on screen and in tests instead of silently blank; a
 * slot with no value is left as written for the same reason.
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
    if (value === undefined || value === null) return slot;
    return typeof value === 'string' ? captionText(catalogue, value) : String(value);
  });
}
