import { describe, expect, it } from 'vitest';
import formBehaviour from '../../../schemas/config/form-behaviour.json';
import { createSubmitGate } from '../../../src/engine/forms/submit-gate.js';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createSubmitGate', () => {
  it('lets the first submit through', () => {
    expect(createSubmitGate(1250, clock().now)()).toBe(true);
  });

  it('ignores a submit repeated within the window', () => {
    const time = clock();
    const gate = createSubmitGate(formBehaviour.submitDebounceMs, time.now);
    expect(gate()).toBe(true);
    time.advance(1249);
    expect(gate()).toBe(false);
  });

  it('lets a submit through within the window once the last one was answered', () => {
    const time = clock();
    const gate = createSubmitGate(formBehaviour.submitDebounceMs, time.now);
    expect(gate()).toBe(true);
    time.advance(1);
    gate.reopen();
    expect(gate()).toBe(true);
    expect(gate()).toBe(false);
  });

  it('lets a submit through once the window has passed since the last accepted one', () => {
    const time = clock();
    const gate = createSubmitGate(1250, time.now);
    gate();
    time.advance(1000);
    expect(gate()).toBe(false);
    time.advance(250);
    expect(gate()).toBe(true);
    time.advance(10);
    expect(gate()).toBe(false);
  });

  it('uses the window it is given', () => {
    const time = clock();
    const gate = createSubmitGate(100, time.now);
    gate();
    time.advance(100);
    expect(gate()).toBe(true);
  });
});
