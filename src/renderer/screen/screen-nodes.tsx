import type { ReactNode } from 'react';
import type { ScreenNode } from '../../engine/screen/screen-definition.js';
import { useMessages } from '../messages/messages-context.js';
import { ActionButton } from './action-button.js';
import { FormNode } from './form-node.js';
import { ModalNode } from './modal-node.js';
import { ReviewNode } from './review-node.js';
import { resolveParams } from './resolve-params.js';
import { useScreenRuntime } from './screen-runtime.js';
import { StepIndicator } from './step-indicator.js';

const ALERT_CLASS = {
  info: 'usa-alert--info',
  success: 'usa-alert--success',
  warning: 'usa-alert--warning',
  error: 'usa-alert--error',
  critical: 'usa-alert--emergency',
} as const;

/** Screen-local events: open or close a modal of this screen without involving the flow. */
const OPEN_PREFIX = '@open:';
const CLOSE_EVENT = '@close';

/**
 * Draws screen content from its JSON nodes. Links and buttons send their event to the flow,
 * except "@open:<modal id>" and "@close", which open and close a modal of the screen. The
 * open modal is the screen's (held by the flow), so a button in a section opens a modal
 * written anywhere on the screen, and "@close" inside a modal closes it.
 */
export function ScreenNodes(props: { nodes: readonly ScreenNode[] }) {
  const runtime = useScreenRuntime();
  const { openModal } = runtime;
  const dispatch = (event: string) => {
    if (event.startsWith(OPEN_PREFIX)) runtime.setModal(event.slice(OPEN_PREFIX.length));
    else if (event === CLOSE_EVENT) runtime.setModal(null);
    else runtime.send({ type: event });
  };
  return (
    <>
      {props.nodes.map((node, index) => (
        <ScreenNodeView key={index} node={node} dispatch={dispatch} openModal={openModal} />
      ))}
    </>
  );
}

function ScreenNodeView(props: { node: ScreenNode; dispatch: (event: string) => void; openModal: string | null }): ReactNode {
  const { node, dispatch } = props;
  const translate = useMessages();
  const { scope } = useScreenRuntime();
  const text = (id: string, params?: Parameters<typeof resolveParams>[0]) => translate(id, resolveParams(params, scope));
  switch (node.type) {
    case 'heading': {
      const Tag = `h${node.level ?? 2}` as 'h1' | 'h2' | 'h3';
      return <Tag>{text(node.text, node.params)}</Tag>;
    }
    case 'text':
      return <p className="usa-prose">{text(node.text, node.params)}</p>;
    case 'alert':
      return (
        <div className={`usa-alert ${ALERT_CLASS[node.variant]}`} role={node.variant === 'error' || node.variant === 'critical' ? 'alert' : 'status'}>
          <div className="usa-alert__body">
            {node.heading && <h2 className="usa-alert__heading">{translate(node.heading)}</h2>}
            <p className="usa-alert__text">{text(node.text, node.params)}</p>
          </div>
        </div>
      );
    case 'link':
      return node.href ? (
        <p>
          <a className="usa-link" href={node.href}>
            {text(node.text, node.params)}
          </a>
        </p>
      ) : (
        <p>
          <button type="button" className="usa-button usa-button--unstyled" onClick={() => dispatch(node.event ?? '')}>
            {text(node.text, node.params)}
          </button>
        </p>
      );
    case 'button':
      return <ActionButton action={node} onClick={() => dispatch(node.event)} />;
    case 'steps':
      return <StepIndicator steps={node.steps} current={node.current} />;
    case 'form':
      return <FormNode node={node} />;
    case 'review':
      return <ReviewNode model={node.model} ui={node.ui} />;
    case 'modal':
      return (
        <ModalNode id={node.id} title={node.title} open={props.openModal === node.id} onClose={() => dispatch(CLOSE_EVENT)}>
          <ScreenNodes nodes={node.content} />
          <div className="usa-modal__footer">
            {node.actions.map((action) => (
              <ActionButton key={action.event} action={action} onClick={() => dispatch(action.event)} />
            ))}
          </div>
        </ModalNode>
      );
    case 'section':
      return (
        <section className="portal-section">
          <h2>
            {node.number !== undefined && <span className="portal-section__number">{node.number}</span>} {translate(node.title)}
          </h2>
          <ScreenNodes nodes={node.content} />
        </section>
      );
  }
}
