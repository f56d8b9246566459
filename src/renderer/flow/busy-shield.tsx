import { useMessages } from '../messages/messages-context.js';
import { useDelayedFlag } from './use-delayed-flag.js';

/**
 * The spec's shield: once calls have been pending for `delayMs`, a cover over the page stops
 * clicks from landing twice and says, to screen readers too, that the portal is working.
 * Quick answers never flash it.
 */
export function BusyShield(props: { busy: boolean; delayMs: number }) {
  const translate = useMessages();
  const shown = useDelayedFlag(props.busy, props.delayMs);
  if (!shown) return null;
  return (
    <div className="portal-busy" role="status">
      <span className="portal-busy__text">{translate('busy.pending')}</span>
    </div>
  );
}
