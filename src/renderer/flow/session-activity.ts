/** What the API client saw last of the session: a call answered to it, or its end. */
export type SessionState = 'active' | 'ended';

/**
 * A small store between the API client (which sees every answer) and the inactivity
 * countdown (which restarts on each): the client reports, the countdown subscribes.
 */
export interface SessionActivity {
  report: (state: SessionState) => void;
  subscribe: (listener: (state: SessionState) => void) => () => void;
  /** The last state reported; undefined before any call with a session. */
  current: () => SessionState | undefined;
}

/** A new store with no state reported yet. */
export function createSessionActivity(): SessionActivity {
  const listeners = new Set<(state: SessionState) => void>();
  let last: SessionState | undefined;
  return {
    report: (state) => {
      last = state;
      for (const listener of listeners) listener(state);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => last,
  };
}
