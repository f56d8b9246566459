import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { describedBy } from '../described-by.js';
import { widgetOptions } from './widget-options.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A USWDS checkbox list: the field's value is the list of checked options' values, in the
 * options' order. Options come from the schema or the ui file's `ui:optionsFrom` (loaded
 * health plans); a description shows under its label. The group is labelled by the field.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, required, label, onChange, onBlur, onFocus, rawErrors = [], uiSchema } = props;
  const options = widgetOptions(props);
  const checked: unknown[] = Array.isArray(value) ? value : [];
  const hasErrors = rawErrors.length > 0;
  const toggle = (optionValue: unknown, on: boolean) => {
    const next = options.map((option) => option.value).filter((candidate) => (same(candidate, optionValue) ? on : checked.some((item) => same(item, candidate))));
    onChange(next);
  };
  return (
    <div
      role="group"
      id={id}
      aria-label={label}
      aria-required={required || undefined}
      aria-invalid={hasErrors || undefined}
      aria-describedby={describedBy(id, { errors: hasErrors, help: Boolean(uiSchema?.['ui:help']) })}
    >
      {options.map((option, index) => (
        <div className="usa-checkbox" key={index}>
          <input
            className="usa-checkbox__input"
            id={optionId(id, index)}
            name={id}
            type="checkbox"
            checked={checked.some((item) => same(item, option.value))}
            disabled={disabled || readonly || option.disabled === true}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label className="usa-checkbox__label" htmlFor={optionId(id, index)}>
            {option.label}
            {option.description && <span className="usa-checkbox__label-description">{option.description}</span>}
          </label>
        </div>
      ))}
    </div>
  );
}
