import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import tableTexts from '../../../../schemas/messages/table.json';
import type { BoundRequest, CallResult } from '../../../../src/engine/flow/call.js';
import { formatMessage } from '../../../../src/engine/messages/format-message.js';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider } from '../../../../src/renderer/screen/screen-runtime.js';
import { stubRuntime } from '../../../support/screen-runtime.js';

const catalogue = { 'queue.label': 'Waiting', 'queue.name': '{name}', 'load.pending': 'Loading…' };
const tableText = (id: string, params?: Record<string, unknown>) => formatMessage(tableTexts.messages as Record<string, string>, id, params as never);

const SIZE = 10;
const TOTAL = 23;
const queue: ScreenNode = {
  type: 'paged-repeat',
  id: 'queue',
  source: { call: { method: 'GET', path: '/api/queue', query: { limit: '$table/limit', offset: '$table/offset' } }, rows: '/rows', total: '/total' },
  paging: { sizes: [SIZE], size: SIZE, pagesPerBand: 5 },
  label: 'queue.label',
  content: [{ type: 'heading', level: 2, text: 'queue.name', params: { name: '$item/name' } }],
};

/** The queue's server: page 1 at once, any later page only when the test lets it answer. */
function queueServer() {
  let release: () => void = () => undefined;
  const later = new Promise<void>((resolve) => (release = resolve));
  const request = async (call: BoundRequest): Promise<CallResult> => {
    const query = new URL(call.url, 'http://portal').searchParams;
    const offset = Number(query.get('offset'));
    if (offset > 0) await later;
    const rows = Array.from({ length: Math.min(SIZE, TOTAL - offset) }, (_, index) => ({ name: `Applicant ${offset + index + 1}` }));
    return { status: 200, body: { rows, total: TOTAL } };
  };
  return { request, release: () => release() };
}

const names = () => within(screen.getByRole('list', { name: 'Waiting' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const showing = () => screen.getByText(/^Showing/).textContent;

beforeEach(() => sessionStorage.clear());

describe('a paged-repeat node', () => {
  it('says the range of the rows it draws: while the next page loads, the count still names the page still shown', async () => {
    const user = userEvent.setup();
    const server = queueServer();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MessagesProvider catalogue={catalogue} globals={{}}>
          <ScreenRuntimeProvider value={stubRuntime({}, { request: server.request })}>
            <ScreenNodes nodes={[queue]} />
          </ScreenRuntimeProvider>
        </MessagesProvider>
      </SWRConfig>,
    );
    // The first drawing also waits for the view's chunk.
    await waitFor(() => expect(names()[0]).toBe('Applicant 1'), { timeout: 15_000 });
    expect(showing()).toBe(tableText('table.showing', { from: 1, to: SIZE, total: TOTAL }));

    await user.click(screen.getByRole('button', { name: tableText('table.page', { n: 2 }) }));
    // Page 2 is asked for; page 1's rows stay drawn meanwhile, and so does their range.
    expect(names()[0]).toBe('Applicant 1');
    expect(showing()).toBe(tableText('table.showing', { from: 1, to: SIZE, total: TOTAL }));

    server.release();
    await waitFor(() => expect(names()[0]).toBe(`Applicant ${SIZE + 1}`));
    expect(showing()).toBe(tableText('table.showing', { from: SIZE + 1, to: SIZE * 2, total: TOTAL }));
  });
});
