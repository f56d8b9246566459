import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';
import { MessageText } from '../../messages/message-text.js';

interface TextNode {
  type: 'text';
  text: string;
  params?: MessageParams;
  [key: string]: unknown;
}

/** A paragraph. */
export const textNode = defineNodeType<TextNode>({
  type: 'text',
  messages: ['text'],
  params: ['params'],
  schema: { required: ['text'], properties: { text: META.messageId, params: META.params } },
  Component: ({ node }) => <p className="usa-prose"><MessageText text={useNodeText()(node.text, node.params)} /></p>,
});
