import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { useMessages } from '../../messages/messages-context.js';
import { defineNodeType, META } from '../node-type.js';

interface NavNode {
  type: 'nav';
  label: string;
  items: ScreenNode[];
  [key: string]: unknown;
}

/** A navigation landmark (the header's Home and Log Out, the footer's links), named for screen readers. */
export const navNode = defineNodeType<NavNode>({
  type: 'nav',
  messages: ['label'],
  children: ['items'],
  schema: { required: ['label', 'items'], properties: { label: META.messageId, items: META.content } },
  Component: ({ node, render }) => (
    <nav aria-label={useMessages()(node.label)} className="portal-nav">
      {render(node.items)}
    </nav>
  ),
});
