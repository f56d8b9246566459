import type { WidgetProps } from '@rjsf/utils';
import { optionGroupAttributes } from '../described-by.js';
import { useFieldErrors } from '../use-field-errors.js';
import { CheckboxOption, sameValue, toggledValues } from './checkbox-option.js';
import { widgetOptions } from './widget-options.js';

/**
 * A USWDS checkbox list: the field's value is the list of checked options' values, in the
 * options' order. Options come from the schema or the ui file's `ui:optionsFrom` (loaded
 * health plans); a description shows under its label. The group is labelled by the field.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const options = widgetOptions(props);
  const hasErrors = useFieldErrors(props).length > 0;
  const checked: unknown[] = Array.isArray(value) ? value : [];
  return (
    <div
      {...optionGroupAttributes(props, 'group', hasErrors)}
    >
      {options.map((option, index) => (
        <CheckboxOption
          key={index}
          listId={id}
          index={index}
          option={option}
          checked={checked.some((item) => sameValue(item, option.value))}
          disabled={Boolean(disabled || readonly)}
          onToggle={(on) => onChange(toggledValues(options, checked, option.value, on))}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      ))}
    </div>
  );
}
