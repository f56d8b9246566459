import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../described-by.js';
import { useFieldErrors } from '../use-field-errors.js';
import { useFieldRequired } from '../use-field-required.js';

/** A single USWDS checkbox whose label is the field caption (e.g. the Terms of Use agreement). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, uiSchema } = props;
  const hasErrors = useFieldErrors(props).length > 0;
  const required = useFieldRequired(props);
  return (
    <div className="usa-checkbox">
      <input
        className="usa-checkbox__input"
        id={id}
        name={id}
        type="checkbox"
        checked={value === true}
        required={required}
        aria-required={required || undefined}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy(id, { errors: hasErrors, help: Boolean(uiSchema?.['ui:help']) })}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label className="usa-checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
