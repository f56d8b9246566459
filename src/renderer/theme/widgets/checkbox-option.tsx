import { optionId } from '@rjsf/utils';
import type { WidgetOption } from './widget-options.js';

/** Whether two option values are the same value (objects compared by content). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The checked values after one option is checked or unchecked, in the options' order. */
export function toggledValues(options: readonly WidgetOption[], checked: readonly unknown[], value: unknown, on: boolean): unknown[] {
  return options
    .map((option) => option.value)
    .filter((candidate) => (sameValue(candidate, value) ? on : checked.some((item) => sameValue(item, candidate))));
}

/** One USWDS checkbox of a list: its label, an optional description under it, and its own disabled state. */
export function CheckboxOption(props: {
  listId: string;
  index: number;
  option: WidgetOption;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  onBlur: () => void;
  onFocus: () => void;
}) {
  const { listId, index, option } = props;
  return (
    <div className="usa-checkbox">
      <input
        className="usa-checkbox__input"
        id={optionId(listId, index)}
        name={listId}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled || option.disabled === true}
        onChange={(event) => props.onToggle(event.target.checked)}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
      />
      <label className="usa-checkbox__label" htmlFor={optionId(listId, index)}>
        {option.label}
        {option.description && <span className="usa-checkbox__label-description">{option.description}</span>}
      </label>
    </div>
  );
}
