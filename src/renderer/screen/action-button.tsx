import type { ActionRef } from '../../engine/screen/screen-definition.js';
import { useMessages } from '../messages/messages-context.js';

const VARIANT_CLASS: Record<NonNullable<ActionRef['variant']>, string> = {
  primary: 'usa-button',
  secondary: 'usa-button usa-button--secondary',
  outline: 'usa-button usa-button--outline',
};

/** A screen or form button whose label is a catalogue id; `accessibleName`, when given, is what assistive technology reads instead. */
export function ActionButton(props: { action: ActionRef; type?: 'button' | 'submit'; onClick?: () => void; disabled?: boolean; accessibleName?: string }) {
  const translate = useMessages();
  const { action } = props;
  return (
    <button
      type={props.type ?? 'button'}
      className={VARIANT_CLASS[action.variant ?? 'primary']}
      data-event={action.event}
      aria-label={props.accessibleName || undefined}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {translate(action.label)}
    </button>
  );
}
