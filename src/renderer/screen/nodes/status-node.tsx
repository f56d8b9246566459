import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';

interface StatusNode {
  type: 'status';
  text: string;
  params?: MessageParams;
  [key: string]: unknown;
}

/**
 * A text only screen readers get, read out politely each time it changes: a countdown's
 * value bound to a slot that changes only when it should be heard. It is in the page from
 * the start, so the first change is announced too.
 */
export const statusNode = defineNodeType<StatusNode>({
  type: 'status',
  messages: ['text'],
  params: ['params'],
  schema: { required: ['text'], properties: { text: META.messageId, params: META.params } },
  Component: ({ node }) => (
    <p role="status" className="usa-sr-only">
      {useNodeText()(node.text, node.params)}
    </p>
  ),
});
