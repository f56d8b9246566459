import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';
import { MessageText } from '../../messages/message-text.js';

interface HeadingNode {
  type: 'heading';
  level?: 1 | 2 | 3;
  text: string;
  params?: MessageParams;
  [key: string]: unknown;
}

/** A heading (level 2 unless said): the page's own is level 1. */
export const headingNode = defineNodeType<HeadingNode>({
  type: 'heading',
  messages: ['text'],
  params: ['params'],
  schema: { required: ['text'], properties: { level: { enum: [1, 2, 3] }, text: META.messageId, params: META.params } },
  Component: ({ node }) => {
    const text = useNodeText();
    const Tag = `h${node.level ?? 2}` as 'h1' | 'h2' | 'h3';
    // The page's heading takes focus after each move between steps (the flow page), which
    // needs it focusable by script but not in the tab order.
    return <Tag tabIndex={Tag === 'h1' ? -1 : undefined}><MessageText text={text(node.text, node.params)} breakAfterSlash /></Tag>;
  },
});
