import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { useMessages } from '../../messages/messages-context.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';
import { MessageText } from '../../messages/message-text.js';

const ALERT_CLASS = {
  info: 'usa-alert--info',
  success: 'usa-alert--success',
  warning: 'usa-alert--warning',
  error: 'usa-alert--error',
  critical: 'usa-alert--emergency',
} as const;

interface AlertNode {
  type: 'alert';
  variant: keyof typeof ALERT_CLASS;
  heading?: string;
  text: string;
  params?: MessageParams;
  [key: string]: unknown;
}

/** A USWDS alert: errors are announced at once (role alert), the rest politely (role status). */
export const alertNode = defineNodeType<AlertNode>({
  type: 'alert',
  messages: ['text', 'heading'],
  params: ['params'],
  schema: {
    required: ['variant', 'text'],
    properties: { variant: { enum: Object.keys(ALERT_CLASS) }, heading: META.messageId, text: META.messageId, params: META.params },
  },
  Component: ({ node }) => {
    const translate = useMessages();
    const text = useNodeText();
    return (
      <div className={`usa-alert ${ALERT_CLASS[node.variant]}`} role={node.variant === 'error' || node.variant === 'critical' ? 'alert' : 'status'}>
        <div className="usa-alert__body">
          {node.heading && <h2 className="usa-alert__heading">{translate(node.heading)}</h2>}
          <p className="usa-alert__text"><MessageText text={text(node.text, node.params)} /></p>
        </div>
      </div>
    );
  },
});
