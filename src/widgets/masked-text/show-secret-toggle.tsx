import { useId } from 'react';

/** The "Show password" checkbox that unmasks a secret input while it is ticked. */
export function ShowSecretToggle(props: { shown: boolean; onToggle: (shown: boolean) => void; label: string; controls: string }) {
  const id = useId();
  return (
    <div className="usa-checkbox portal-show-secret">
      <input
        className="usa-checkbox__input"
        id={id}
        type="checkbox"
        checked={props.shown}
        aria-controls={props.controls}
        onChange={(event) => props.onToggle(event.target.checked)}
      />
      <label className="usa-checkbox__label" htmlFor={id}>
        {props.label}
      </label>
    </div>
  );
}
