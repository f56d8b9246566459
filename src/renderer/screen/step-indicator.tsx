import { useMessages } from '../messages/messages-context.js';

/** The USWDS step indicator: steps before `current` complete, `current` marked as the page's step. */
export function StepIndicator(props: { steps: readonly string[]; current: number }) {
  const translate = useMessages();
  return (
    // role="group": an aria-label is prohibited on a div without a role (axe aria-prohibited-attr);
    // USWDS's markup leaves the role out.
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
    </div>
  );
}
