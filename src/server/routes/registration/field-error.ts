import { captionText, formatMessage } from '../../../engine/messages/format-message.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';
import { schemaAtDataPath } from '../../../engine/schema/schema-at-path.js';
import type { FieldError } from '../../../engine/validation/field-error.js';
import { captionOf } from '../../../engine/validation/map-ajv-errors.js';
import type { PortalContent } from '../../plugins/portal-content.js';

/**
 * A field error found by a server rule (taken username, zip against state...), in the same
 * shape and catalogue as the schema's own errors; `{caption}` is the text of the field's title
 * (a caption id) in the model, as the browser would quote it.
 */
export function fieldError(content: PortalContent, model: SchemaNode, path: string, messageId: string, params: MessageParams = {}): FieldError {
  const all = { caption: captionText(content.catalogue, captionOf(schemaAtDataPath(model, path), path)), ...params };
  return { path, messageId, params: all, message: formatMessage(content.catalogue, messageId, all, content.globals) };
}
