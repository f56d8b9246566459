import { captionText, formatMessage } from '../messages/format-message.js';
import type { MessageCatalogue, MessageParams } from '../messages/message-catalogue.js';
import { parsePointer, toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { resolveSchema, schemaAtDataPath } from '../schema/schema-at-path.js';
import type { FieldError } from '../validation/field-error.js';

/** One line of a form's error summary: the field it leads to and what it says. */
export interface ErrorSummaryLine {
  /** The field's JSON pointer ("" for the form as a whole). */
  pointer: string;
  /** A catalogue id and its params: the error alone, or the error after the field it is about. */
  messageId: string;
  params: MessageParams;
}

/** The id of a line that names its field before the error ("Security Question 2: Answer is required"). */
const SUMMARY_ITEM_ID = 'form.errorSummary.item';

/**
 * The error summary's lines, one per error. A line read away from its field must still say
 * which field it is about: a message that does not already name the field ("Must be 10
 * digits") gets the field's caption before it, and a field in a list's row gets the row's
 * title ("Security Question 2"), since five rows have an "Answer".
 */
export function errorSummaryLines(errors: readonly FieldError[], schema: SchemaNode, catalogue: MessageCatalogue): ErrorSummaryLine[] {
  return errors.map((error) => {
    const names = [rowTitle(schema, error.path, catalogue), fieldCaption(schema, error.path, catalogue)].filter(
      (name): name is string => name !== undefined && !error.message.toLowerCase().includes(name.toLowerCase()),
    );
    if (names.length === 0) return { pointer: error.path, messageId: 'text.name', params: { name: error.message } };
    return { pointer: error.path, messageId: SUMMARY_ITEM_ID, params: { field: names.join(' '), message: error.message } };
  });
}

/** The caption of the field at `pointer`, as text; none for the form itself or an untitled place. */
function fieldCaption(schema: SchemaNode, pointer: string, catalogue: MessageCatalogue): string | undefined {
  if (pointer === '') return undefined;
  const title = titleOf(schema, schemaAtDataPath(schema, pointer));
  return title === undefined ? undefined : captionText(catalogue, title);
}

/** "Security Question 2" for a field inside the second row of a list, the nearest row's title. */
function rowTitle(schema: SchemaNode, pointer: string, catalogue: MessageCatalogue): string | undefined {
  const segments = parsePointer(pointer);
  // The row itself is a field of its own (its caption is the field's); a row is what holds the field.
  for (let index = segments.length - 2; index >= 0; index -= 1) {
    const segment = segments[index] as string;
    if (!/^\d+$/.test(segment)) continue;
    const rowPointer = toPointer(segments.slice(0, index + 1));
    const title = titleOf(schema, schemaAtDataPath(schema, rowPointer));
    if (title === undefined) return undefined;
    return formatMessage(catalogue, 'form.rowTitle', { title: captionText(catalogue, title), number: Number(segment) + 1 });
  }
  return undefined;
}

/** A node's title, or that of a part it is made of (a row that is an allOf over a def). */
function titleOf(schema: SchemaNode, node: SchemaNode | undefined): string | undefined {
  if (!node) return undefined;
  const parts = [node, ...(Array.isArray(node.allOf) ? node.allOf.filter(isSchemaNode).map((part) => resolveSchema(schema, part)) : [])];
  return parts.map((part) => part.title).find((title): title is string => typeof title === 'string');
}
