import type { PortalFormContext } from '../../renderer/forms/form-context.js';

/**
 * The PIN input of one picked option that asks for one (a plan's), with its errors (the
 * check's answer, a refusal at Save) above it as USWDS places them. Leaving it hands the
 * PIN to the form's `ui:check` of the list's items (a PIN check call).
 */
export function PickPin(props: {
  id: string;
  name: string;
  value: string;
  errors: readonly string[];
  disabled: boolean;
  context: PortalFormContext | undefined;
  onChange: (pin: string | null) => void;
  onBlur: (pin: string) => void;
}) {
  const { id, errors } = props;
  const translate = props.context?.translate ?? ((key: string) => key);
  const invalid = errors.length > 0;
  return (
    <div className={`usa-form-group portal-multi-select__pin${invalid ? ' usa-form-group--error' : ''}`}>
      <label className="usa-label" htmlFor={id}>
        {translate('planChecklist.pin', { plan: props.name })}
      </label>
      {invalid && (
        <span className="usa-error-message" id={`${id}-error`} role="alert">
          {errors.join(' ')}
        </span>
      )}
      <input
        className={`usa-input${invalid ? ' usa-input--error' : ''}`}
        id={id}
        type="password"
        autoComplete="off"
        value={props.value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={(event) => props.onBlur(event.target.value)}
      />
    </div>
  );
}
