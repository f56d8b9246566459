import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAsyncFieldCheck } from '../../../src/engine/async/latest-only.js';
import type { FieldError } from '../../../src/engine/validation/field-error.js';

const taken: FieldError[] = [{ path: '/username', messageId: 'username.taken', params: {}, message: 'Email is taken' }];

/** A run whose answers the test releases one by one, in any order. */
function controlledRun() {
  const calls: { value: string; answer: (errors: FieldError[] | null) => void; fail: (error: unknown) => void }[] = [];
  const run = vi.fn(
    (value: string) =>
      new Promise<FieldError[] | null>((answer, fail) => {
        calls.push({ value, answer, fail });
      }),
  );
  return { run, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAsyncFieldCheck', () => {
  it('runs the check only after the debounce time', async () => {
    const { run, calls } = controlledRun();
    const check = createAsyncFieldCheck({ run, debounceMs: 500 });
    const outcome = check.check('pat@clinic.example');
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledWith('pat@clinic.example');
    calls[0]?.answer(taken);
    await expect(outcome).resolves.toEqual({ status: 'done', value: 'pat@clinic.example', result: taken });
  });

  it('runs once for checks asked in quick succession, for the last value', async () => {
    const { run, calls } = controlledRun();
    const check = createAsyncFieldCheck({ run, debounceMs: 500 });
    const first = check.check('p');
    await vi.advanceTimersByTimeAsync(300);
    const second = check.check('pat');
    await expect(first).resolves.toEqual({ status: 'stale', value: 'p' });
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('pat');
    calls[0]?.answer(null);
    await expect(second).resolves.toEqual({ status: 'done', value: 'pat', result: null });
  });

  it('drops an answer that arrives after a newer check started', async () => {
    const { run, calls } = controlledRun();
    const check = createAsyncFieldCheck({ run, debounceMs: 500 });
    const old = check.check('old@clinic.example');
    await vi.advanceTimersByTimeAsync(500);
    const fresh = check.check('new@clinic.example');
    await vi.advanceTimersByTimeAsync(500);
    calls[1]?.answer(null);
    calls[0]?.answer(taken);
    await expect(old).resolves.toEqual({ status: 'stale', value: 'old@clinic.example' });
    await expect(fresh).resolves.toEqual({ status: 'done', value: 'new@clinic.example', result: null });
  });

  it('drops an answer when the field value changed while the check was in flight', async () => {
    const { run, calls } = controlledRun();
    const check = createAsyncFieldCheck({ run, debounceMs: 500 });
    const outcome = check.check('pat@clinic.example');
    await vi.advanceTimersByTimeAsync(500);
    check.valueChanged('pat@clinic.exampl');
    calls[0]?.answer(taken);
    await expect(outcome).resolves.toEqual({ status: 'stale', value: 'pat@clinic.example' });
  });

  it('keeps the answer when the reported value is the one being checked', async () => {
    const { run, calls } = controlledRun();
    const check = createAsyncFieldCheck({ run, debounceMs: 500 });
    const outcome = check.check('pat@clinic.example');
    await vi.advanceTimersByTimeAsync(500);
    check.valueChanged('pat@clinic.example');
    calls[0]?.answer(taken);
    await expect(outcome).resolves.toMatchObject({ status: 'done', result: taken });
  });

  it('does not run a check cancelled before its debounce ended', async () => {
    const { run } = controlledRun();
    const check = createAsyncFieldCheck({ run, debounceMs: 500 });
    const outcome = check.check('pat@clinic.example');
    check.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    await expect(outcome).resolves.toMatchObject({ status: 'stale' });
  });

  it('reports a failing check as failed instead of rejecting', async () => {
    const { run, calls } = controlledRun();
    const check = createAsyncFieldCheck({ run, debounceMs: 500 });
    const outcome = check.check('pat@clinic.example');
    await vi.advanceTimersByTimeAsync(500);
    const error = new Error('network');
    calls[0]?.fail(error);
    await expect(outcome).resolves.toEqual({ status: 'failed', value: 'pat@clinic.example', error });
  });

  it('uses an injected scheduler with the given debounce time', async () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const schedule = {
      setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    const run = vi.fn(async () => null);
    const check = createAsyncFieldCheck({ run, debounceMs: 750, schedule });
    const outcome = check.check('x');
    expect(timers.map((timer) => timer.ms)).toEqual([750]);
    expect(run).not.toHaveBeenCalled();
    timers[0]?.callback();
    await expect(outcome).resolves.toEqual({ status: 'done', value: 'x', result: null });
  });
});
