import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusyShield } from '../../../src/renderer/flow/busy-shield.js';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';

const catalogue = { 'busy.pending': 'Working, please wait…' };
const draw = (busy: boolean) => (
  <MessagesProvider catalogue={catalogue} globals={{}}>
    <BusyShield busy={busy} delayMs={500} />
  </MessagesProvider>
);

describe('the busy shield', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('covers the page only once calls have been pending for its delay, and says so to screen readers', () => {
    const { rerender } = render(draw(true));
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Working, please wait…');
    rerender(draw(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never flashes for an answer quicker than its delay', () => {
    const { rerender } = render(draw(true));
    act(() => vi.advanceTimersByTime(300));
    rerender(draw(false));
    rerender(draw(true));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
