import useSWR from 'swr';
import type { BindingScope } from '../../../engine/bindings/binding.js';
import { bindCall, succeeded, type BoundRequest, type CallResult } from '../../../engine/flow/call.js';
import type { CallDefinition } from '../../../engine/flow/flow-definition.js';
import { getAtPointer } from '../../../engine/schema/json-pointer.js';
import { useMessages } from '../../messages/messages-context.js';
import { requestKey } from '../../flow/load-cache.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { defineNodeType, META } from '../node-type.js';
import { MessageText } from '../../messages/message-text.js';

interface NoticesNode {
  type: 'notices';
  label: string;
  call: CallDefinition;
  texts: string;
  [key: string]: unknown;
}

/** The call bound to the scope, or nothing when a value it needs is missing. */
function boundOrNothing(call: CallDefinition, scope: BindingScope): BoundRequest | null {
  try {
    return bindCall(call, scope);
  } catch {
    return null;
  }
}

/** Asked once a session: a notice the server keeps changes rarely, and must never move a page twice. */
const NOTICE_OPTIONS = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * Notices the server keeps (the spec's global messages): the node asks its call through the
 * portal's swr cache and shows each text of the answer (at the `texts` pointer) as an
 * information alert. A step that loads the same call first (an `optional` load with
 * `"cache": "session"`) has the answer there when the page is first drawn, so nothing moves
 * after. The texts are the server's, shown as they come; an answer without any (404, a
 * failure) shows nothing, since a missing notice must never stand in a visitor's way.
 */
export const noticesNode = defineNodeType<NoticesNode>({
  type: 'notices',
  messages: ['label'],
  schema: {
    required: ['label', 'call', 'texts'],
    properties: {
      label: META.messageId,
      call: { $ref: 'flow.schema.json#/definitions/callOrName' },
      texts: { type: 'string', pattern: '^(/.*)?$', description: 'JSON pointer to the list of texts in the answer.' },
    },
  },
  Component: ({ node }) => {
    const runtime = useScreenRuntime();
    const translate = useMessages();
    // A call that cannot be bound here (no message id configured, a still picture without the
    // portal's configuration) asks nothing and shows nothing.
    const request = boundOrNothing(node.call, runtime.scope);
    const { data } = useSWR(request ? (runtime.cacheKey?.(request) ?? requestKey(request)) : null, () => (request ? runtime.request(request).catch((): CallResult => ({ status: 0 })) : undefined), NOTICE_OPTIONS);
    const found = data && succeeded(data) ? getAtPointer(data.body, node.texts) : undefined;
    const texts = Array.isArray(found) ? found.filter((text): text is string => typeof text === 'string' && text.trim() !== '') : [];
    if (texts.length === 0) return null;
    return (
      <section className="portal-notices" aria-label={translate(node.label)}>
        {texts.map((text, index) => (
          <div className="usa-alert usa-alert--info usa-alert--slim" key={index}>
            <div className="usa-alert__body">
              <p className="usa-alert__text"><MessageText text={text} /></p>
            </div>
          </div>
        ))}
      </section>
    );
  },
});
