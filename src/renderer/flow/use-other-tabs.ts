import { useEffect, useRef, type MutableRefObject } from 'react';

/** What a tab tells the portal's other tabs in this browser: answers a call changed, or a flow event. */
export type TabMessage = { revalidate: readonly string[] } | { event: string };

/** The channel every tab of the portal at this origin shares. */
const CHANNEL = 'portal-flow';

/** A message as another tab sent it (the channel is the origin's own, but its shape is checked). */
function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return typeof message.event === 'string' || (Array.isArray(message.revalidate) && message.revalidate.every((path) => typeof path === 'string'));
}

/**
 * Keeps a channel to the portal's other tabs in this browser open while the page is drawn:
 * what they send goes to `hear`, and `tell` is set to send to them (never to this tab). One
 * session serves every tab, so what one tab changes (the user a staff member acts for) the
 * others must hear. Without BroadcastChannel no tab is told; the server still refuses a call
 * naming a user the session no longer acts for.
 */
export function useOtherTabs(tell: MutableRefObject<(message: TabMessage) => void>, hear: (message: TabMessage) => void): void {
  const heard = useRef(hear);
  heard.current = hear;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isTabMessage(event.data)) heard.current(event.data);
    };
    tell.current = (message) => channel.postMessage(message);
    return () => {
      tell.current = () => undefined;
      channel.close();
    };
  }, [tell]);
}
