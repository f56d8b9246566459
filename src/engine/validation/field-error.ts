import type { MessageParams } from '../messages/message-catalogue.js';

/**
 * A validation error on one field, as the browser shows it and as the server answers it
 * (`{ errors: FieldError[] }`): a JSON pointer into the model, a catalogue id, the slot
 * values, and the resolved text.
 */
export interface FieldError {
  path: string;
  messageId: string;
  params: MessageParams;
  message: string;
}
