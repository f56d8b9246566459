import { formatMessage } from '../../../engine/messages/format-message.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { FieldError } from '../../../engine/validation/field-error.js';
import { errorsBodySchema, type ErrorsBody } from '../../http/api-errors.js';
import type { PortalContent } from '../../plugins/portal-content.js';

/** One error as `[path, messageId, params]`: path "" for the request as a whole. */
export type ErrorSpec = readonly [path: string, messageId: string, params?: MessageParams];

/** Builds an `{ errors }` answer from catalogue ids, texts filled with the configured globals. */
export function errorsOf(content: PortalContent, ...specs: ErrorSpec[]): ErrorsBody {
  const errors: FieldError[] = specs.map(([path, messageId, params = {}]) => ({
    path,
    messageId,
    params,
    message: formatMessage(content.catalogue, messageId, params, content.globals),
  }));
  return { errors };
}

/** This area's 429 text (`app.rateLimit` fills in the same minutes; this wording leaves them out). */
export const RATE_LIMITED = 'accountAccess.rateLimited';

/** The error answers every route of this area may give (declared so OpenAPI lists them). */
export const errorResponses = {
  400: errorsBodySchema,
  403: errorsBodySchema,
  404: errorsBodySchema,
  409: errorsBodySchema,
  429: errorsBodySchema,
} as const;

/** `{ success: true }` and a few optional fields: the answer of most calls of this area. */
export function successSchema(extra: Record<string, unknown> = {}, required: string[] = []) {
  return {
    type: 'object',
    required: ['success', ...required],
    properties: { success: { type: 'boolean' }, ...extra },
    additionalProperties: false,
  } as const;
}
