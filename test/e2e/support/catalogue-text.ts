import { formatMessage } from '../../../src/engine/messages/format-message.js';
import type { MessageParams } from '../../../src/engine/messages/message-catalogue.js';
import { loadMessageContext } from '../../support/catalogue.js';

const context = loadMessageContext();

/**
 * A catalogue text as the portal shows it (params filled, configuration globals such as the
 * phone in), so a spec names texts by id and a wording edit in schemas/messages keeps it green.
 */
export function text(id: string, params: MessageParams = {}): string {
  if (context.catalogue[id] === undefined) throw new Error(`no message "${id}" in schemas/messages`);
  return formatMessage(context.catalogue, id, params, context.globals);
}
