/** A table's checkbox: USWDS's box, named for screen readers only (its column says what it is). */
export function SelectBox(props: { id: string; label: string; checked: boolean; indeterminate?: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <span className="usa-checkbox">
      <input
        className="usa-checkbox__input"
        type="checkbox"
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        ref={(input) => {
          if (input) input.indeterminate = props.indeterminate === true;
        }}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label className="usa-checkbox__label" htmlFor={props.id}>
        <span className="usa-sr-only">{props.label}</span>
      </label>
    </span>
  );
}
