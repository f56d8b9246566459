import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoundRequest, CallResult } from '../../../../src/engine/flow/call.js';
import { UNAUTHORIZED_EVENT } from '../../../../src/engine/flow/raised-events.js';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider, type ScreenRuntime } from '../../../../src/renderer/screen/screen-runtime.js';
import { stubRuntime } from '../../../support/screen-runtime.js';

const catalogue = { 'export.label': 'Export as CSV', 'export.file': 'trail-{day}.csv', 'export.failed': 'The export could not be made.' };
const node = {
  type: 'download',
  call: { method: 'GET', path: '/api/things/export', query: { user: '$data/applied/user', from: '$data/applied/from' } },
  label: 'export.label',
  fileName: 'export.file',
  params: { day: '$data/applied/from' },
  failed: 'export.failed',
} as unknown as ScreenNode;

function draw(answer: CallResult, overrides: Partial<ScreenRuntime> = {}) {
  const request = vi.fn(async (_bound: BoundRequest) => answer);
  const runtime = stubRuntime({ data: { applied: { user: 'lee & co', from: '2026-11-01' } } }, { request, ...overrides });
  render(
    <MessagesProvider catalogue={catalogue} globals={{}}>
      <ScreenRuntimeProvider value={runtime}>
        <ScreenNodes nodes={[node]} />
      </ScreenRuntimeProvider>
    </MessagesProvider>,
  );
  return { request, runtime };
}

describe('the download node', () => {
  const saved: { href: string; download: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:saved');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks its call with the bound filter through the API client and saves the answer under the catalogue file name', async () => {
    const { request } = draw({ status: 200, body: '"a","b"\r\n' });
    fireEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(request.mock.calls[0]?.[0]).toEqual({ method: 'GET', url: '/api/things/export?user=lee+%26+co&from=2026-11-01' });
    expect(saved[0]).toEqual({ href: 'blob:saved', download: 'trail-2026-11-01.csv' });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says a refused export beside the button and saves nothing; a lost session goes to the flow', async () => {
    draw({ status: 400, body: { errors: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await screen.findByText('The export could not be made.');
    expect(saved).toHaveLength(0);

    const send = vi.fn();
    const ended = { status: 401, body: { errors: [] } };
    draw(ended, { send });
    fireEvent.click(screen.getAllByRole('button', { name: 'Export as CSV' })[1] as HTMLElement);
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: UNAUTHORIZED_EVENT, result: ended }));
  });
});
