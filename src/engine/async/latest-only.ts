/** The timer functions a check uses; injectable so tests can drive time themselves. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What became of one requested check. */
export type AsyncCheckOutcome<V, R> =
  /** The check ran for the value still current: its answer applies. */
  | { status: 'done'; value: V; result: R }
  /** A newer check or a change of value came first: drop this result. */
  | { status: 'stale'; value: V }
  /** The check itself failed (network, server): the caller decides whether to say so. */
  | { status: 'failed'; value: V; error: unknown };

/** Options of {@link createAsyncFieldCheck}. */
export interface AsyncFieldCheckOptions<V, R> {
  /** The check, e.g. a username-availability call; answers what the form should do. */
  run: (value: V) => Promise<R>;
  /** Quiet time before running (form-behaviour.json `asyncCheckDebounceMs`, 500 ms in the spec). */
  debounceMs: number;
  /** Defaults to the global timers (which vi.useFakeTimers replaces). */
  schedule?: Scheduler;
  /** Decides whether two values are the same; default `Object.is`. */
  same?: (a: V, b: V) => boolean;
}

/** A debounced, latest-only asynchronous check of one field. */
export interface AsyncFieldCheck<V, R> {
  /** Asks for a check of `value`; resolves once it is known what became of it (never rejects). */
  check(value: V): Promise<AsyncCheckOutcome<V, R>>;
  /** Tells the check the field now holds `value`; a pending check of another value goes stale. */
  valueChanged(value: V): void;
  /** Makes any pending check stale (the field was hidden, disabled or left the page). */
  cancel(): void;
}

interface Pending<V, R> {
  value: V;
  timer: unknown;
  settle: (outcome: AsyncCheckOutcome<V, R>) => void;
}

/**
 * Runs a field's server check after a quiet period and keeps only the answer that still
 * fits the field: the spec says "an async result is ignored if the model changed
 * meanwhile", because a late "Email is taken" for an address the user already corrected
 * would be wrong on screen.
 *
 * Every check resolves exactly once, to "done", "stale" or "failed", so callers never
 * hold a promise that hangs forever.
 */
export function createAsyncFieldCheck<V, R>(options: AsyncFieldCheckOptions<V, R>): AsyncFieldCheck<V, R> {
  const schedule = options.schedule ?? globalTimers;
  const same = options.same ?? Object.is;
  let pending: Pending<V, R> | undefined;

  const dropPending = (): void => {
    if (!pending) return;
    schedule.clearTimeout(pending.timer);
    pending.settle({ status: 'stale', value: pending.value });
    pending = undefined;
  };

  return {
    check(value) {
      dropPending();
      return new Promise((resolve) => {
        const entry: Pending<V, R> = { value, timer: undefined, settle: resolve };
        entry.timer = schedule.setTimeout(() => {
          // Still pending at run time; stays so until the answer comes, so that a newer
          // check or a change of value can make this one stale while it is in flight.
          options.run(value).then(
            (result) => finish(entry, { status: 'done', value, result }),
            (error: unknown) => finish(entry, { status: 'failed', value, error }),
          );
        }, options.debounceMs);
        pending = entry;
      });
    },
    valueChanged(value) {
      if (pending && !same(pending.value, value)) dropPending();
    },
    cancel: dropPending,
  };

  function finish(entry: Pending<V, R>, outcome: AsyncCheckOutcome<V, R>): void {
    // Only the current entry may report; an older one was already settled as stale.
    if (pending !== entry) return;
    pending = undefined;
    entry.settle(outcome);
  }
}

const globalTimers: Scheduler = {
  // Looked up at call time, not captured, so fake timers installed later still apply.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
