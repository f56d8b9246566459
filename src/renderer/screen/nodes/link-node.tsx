import { resolveValue } from '../../../engine/bindings/binding.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { PortalLink } from '../../flow/portal-link.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';
import { MessageText } from '../../messages/message-text.js';

/** Addresses a link may make of a contact value: a phone to call, an e-mail address to write to. */
const SCHEMES = {
  // Dialers want the digits (and a leading +) only: "1-800-252-2021" calls as tel:18002522021.
  tel: (value: string) => `tel:${value.replace(/[^\d+]/g, '')}`,
  mailto: (value: string) => `mailto:${value}`,
} as const;

interface LinkNode {
  type: 'link';
  href?: string;
  /** Makes `href`'s value a phone (`tel`) or e-mail (`mailto`) link: a configured contact. */
  scheme?: keyof typeof SCHEMES;
  event?: string;
  text: string;
  params?: MessageParams;
  [key: string]: unknown;
}

/**
 * A link: to an address (`href`, a literal or a binding such as a configured address; with
 * `scheme`, a phone or e-mail link made of it), or sending an event (drawn as a link-styled button).
 */
export const linkNode = defineNodeType<LinkNode>({
  type: 'link',
  messages: ['text'],
  events: ['event'],
  params: ['params'],
  schema: {
    required: ['text'],
    properties: { href: { type: 'string', minLength: 1 }, scheme: { enum: Object.keys(SCHEMES) }, event: META.event, text: META.messageId, params: META.params },
  },
  Component: ({ node, dispatch }) => {
    const text = useNodeText()(node.text, node.params);
    const value = resolveValue(node.href, useScreenRuntime().scope);
    const href = node.scheme && typeof value === 'string' && value !== '' ? SCHEMES[node.scheme](value) : value;
    return (
      <p className="portal-link">
        {typeof href === 'string' && href !== '' ? (
          <PortalLink className="usa-link" href={href}>
            <MessageText text={text} />
          </PortalLink>
        ) : (
          <button type="button" className="usa-button usa-button--unstyled" onClick={() => dispatch(node.event ?? '')}>
            <MessageText text={text} />
          </button>
        )}
      </p>
    );
  },
});
