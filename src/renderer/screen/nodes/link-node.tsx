import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';

interface LinkNode {
  type: 'link';
  href?: string;
  event?: string;
  text: string;
  params?: MessageParams;
  [key: string]: unknown;
}

/** A link: to an address (`href`), or sending an event (drawn as a link-styled button). */
export const linkNode = defineNodeType<LinkNode>({
  type: 'link',
  messages: ['text'],
  events: ['event'],
  params: ['params'],
  schema: {
    required: ['text'],
    properties: { href: { type: 'string', minLength: 1 }, event: META.event, text: META.messageId, params: META.params },
  },
  Component: ({ node, dispatch }) => {
    const text = useNodeText()(node.text, node.params);
    return (
      <p>
        {node.href ? (
          <a className="usa-link" href={node.href}>
            {text}
          </a>
        ) : (
          <button type="button" className="usa-button usa-button--unstyled" onClick={() => dispatch(node.event ?? '')}>
            {text}
          </button>
        )}
      </p>
    );
  },
});
