import { useCallback, useSyncExternalStore } from 'react';

/** The address bar's path and query, as the flow router reads them. */
export interface BrowserLocation {
  pathname: string;
  search: string;
  /** Tells history entries of the same address apart (going back to the same path is still a move). */
  entry: string;
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

// One string per entry and address, so useSyncExternalStore sees a change only when either changes.
const snapshot = () => `${entryState()?.entry ?? ''} ${window.location.pathname}${window.location.search}`;

/** What the router keeps in each history entry it makes. */
interface EntryState {
  /** Tells entries apart. */
  entry: string;
  /** How many of the app's own entries come before this one in the tab's history. */
  depth: number;
}

const entryState = () => window.history.state as Partial<EntryState> | null;

let entries = 0;
/** A new history entry's state: a name unique within the tab's history across page loads, and its depth. */
const newEntry = (depth: number): EntryState => ({ entry: `${Date.now().toString(36)}.${(entries += 1)}`, depth });

/** Whether the entry before this one is the app's own (so "@back" stays in the app). */
export const canGoBack = (): boolean => (entryState()?.depth ?? 0) > 0;

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
    const depth = entryState()?.depth ?? 0;
    if (options.replace) window.history.replaceState(newEntry(depth), '', to);
    else window.history.pushState(newEntry(depth + 1), '', to);
    window.dispatchEvent(new Event(MOVED));
  }, []);
  const space = address.indexOf(' ');
  const entry = address.slice(0, space);
  const rest = address.slice(space + 1);
  const query = rest.indexOf('?');
  return [{ pathname: query < 0 ? rest : rest.slice(0, query), search: query < 0 ? '' : rest.slice(query), entry }, navigate];
}
