import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIsSelected, optionId } from '@rjsf/utils';
import { optionGroupAttributes } from '../described-by.js';
import { useFieldErrors } from '../use-field-errors.js';
import { useFieldRequired } from '../use-field-required.js';
import { widgetOptions } from './widget-options.js';

/**
 * USWDS radio buttons over the schema's options (or the ui file's `ui:optionsFrom`, whose
 * descriptions show under each label: the role descriptions); the group is labelled by the field's label.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const enumOptions = widgetOptions(props);
  const hasErrors = useFieldErrors(props).length > 0;
  const required = useFieldRequired(props);
  return (
    <div
      {...optionGroupAttributes({ ...props, required }, 'radiogroup', hasErrors)}
    >
      {enumOptions.map((option, index) => (
        <div className="usa-radio" key={index}>
          <input
            className="usa-radio__input"
            id={optionId(id, index)}
            name={id}
            type="radio"
            checked={enumOptionsIsSelected(option.value, value)}
            disabled={disabled || readonly}
            onChange={() => onChange(option.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label className="usa-radio__label" htmlFor={optionId(id, index)}>
            {option.label}
            {option.description && <span className="usa-checkbox__label-description">{option.description}</span>}
          </label>
        </div>
      ))}
    </div>
  );
}
