/** Answers true when a submit may go ahead, false when it repeats one too soon. */
export interface SubmitGate {
  (): boolean;
  /**
   * The last submit was answered (its refusals reached the form): the next one is a new
   * submit, not a repeat, however soon it comes. A quick mend after a quick refusal must send.
   */
  reopen(): void;
}

/**
 * Ignores a submit repeated within `windowMs` of the last accepted one, so a double click
 * or Enter pressed twice sends a single request. The window comes from
 * schemas/config/form-behaviour.json (`submitDebounceMs`); callers read it there so the
 * value stays data. `now` is injectable so tests need no real clock.
 */
export function createSubmitGate(windowMs: number, now: () => number = Date.now): SubmitGate {
  let lastAccepted: number | undefined;
  const gate = () => {
    const time = now();
    if (lastAccepted !== undefined && time - lastAccepted < windowMs) return false;
    lastAccepted = time;
    return true;
  };
  return Object.assign(gate, {
    reopen: () => {
      lastAccepted = undefined;
    },
  });
}
