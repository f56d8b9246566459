import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { useMessages } from '../../messages/messages-context.js';
import { defineNodeType, META } from '../node-type.js';

interface FactsNode {
  type: 'facts';
  label: string;
  items: ScreenNode[];
  [key: string]: unknown;
}

/** A labelled list of facts (`fact` nodes): the user info banner, a registration's details. */
export const factsNode = defineNodeType<FactsNode>({
  type: 'facts',
  messages: ['label'],
  children: ['items'],
  schema: { required: ['label', 'items'], properties: { label: META.messageId, items: META.content } },
  Component: ({ node, render }) => (
    <section aria-label={useMessages()(node.label)} className="portal-facts">
      <dl>{render(node.items)}</dl>
    </section>
  ),
});
