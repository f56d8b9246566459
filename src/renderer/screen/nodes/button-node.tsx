import type { ActionRef } from '../../../engine/screen/screen-definition.js';
import { ActionButton } from '../action-button.js';
import { defineNodeType, META } from '../node-type.js';

interface ButtonNode extends ActionRef {
  type: 'button';
  [key: string]: unknown;
}

/** A button sending an event. */
export const buttonNode = defineNodeType<ButtonNode>({
  type: 'button',
  messages: ['label'],
  events: ['event'],
  schema: { required: ['label', 'event'], properties: { label: META.messageId, event: META.event, variant: META.variant } },
  Component: ({ node, dispatch }) => <ActionButton action={node} onClick={() => dispatch(node.event)} />,
});
