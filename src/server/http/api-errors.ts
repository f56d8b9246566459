import { formatMessage } from '../../engine/messages/format-message.js';
import type { MessageParams } from '../../engine/messages/message-catalogue.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import type { PortalContent } from '../plugins/portal-content.js';
import type { ErrorsAnswer } from '../../generated/types/answers/errors.js';
import { answerSchema } from './answer-schemas.js';

/**
 * Every error answer of the API: field errors, or one error on the whole request (path "");
 * the shape of schemas/answers/errors.json, each error a {@link FieldError}.
 */
export interface ErrorsBody extends ErrorsAnswer {
  errors: FieldError[];
}

/** One error as `[path, messageId, params]`: path "" for the request as a whole, else a JSON pointer into the body. */
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

/** An error about the request as a whole, in the same shape (and catalogue) as field errors. */
export function requestError(content: PortalContent, messageId: string, params: MessageParams = {}): ErrorsBody {
  return errorsOf(content, ['', messageId, params]);
}

/** JSON Schema of {@link ErrorsBody} (schemas/answers/errors.json), for the response schemas routes declare. */
export const errorsBodySchema = answerSchema('errors');
