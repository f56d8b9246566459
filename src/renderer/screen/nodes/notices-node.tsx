import { useEffect, useState } from 'react';
import { bindCall, succeeded } from '../../../engine/flow/call.js';
import type { CallDefinition } from '../../../engine/flow/flow-definition.js';
import { getAtPointer } from '../../../engine/schema/json-pointer.js';
import { useMessages } from '../../messages/messages-context.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { defineNodeType, META } from '../node-type.js';

interface NoticesNode {
  type: 'notices';
  label: string;
  call: CallDefinition;
  texts: string;
  [key: string]: unknown;
}

/**
 * Notices the server keeps (the spec's global messages): the node asks its call once where
 * it is drawn and shows each text of the answer (at the `texts` pointer) as an information
 * alert. The texts are the server's, shown as they come; an answer without any (404, a
 * failure) shows nothing, since a missing notice must never stand in a visitor's way.
 */
export const noticesNode = defineNodeType<NoticesNode>({
  type: 'notices',
  messages: ['label'],
  schema: {
    required: ['label', 'call', 'texts'],
    properties: {
      label: META.messageId,
      call: { $ref: 'flow.schema.json#/definitions/call' },
      texts: { type: 'string', pattern: '^(/.*)?$', description: 'JSON pointer to the list of texts in the answer.' },
    },
  },
  Component: ({ node }) => {
    const runtime = useScreenRuntime();
    const translate = useMessages();
    const [texts, setTexts] = useState<string[]>([]);
    const request = bindCall(node.call, runtime.scope);
    const key = JSON.stringify(request);
    useEffect(() => {
      let current = true;
      runtime.request(request).then(
        (result) => {
          const found = succeeded(result) ? getAtPointer(result.body, node.texts) : undefined;
          if (current) setTexts(Array.isArray(found) ? found.filter((text): text is string => typeof text === 'string' && text.trim() !== '') : []);
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
      // The request's content decides, not its object (a new one each drawing).
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    if (texts.length === 0) return null;
    return (
      <section className="portal-notices" aria-label={translate(node.label)}>
        {texts.map((text, index) => (
          <div className="usa-alert usa-alert--info usa-alert--slim" key={index}>
            <div className="usa-alert__body">
              <p className="usa-alert__text">{text}</p>
            </div>
          </div>
        ))}
      </section>
    );
  },
});
