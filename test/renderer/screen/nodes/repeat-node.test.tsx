import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider } from '../../../../src/renderer/screen/screen-runtime.js';
import { stubRuntime } from '../../../support/screen-runtime.js';

const catalogue = {
  'queue.label': 'Waiting',
  'queue.empty': 'Nobody is waiting.',
  'queue.name': '{name}',
  'queue.plan': 'Plan: {name}',
  'queue.plans': 'Plans',
  'queue.approve': 'Approve',
  'queue.reject': 'Reject',
  'queue.role': 'Role',
};

const repeat: ScreenNode = {
  type: 'repeat',
  items: '$data/queue/rows',
  label: 'queue.label',
  empty: 'queue.empty',
  hold: { model: 'chosen', values: { userId: '$item/id' } },
  content: [
    { type: 'heading', level: 2, text: 'queue.name', params: { name: '$item/name' } },
    { type: 'facts', label: 'queue.label', items: [{ type: 'fact', term: 'queue.role', value: '$item/role' }] },
    { type: 'repeat', items: '$item/plans', label: 'queue.plans', content: [{ type: 'text', text: 'queue.plan', params: { name: '$item/name' } }] },
    { type: 'button', label: 'queue.approve', event: 'approve', when: { value: '$item/role', equals: 'Ordering Provider' } },
    { type: 'button', label: 'queue.reject', event: '@open:reject' },
  ],
};

function draw(rows: unknown[]) {
  const send = vi.fn();
  const setModal = vi.fn();
  const runtime = stubRuntime({ data: { queue: { rows } } }, { send, setModal });
  render(
    <MessagesProvider catalogue={catalogue} globals={{}}>
      <ScreenRuntimeProvider value={runtime}>
        <ScreenNodes nodes={[repeat]} />
      </ScreenRuntimeProvider>
    </MessagesProvider>,
  );
  return { send, setModal };
}

const rows = [
  { id: 7, name: 'Quinn Queue', role: 'Ordering Provider', plans: [{ name: 'Blue Valley' }, { name: 'Coastal' }] },
  { id: 9, name: 'Rita Review', role: 'Servicing Provider', plans: [] },
];

describe('the repeat node', () => {
  it('draws its content once per item of the list, $item reading that item, nested lists included', () => {
    draw(rows);
    const list = screen.getByRole('list', { name: 'Waiting' });
    const [quinn, rita] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(within(quinn as HTMLElement).getByRole('heading', { name: 'Quinn Queue' })).toBeTruthy();
    expect(within(quinn as HTMLElement).getByRole('list', { name: 'Plans' }).textContent).toBe('Plan: Blue ValleyPlan: Coastal');
    expect(within(quinn as HTMLElement).getByRole('button', { name: 'Approve' })).toBeTruthy();
    // A node's `when` reads the item too.
    expect(within(rita as HTMLElement).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rita as HTMLElement).getByText('Servicing Provider')).toBeTruthy();
  });

  it("holds the item's values before its event or modal, so the flow knows which item was meant", async () => {
    const { send, setModal } = draw(rows);
    const [, rita] = screen.getAllByRole('heading', { level: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(send.mock.calls).toEqual([[{ type: '@hold', model: 'chosen', values: { userId: 7 } }], [{ type: 'approve' }]]);
    send.mockClear();
    await userEvent.click(within(rita?.closest('li') as HTMLElement).getByRole('button', { name: 'Reject' }));
    expect(send.mock.calls).toEqual([[{ type: '@hold', model: 'chosen', values: { userId: 9 } }]]);
    expect(setModal).toHaveBeenCalledWith('reject');
  });

  it('says the list is empty in its own words', () => {
    draw([]);
    expect(screen.getByText('Nobody is waiting.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
