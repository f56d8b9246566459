import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../described-by.js';
import { useFieldErrors } from '../use-field-errors.js';

/** Rows a textarea shows when its ui file gives no `ui:options.rows`: room for a few sentences. */
const DEFAULT_ROWS = 5;

/**
 * A USWDS textarea. Its schema's `maxLength` is the element's own (the spec: "Textarea
 * supports maxlength"), so the browser stops typing at the limit the server checks too; the
 * limit is said in the field's hint, which may quote `{maxLength}`.
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, uiSchema } = props;
  const hasErrors = useFieldErrors(props).length > 0;
  return (
    <textarea
      id={id}
      name={props.htmlName ?? id}
      className={`usa-textarea${hasErrors ? ' usa-input--error' : ''}`}
      value={typeof value === 'string' ? value : ''}
      rows={typeof options.rows === 'number' ? options.rows : DEFAULT_ROWS}
      maxLength={schema.maxLength}
      required={required}
      aria-required={required || undefined}
      aria-invalid={hasErrors || undefined}
      aria-describedby={describedBy(id, { errors: hasErrors, help: Boolean(uiSchema?.['ui:help']) })}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
