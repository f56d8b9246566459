import { resolveValue } from '../../../engine/bindings/binding.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { PortalLink } from '../../flow/portal-link.js';
import { useScreenRuntime } from '../screen-runtime.js';
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

/** A link: to an address (`href`, a literal or a binding such as a configured address), or sending an event (drawn as a link-styled button). */
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
    const href = resolveValue(node.href, useScreenRuntime().scope);
    return (
      <p>
        {typeof href === 'string' && href !== '' ? (
          <PortalLink className="usa-link" href={href}>
            {text}
          </PortalLink>
        ) : (
          <button type="button" className="usa-button usa-button--unstyled" onClick={() => dispatch(node.event ?? '')}>
            {text}
          </button>
        )}
      </p>
    );
  },
});
