import { resolveValue } from '../../../engine/bindings/binding.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { DISPLAY_FORMATS, formatForDisplay, type DisplayFormat } from '../../../engine/review/display-format.js';
import { useMessages } from '../../messages/messages-context.js';
import { resolveParams } from '../resolve-params.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';
import { MessageText } from '../../messages/message-text.js';

interface FactNode {
  type: 'fact';
  term: string;
  value?: string | number | boolean;
  text?: string;
  params?: MessageParams;
  /** Shows the value in a display format (a phone number as 999-999-9999, as the registration summary does). */
  format?: DisplayFormat;
  [key: string]: unknown;
}

/** A value that shows nothing: absent, null or empty text. */
const isNothing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * One fact of a `facts` list: a term and its value, which is a binding or literal (`value`)
 * or a text (`text` with `params`), optionally in a display `format`. A value that reads as
 * nothing, or a text all of whose params do, leaves the fact out.
 */
export const factNode = defineNodeType<FactNode>({
  type: 'fact',
  messages: ['term', 'text'],
  params: ['params'],
  schema: {
    required: ['term'],
    properties: {
      term: META.messageId,
      value: { type: ['string', 'number', 'boolean'], description: 'Write a binding such as "$data/user/fullName", or a literal.' },
      text: META.messageId,
      params: META.params,
      format: { enum: DISPLAY_FORMATS },
    },
  },
  Component: ({ node }) => {
    const translate = useMessages();
    const text = useNodeText();
    const { scope } = useScreenRuntime();
    // A text whose every param reads as nothing says nothing either (", " for a city and state not given).
    const bound = node.text && node.params ? Object.values(resolveParams(node.params, scope)) : [];
    if (bound.length > 0 && bound.every(isNothing)) return null;
    const found = node.text ? text(node.text, node.params) : resolveValue(node.value, scope);
    if (isNothing(found) || typeof found === 'object') return null;
    return (
      <div className="portal-facts__fact">
        <dt>{translate(node.term)}</dt>
        <dd>
          <MessageText text={node.format ? formatForDisplay(node.format, String(found)) : String(found)} />
        </dd>
      </div>
    );
  },
});
