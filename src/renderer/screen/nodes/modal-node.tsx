import type { ActionRef, ScreenNode } from '../../../engine/screen/screen-definition.js';
import { ActionButton } from '../action-button.js';
import { ModalDialog } from '../modal-dialog.js';
import { ModalOpeningProvider } from '../modal-opening.js';
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

/** A modal of the screen, opened by "@open:<id>" or a flow outcome; one is open at a time, its content drawn afresh at each opening. */
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
    const open = openModal === node.id;
    return (
      <ModalDialog id={node.id} title={node.title} open={open} onClose={() => dispatch('@close')}>
        {/* Drawn only while open: each opening mounts its controls anew (the spec's "modal close
            clears controls"), and a closed modal's texts are not in the page's text. */}
        {open && (
          <ModalOpeningProvider value={true}>
            {render(node.content)}
            <div className="usa-modal__footer">
              {node.actions.map((action) => (
                <ActionButton key={action.event} action={action} onClick={() => dispatch(action.event)} />
              ))}
            </div>
          </ModalOpeningProvider>
        )}
      </ModalDialog>
    );
  },
});
