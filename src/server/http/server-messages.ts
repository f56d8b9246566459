import type { MessageCatalogue } from '../../engine/messages/message-catalogue.js';

/**
 * Texts of errors that only the server produces (not about a field). They belong in
 * schemas/messages like every other text; until a catalogue file there defines them, these
 * defaults keep the answers readable. A catalogue entry with the same id replaces them.
 */
export const SERVER_MESSAGE_DEFAULTS: MessageCatalogue = {
  'request.malformed': 'The request could not be read. Please try again.',
  'request.forbidden': 'This request is not allowed.',
  'request.tooLarge': 'The request is too large.',
  'api.notFound': 'The requested service does not exist.',
  'form.unknownModel': 'There is no form named {model}.',
  'server.failed': 'Something went wrong on our side. Please try again later (reference {requestId}).',
};
