import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { useMessages } from '../../messages/messages-context.js';
import { defineNodeType, META } from '../node-type.js';

interface SectionNode {
  type: 'section';
  number?: number;
  title: string;
  content: ScreenNode[];
  [key: string]: unknown;
}

/** A titled, optionally numbered, section of the page. */
export const sectionNode = defineNodeType<SectionNode>({
  type: 'section',
  messages: ['title'],
  children: ['content'],
  schema: {
    required: ['title', 'content'],
    properties: { number: { type: 'integer', minimum: 1 }, title: META.messageId, content: META.content },
  },
  Component: ({ node, render }) => {
    const translate = useMessages();
    return (
      <section className="portal-section">
        <h2>
          {node.number !== undefined && <span className="portal-section__number">{node.number}</span>} {translate(node.title)}
        </h2>
        {render(node.content)}
      </section>
    );
  },
});
