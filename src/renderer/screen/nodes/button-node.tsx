import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { ActionRef } from '../../../engine/screen/screen-definition.js';
import { ActionButton } from '../action-button.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';

interface ButtonNode extends ActionRef {
  type: 'button';
  /**
   * Its accessible name when the label alone is ambiguous (one Approve per applicant):
   * a message id that starts with the label's words ("Approve {name}"), filled from `params`.
   */
  name?: string;
  params?: MessageParams;
  [key: string]: unknown;
}

/** A button sending an event. */
export const buttonNode = defineNodeType<ButtonNode>({
  type: 'button',
  messages: ['label', 'name'],
  params: ['params'],
  events: ['event'],
  schema: {
    required: ['label', 'event'],
    properties: { label: META.messageId, event: META.event, variant: META.variant, name: META.messageId, params: META.params },
  },
  Component: ({ node, dispatch }) => {
    const text = useNodeText();
    return <ActionButton action={node} accessibleName={node.name && text(node.name, node.params)} onClick={() => dispatch(node.event)} />;
  },
});
