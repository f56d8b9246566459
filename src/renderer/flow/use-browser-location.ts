import { useCallback, useSyncExternalStore } from 'react';

/** The address bar's path and query, as the flow router reads them. */
export interface BrowserLocation {
  pathname: string;
  search: string;
}

/** Moves the address bar: to a path (optionally replacing the entry) or by a number of history steps. */
export type Navigate = (to: string | number, options?: { replace?: boolean }) => void;

// pushState and replaceState fire no event; the router's own moves announce themselves here.
const MOVED = 'portal:location';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(MOVED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(MOVED, onChange);
  };
};

// One string per address, so useSyncExternalStore sees a change only when the address changes.
const snapshot = () => `${window.location.pathname}${window.location.search}`;

/**
 * The address bar through the History API: the flows are the router (engine/flow), so all
 * the page needs is the current path and a way to move, which the platform gives without a
 * routing library (react-router cost 13 KB of the first route for these two things).
 */
export function useBrowserLocation(): [BrowserLocation, Navigate] {
  const address = useSyncExternalStore(subscribe, snapshot);
  const navigate = useCallback<Navigate>((to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    window.dispatchEvent(new Event(MOVED));
  }, []);
  const query = address.indexOf('?');
  return [{ pathname: query < 0 ? address : address.slice(0, query), search: query < 0 ? '' : address.slice(query) }, navigate];
}
