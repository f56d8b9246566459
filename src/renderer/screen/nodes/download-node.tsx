import { useState } from 'react';
import { bindCall, succeeded } from '../../../engine/flow/call.js';
import type { CallDefinition } from '../../../engine/flow/flow-definition.js';
import { sessionEndedEvent } from '../../../engine/flow/raised-events.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { useNodeText } from '../use-node-text.js';
import { defineNodeType, META } from '../node-type.js';

interface DownloadNode {
  type: 'download';
  /** The GET call whose answer (text, such as CSV) is saved; its bindings read the screen's scope. */
  call: CallDefinition;
  label: string;
  /** The saved file's name: a message id, filled from `params`. */
  fileName: string;
  params?: MessageParams;
  /** Said beside the button when the call fails. */
  failed: string;
  [key: string]: unknown;
}

/** The media type a saved answer is given (what the server sent is text; the name says the rest). */
const SAVED_TYPE = 'text/csv;charset=utf-8';

/**
 * A button that saves a call's answer as a file (an export). The call goes through the API
 * client like any other, so it carries the static header and the session; a link to the
 * address could carry neither. A refusal is said beside the button, in a live region.
 */
export const downloadNode = defineNodeType<DownloadNode>({
  type: 'download',
  messages: ['label', 'fileName', 'failed'],
  params: ['params'],
  schema: {
    required: ['call', 'label', 'fileName', 'failed'],
    properties: {
      call: { $ref: 'flow.schema.json#/definitions/callOrName' },
      label: META.messageId,
      fileName: META.messageId,
      params: META.params,
      failed: META.messageId,
    },
  },
  Component: ({ node }) => {
    const runtime = useScreenRuntime();
    const text = useNodeText();
    const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
    const save = async () => {
      // A second press while the file is on its way is ignored (not disabled: the focus stays on the button).
      if (state === 'busy') return;
      setState('busy');
      const result = await runtime.request(bindCall(node.call, runtime.scope)).catch(() => ({ status: 0, body: undefined }));
      const ended = sessionEndedEvent(result);
      if (ended) runtime.send(ended);
      if (!succeeded(result) || typeof result.body !== 'string') return setState('failed');
      const address = URL.createObjectURL(new Blob([result.body], { type: SAVED_TYPE }));
      const link = document.createElement('a');
      link.href = address;
      link.download = text(node.fileName, node.params);
      link.click();
      // The click has handed the file to the browser: the address is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(address), 0);
      setState('idle');
    };
    return (
      <div className="portal-download">
        <button type="button" className="usa-button usa-button--outline" aria-busy={state === 'busy' || undefined} onClick={() => void save()}>
          {text(node.label)}
        </button>
        <p className="usa-error-message" role="status">
          {state === 'failed' ? text(node.failed) : ''}
        </p>
      </div>
    );
  },
});
