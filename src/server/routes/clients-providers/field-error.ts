import { formatMessage } from '../../../engine/messages/format-message.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { ErrorsBody } from '../../http/api-errors.js';
import type { PortalContent } from '../../plugins/portal-content.js';

/**
 * A refusal about one field of the payload (a JSON pointer such as "/identifier/value"), in
 * the `{ errors }` shape, so the portal shows it under that field like a validation error.
 */
export function fieldError(content: PortalContent, path: string, messageId: string, params: MessageParams = {}): ErrorsBody {
  return { errors: [{ path, messageId, params, message: formatMessage(content.catalogue, messageId, params, content.globals) }] };
}

/** A catalogue text with the configuration's globals filled in (confirmation messages). */
export function messageText(content: PortalContent, messageId: string, params: MessageParams = {}): string {
  return formatMessage(content.catalogue, messageId, params, content.globals);
}
