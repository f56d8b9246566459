import type { MessageParams } from '../../engine/messages/message-catalogue.js';
import { useMessages } from '../messages/messages-context.js';
import { resolveParams } from './resolve-params.js';
import { useScreenRuntime } from './screen-runtime.js';

/** Translates a node's text with its params, bindings read from the screen's scope. */
export function useNodeText(): (id: string, params?: MessageParams) => string {
  const translate = useMessages();
  const { scope } = useScreenRuntime();
  return (id, params) => translate(id, resolveParams(params, scope));
}
