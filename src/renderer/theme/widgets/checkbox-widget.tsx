import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../described-by.js';
import { useFieldErrors } from '../use-field-errors.js';
import { useFieldRequired } from '../use-field-required.js';
import type { PortalFormContext } from '../../forms/form-context.js';
import { RequiredMarker } from '../required-marker.js';

/** A single USWDS checkbox whose label is the field caption (e.g. the Terms of Use agreement), marked when required. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, uiSchema, registry } = props;
  const translate = (registry.formContext as PortalFormContext | undefined)?.translate ?? ((key: string) => key);
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
        {/* The field's own label is not drawn for a checkbox (field-template.tsx), so the mark is here. */}
        {required && <RequiredMarker title={translate('form.requiredMarker')} />}
      </label>
    </div>
  );
}
