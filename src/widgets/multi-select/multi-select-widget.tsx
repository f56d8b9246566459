import { useId, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { PortalFormContext } from '../../renderer/forms/form-context.js';
import { optionGroupAttributes } from '../../renderer/theme/described-by.js';
import { useFieldErrors } from '../../renderer/theme/use-field-errors.js';
import { CheckboxOption, sameValue, toggledValues } from '../../renderer/theme/widgets/checkbox-option.js';
import { widgetOptions } from '../../renderer/theme/widgets/widget-options.js';

/**
 * Searchable multi-select: the value is the list of checked options' values, in the
 * options' order. Filtering never hides a checked option, so what is chosen stays in view;
 * the count of matches is announced politely as the search narrows.
 */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, registry } = props;
  const translate = (registry.formContext as PortalFormContext | undefined)?.translate ?? ((key: string) => key);
  const searchId = useId();
  const hasErrors = useFieldErrors(props).length > 0;
  const [search, setSearch] = useState('');
  const options = widgetOptions(props);
  const checked: unknown[] = Array.isArray(value) ? value : [];
  const isChecked = (candidate: unknown) => checked.some((item) => sameValue(item, candidate));
  const wanted = search.trim().toLowerCase();
  const shown = options.map((option, index) => ({ option, index })).filter(({ option }) => wanted === '' || isChecked(option.value) || option.label.toLowerCase().includes(wanted));
  return (
    <div className="portal-multi-select">
      <label className="usa-label" htmlFor={searchId}>
        {translate('multiSelect.search', { caption: label })}
      </label>
      <input
        id={searchId}
        className="usa-input"
        type="search"
        autoComplete="off"
        value={search}
        aria-controls={id}
        disabled={disabled || readonly}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="usa-hint" role="status">
        {shown.length === 0 ? translate('search.noResults') : translate('multiSelect.shown', { count: shown.length, total: options.length })}
      </p>
      <div
        {...optionGroupAttributes(props, 'group', hasErrors)}
        className="portal-multi-select__options"
      >
        {shown.map(({ option, index }) => (
          <CheckboxOption
            key={index}
            listId={id}
            index={index}
            option={option}
            checked={isChecked(option.value)}
            disabled={Boolean(disabled || readonly)}
            onToggle={(on) => onChange(toggledValues(options, checked, option.value, on))}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
        ))}
      </div>
    </div>
  );
}
