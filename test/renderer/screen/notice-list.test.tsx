import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../../src/engine/flow/flow-context.js';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';
import { NoticeList } from '../../../src/renderer/screen/notice-list.js';

const catalogue = { 'saved.text': 'Health plans have been added to your account', 'notice.dismiss': 'Dismiss' };
const draw = (notices: Notice[], onDismiss = vi.fn()) =>
  render(
    <MessagesProvider catalogue={catalogue} globals={{}}>
      <NoticeList notices={notices} hideMs={3000} onDismiss={onDismiss} />
    </MessagesProvider>,
  );

describe('notices', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a toast after its delay and hides it 3000 ms after that', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    draw([{ id: 4, text: 'saved.text', params: {}, variant: 'success', toastDelay: 200 }], onDismiss);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toContain('Health plans have been added to your account');
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith(4);
  });

  it('keeps any other notice until it is dismissed, announcing an error at once', async () => {
    const onDismiss = vi.fn();
    draw([{ id: 1, text: 'server.only', params: {}, variant: 'error', message: 'Deletion failed.' }], onDismiss);
    expect(screen.getByRole('alert').textContent).toContain('Deletion failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(1);
  });
});
