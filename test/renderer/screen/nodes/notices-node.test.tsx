import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { BoundRequest, CallResult } from '../../../../src/engine/flow/call.js';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider } from '../../../../src/renderer/screen/screen-runtime.js';
import { stubRuntime } from '../../../support/screen-runtime.js';

const notices: ScreenNode = {
  type: 'notices',
  label: 'notices.label',
  call: { method: 'GET', path: '/api/globalMessages/:id', pathParams: { id: '$config/layout/globalMessageId' } },
  texts: '/model',
};

function draw(answer: (bound: BoundRequest) => Promise<CallResult>) {
  const request = vi.fn(answer);
  const runtime = stubRuntime({ config: { layout: { globalMessageId: 7 } } }, { request });
  // Each drawing in a portal of its own: one swr cache (the flow router's).
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
    <MessagesProvider catalogue={{ 'notices.label': 'Notices', 'page.heading': 'Sign In' }} globals={{}}>
      <ScreenRuntimeProvider value={runtime}>
        <ScreenNodes nodes={[notices, { type: 'heading', level: 1, text: 'page.heading' }]} />
      </ScreenRuntimeProvider>
    </MessagesProvider>
    </SWRConfig>,
  );
  return { request, view };
}

describe('the notices node', () => {
  it("asks its call with the bound id and shows each of the answer's texts as an information alert, as text", async () => {
    const { request } = draw(async () => ({ status: 200, body: { model: ['Maintenance on Sunday.', '<b>Not markup</b>', ' '] } }));
    const region = await screen.findByRole('region', { name: 'Notices' });
    expect(request).toHaveBeenCalledWith({ method: 'GET', url: '/api/globalMessages/7' });
    const texts = [...region.querySelectorAll('.usa-alert__text')].map((node) => node.textContent);
    expect(texts).toEqual(['Maintenance on Sunday.', '<b>Not markup</b>']);
    expect(region.querySelector('b')).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shows nothing, and keeps the page, when there is no such message or the call fails', async () => {
    for (const answer of [async () => ({ status: 404, body: {} }), async () => Promise.reject(new TypeError('Failed to fetch'))]) {
      const { view } = draw(answer as () => Promise<CallResult>);
      expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
      view.unmount();
    }
  });
});
