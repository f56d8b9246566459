import type { MessageParams } from '../../src/engine/messages/message-catalogue.js';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
// The same list error mapping uses at run time, so a text computed here equals the text a
// user sees for the same field.
import { captionOf, QUOTABLE_KEYWORDS } from '../../src/engine/validation/map-ajv-errors.js';

/** The params a field's messages are formatted with: its caption and its quotable rule values. */
export function ruleParams(field: SchemaNode, path: string): Record<string, string | number> {
  const params: Record<string, string | number> = { caption: captionOf(field, path) };
  for (const keyword of QUOTABLE_KEYWORDS) {
    const value = field[keyword];
    if (typeof value === 'number') params[keyword] = value;
  }
  return params;
}

/** The params of a cross-field message: the field's own plus the other field and its caption. */
export function crossFieldParams(
  field: SchemaNode,
  path: string,
  other: string,
  otherCaption: string,
): MessageParams {
  return { ...ruleParams(field, path), other, otherCaption };
}

/** Message ids error mapping uses when a schema names none (mirrors map-ajv-errors). */
const DEFAULT_MESSAGE_IDS: Readonly<Record<string, string>> = {
  required: 'field.required',
  minLength: 'field.minLength',
  maxLength: 'field.maxLength',
};

/**
 * The message id a failing keyword of this field reports: the schema's `messages` entry,
 * else the default error mapping uses, else undefined (the user would see the generic
 * "is invalid", which says nothing worth documenting).
 */
export function messageIdFor(field: SchemaNode, keyword: string): string | undefined {
  const messages = field.messages;
  if (typeof messages === 'object' && messages !== null) {
    const id = (messages as Record<string, unknown>)[keyword];
    if (typeof id === 'string') return id;
  }
  return DEFAULT_MESSAGE_IDS[keyword];
}

/**
 * The catalogue's catch-all id ("{caption} is invalid"). It tells a reader of the rules
 * nothing, so documentation states such a rule in plain words instead.
 */
export const GENERIC_MESSAGE_ID = 'field.invalid';
