import type { ActionRef, ScreenNode } from '../../../engine/screen/screen-definition.js';
import { ActionButton } from '../action-button.js';
import { ModalDialog } from '../modal-dialog.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { defineNodeType, META } from '../node-type.js';

interface ModalNode {
  type: 'modal';
  id: string;
  title: string;
  content: ScreenNode[];
  actions: ActionRef[];
  [key: string]: unknown;
}

/** A modal of the screen, opened by "@open:<id>" or a flow outcome; one is open at a time. */
export const modalNode = defineNodeType<ModalNode>({
  type: 'modal',
  messages: ['title'],
  children: ['content'],
  actions: ['actions'],
  schema: {
    required: ['id', 'title', 'content', 'actions'],
    properties: { id: { type: 'string', minLength: 1 }, title: META.messageId, content: META.content, actions: { type: 'array', items: META.action } },
  },
  Component: ({ node, dispatch, render }) => {
    const { openModal } = useScreenRuntime();
    return (
      <ModalDialog id={node.id} title={node.title} open={openModal === node.id} onClose={() => dispatch('@close')}>
        {render(node.content)}
        <div className="usa-modal__footer">
          {node.actions.map((action) => (
            <ActionButton key={action.event} action={action} onClick={() => dispatch(action.event)} />
          ))}
        </div>
      </ModalDialog>
    );
  },
});
