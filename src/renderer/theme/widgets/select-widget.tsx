import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import type { PortalFormContext } from '../../forms/form-context.js';
import { describedBy } from '../described-by.js';
import { OptionNotes } from '../option-notes.js';
import { widgetOptions } from './widget-options.js';
import { useFieldErrors } from '../use-field-errors.js';
import { useFieldRequired } from '../use-field-required.js';

/** A USWDS select over the schema's options (or the ui file's `ui:optionsFrom`), with a "Select" placeholder. */
export function SelectWidget(props: WidgetProps) {
  const { id, options, value, disabled, readonly, onChange, onBlur, onFocus, registry, uiSchema } = props;
  const translate = (registry.formContext as PortalFormContext | undefined)?.translate ?? ((key: string) => key);
  const enumOptions = widgetOptions(props);
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const pick = (index: string) => onChange(index === '' ? options.emptyValue : enumOptionsValueForIndex(index, enumOptions));
  const hasErrors = useFieldErrors(props).length > 0;
  const required = useFieldRequired(props);
  const chosen = typeof selected === 'string' ? enumOptions[Number(selected)] : undefined;
  // ui:notes speak of the chosen option (a plan registered on its own site).
  const notes = uiSchema?.['ui:notes'];
  const notesId = `${id}__notes`;
  const scope = (registry.formContext as PortalFormContext | undefined)?.scope ?? {};
  return (
    <>
    <select
      id={id}
      name={id}
      className={`usa-select${hasErrors ? ' usa-input--error' : ''}`}
      value={typeof selected === 'undefined' ? '' : String(selected)}
      required={required}
      aria-required={required || undefined}
      aria-invalid={hasErrors || undefined}
      aria-describedby={describedBy(id, { errors: hasErrors, help: Boolean(uiSchema?.['ui:help']), extra: notes === undefined ? [] : [notesId] })}
      disabled={disabled || readonly}
      onChange={(event) => pick(event.target.value)}
      onBlur={(event) => onBlur(id, enumOptionsValueForIndex(event.target.value, enumOptions))}
      onFocus={(event) => onFocus(id, enumOptionsValueForIndex(event.target.value, enumOptions))}
    >
      <option value="">{translate('form.selectPlaceholder')}</option>
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
    {notes !== undefined && <OptionNotes id={notesId} notes={chosen ? notes : undefined} item={chosen?.item ?? chosen?.value} scope={scope} translate={translate} />}
    </>
  );
}
