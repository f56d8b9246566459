import type { FieldError } from '../../engine/validation/field-error.js';
import { isRequirementMet, type FieldRequirement } from '../../engine/validation/field-requirements.js';
import type { Translate } from '../../renderer/messages/messages-context.js';

/** The live list of a field's requirements, each ticked once the value meets it. */
export function RequirementList(props: {
  id: string;
  requirements: readonly FieldRequirement[];
  value: unknown;
  errors: readonly FieldError[];
  translate: Translate;
}) {
  const { id, requirements, value, errors, translate } = props;
  return (
    <div className="portal-requirements" id={id}>
      <p className="portal-requirements__title">{translate('password.requirements.title')}</p>
      <ul className="portal-requirements__list">
        {requirements.map((requirement) => {
          const met = isRequirementMet(requirement, value, errors);
          return (
            <li key={requirement.key} className={met ? 'is-met' : 'is-unmet'} data-met={met}>
              <span aria-hidden="true" className="portal-requirements__icon">
                {met ? '✓' : '•'}
              </span>
              {translate(requirement.messageId, requirement.params)}
              <span className="usa-sr-only"> ({translate(met ? 'password.requirement.met' : 'password.requirement.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
