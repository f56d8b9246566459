import { Fragment, useId, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { setAtPointer } from '../../engine/forms/set-at-pointer.js';
import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { ID_SEPARATOR, pointerFromId, type PortalFormContext } from '../../renderer/forms/form-context.js';
import { useLiveValue } from '../../renderer/forms/live-form.js';
import { optionGroupAttributes } from '../../renderer/theme/described-by.js';
import { useFieldErrors } from '../../renderer/theme/use-field-errors.js';
import { CheckboxOption, sameValue } from '../../renderer/theme/widgets/checkbox-option.js';
import { widgetOptions } from '../../renderer/theme/widgets/widget-options.js';
import { entryValue, toggledEntries } from './picked-entries.js';
import { PickPin } from './pick-pin.js';

/** ui:options of a multi-select whose picks carry a PIN: where the value and PIN sit in a pick, and which options ask for one. */
interface PinOptions {
  valueAt?: string;
  pinAt?: string;
  /** A pointer into an option's item (a plan of the bound list): true when it asks for a PIN. */
  pinAsked?: string;
}

/**
 * Searchable multi-select: the value is the list of checked options' values, in the
 * options' order. Filtering never hides a checked option, so what is chosen stays in view;
 * the count of matches is announced politely as the search narrows. With `valueAt`, `pinAt`
 * and `pinAsked` (ui:options) a pick is an object, and a picked option that asks for a PIN
 * offers its PIN input under it.
 */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, registry } = props;
  const context = registry.formContext as PortalFormContext | undefined;
  const translate = context?.translate ?? ((key: string) => key);
  const { valueAt, pinAt, pinAsked } = props.options as PinOptions;
  const shape = valueAt ? { valueAt } : {};
  const list = pointerFromId(id);
  // Redrawn when an error of a pick's PIN comes or goes (errors do not go through rjsf).
  useLiveValue(context?.live, (live) => JSON.stringify(live.shownErrors.filter((error) => error.path.startsWith(`${list}/`)).map((error) => [error.path, error.message])), '');
  const searchId = useId();
  const hasErrors = useFieldErrors(props).length > 0;
  const [search, setSearch] = useState('');
  const options = widgetOptions(props);
  const entries: unknown[] = Array.isArray(value) ? value : [];
  const entryAt = (candidate: unknown) => entries.findIndex((entry) => sameValue(entryValue(entry, shape), candidate));
  const isChecked = (candidate: unknown) => entryAt(candidate) >= 0;
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
        {shown.map(({ option, index }) => {
          const at = entryAt(option.value);
          // A picked option that asks for a PIN (a plan's) gets its input under it.
          const asksPin = at >= 0 && pinAt !== undefined && pinAsked !== undefined && getAtPointer(option.item, pinAsked) === true;
          const pinPointer = `${list}/${at}${pinAt ?? ''}`;
          return (
            <Fragment key={index}>
              <CheckboxOption
                listId={id}
                index={index}
                option={option}
                checked={at >= 0}
                disabled={Boolean(disabled || readonly)}
                onToggle={(on) => onChange(toggledEntries(options, entries, option.value, on, shape))}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              {asksPin && (
                <PickPin
                  id={`${id}-pin-${index}`}
                  name={option.label}
                  value={String(getAtPointer(entries[at], pinAt) ?? '')}
                  errors={(context?.shownErrors ?? []).filter((error) => error.path === pinPointer).map((error) => error.message)}
                  disabled={Boolean(disabled || readonly)}
                  context={context}
                  onChange={(pin) => onChange(entries.map((entry, place) => (place === at ? setAtPointer(entry as Record<string, unknown>, pinAt, pin) : entry)))}
                  // The pick's PIN as a field of its own, so a ui:check of the list's items runs on leaving it.
                  onBlur={(pin) => onBlur(`${id}${ID_SEPARATOR}${at}${pinAt.split('/').join(ID_SEPARATOR)}`, pin)}
                />
              )}
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}
