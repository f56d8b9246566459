import { useMessages } from '../messages/messages-context.js';

/** The USWDS step indicator: steps before `current` complete, `current` marked as the page's step. */
export function StepIndicator(props: { steps: readonly string[]; current: number }) {
  const translate = useMessages();
  const current = props.steps[props.current];
  return (
    // A group, so its label is allowed (a plain div may not carry one: axe flags it where the
    // segment labels are hidden, on a phone).
    <div className="usa-step-indicator" role="group" aria-label={translate('steps.label')}>
      <ol className="usa-step-indicator__segments">
        {props.steps.map((step, index) => {
          const status = index < props.current ? ' usa-step-indicator__segment--complete' : index === props.current ? ' usa-step-indicator__segment--current' : '';
          return (
            <li key={step} className={`usa-step-indicator__segment${status}`} aria-current={index === props.current ? 'step' : undefined}>
              <span className="usa-step-indicator__segment-label">
                {translate(step)}
                {index < props.current && <span className="usa-sr-only"> {translate('steps.completed')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {/* USWDS hides the segments' labels on a phone: the heading says where the page is for everyone. */}
      {current !== undefined && (
        <div className="usa-step-indicator__header">
          <p className="usa-step-indicator__heading">
            <span className="usa-step-indicator__heading-counter">{translate('steps.counter', { current: props.current + 1, total: props.steps.length })}</span>{' '}
            <span className="usa-step-indicator__heading-text">{translate(current)}</span>
          </p>
        </div>
      )}
    </div>
  );
}
