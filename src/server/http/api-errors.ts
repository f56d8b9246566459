import { formatMessage } from '../../engine/messages/format-message.js';
import type { MessageParams } from '../../engine/messages/message-catalogue.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import type { PortalContent } from '../plugins/portal-content.js';

/** Every error answer of the API: field errors, or one error on the whole request (path ""). */
export interface ErrorsBody {
  errors: FieldError[];
}

/** An error about the request as a whole, in the same shape (and catalogue) as field errors. */
export function requestError(content: PortalContent, messageId: string, params: MessageParams = {}): ErrorsBody {
  return {
    errors: [{ path: '', messageId, params, message: formatMessage(content.catalogue, messageId, params, content.globals) }],
  };
}

/** One error on one field of the request (`path` a JSON pointer into the body), in `{ errors }` form. */
export function fieldError(content: PortalContent, path: string, messageId: string, params: MessageParams = {}): ErrorsBody {
  return { errors: [{ path, messageId, params, message: formatMessage(content.catalogue, messageId, params, content.globals) }] };
}

/** JSON Schema of {@link ErrorsBody}, for the response schemas routes declare. */
export const errorsBodySchema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'messageId', 'params', 'message'],
        properties: {
          path: { type: 'string' },
          messageId: { type: 'string' },
          params: { type: 'object', additionalProperties: true },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;
