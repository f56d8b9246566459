import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { pointerFromId, type PortalFormContext } from '../forms/form-context.js';
import { describedBy, noticeId } from './described-by.js';
import type { ChangeEvent, FocusEvent, HTMLAttributes } from 'react';
import { useLiveValue, useShownErrors } from '../forms/live-form.js';
import { useTypedValue } from '../forms/use-typed-value.js';
import { useFieldRequired } from './use-field-required.js';
import { useInputLimit } from './use-input-limit.js';

/**
 * Every text-like input (text, email, tel, number, password...). Empty input becomes
 * `options.emptyValue` (undefined by default) so "required" sees an empty field as missing.
 * A widget may pass `aria-describedby` with ids of what it draws beside the input; they are
 * added to the field's own (errors, hint, notice).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, placeholder, uiSchema } = props;
  const inputProps = getInputProps(schema, type, options);
  const context = props.registry.formContext as PortalFormContext | undefined;
  const hasErrors = useShownErrors(context?.live, pointerFromId(id)).length > 0;
  const typed = useTypedValue(context, id, value, onChange);
  const notice = useLiveValue(context?.live, (live) => live.notices[pointerFromId(id)], context?.notices[pointerFromId(id)], { field: pointerFromId(id) });
  const isRequired = useFieldRequired(props);
  const min = useInputLimit(context, pointerFromId(id), inputProps.min);
  const max = useInputLimit(context, pointerFromId(id), inputProps.max);
  // Ids of what a widget draws about its input (the password's requirement list): read with the field, after its own messages.
  const widgetDescriptions = ((props['aria-describedby'] as string | undefined) ?? '').split(' ').filter(Boolean);
  const autoComplete = (uiSchema?.['ui:autocomplete'] as string | undefined) ?? undefined;
  const inputType = (uiSchema?.['ui:inputType'] as string | undefined) ?? inputProps.type;
  // The keyboard a phone shows (a code of digits asks for the number pad).
  const inputMode = uiSchema?.['ui:inputMode'] as HTMLAttributes<HTMLInputElement>['inputMode'];
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    typed.type(target.value === '' ? options.emptyValue : target.value);
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className={`usa-input${hasErrors ? ' usa-input--error' : ''}`}
      {...inputProps}
      min={min}
      max={max}
      type={inputType}
      value={(typed.value as string | number | undefined) ?? ''}
      placeholder={placeholder}
      required={isRequired}
      aria-required={isRequired || undefined}
      aria-invalid={hasErrors || undefined}
      aria-describedby={describedBy(id, { errors: hasErrors, help: Boolean(uiSchema?.['ui:help']), extra: [...(notice ? [noticeId(id)] : []), ...widgetDescriptions] })}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete={autoComplete}
      inputMode={inputMode}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        typed.handOver();
        onBlur(id, event.target.value);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}
