import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider, type ScreenRuntime } from '../../../../src/renderer/screen/screen-runtime.js';

// A component test's own catalogue: what the node does with texts, not the product's wording.
const catalogue = {
  'confirm.label': 'To delete',
  'confirm.row': '{identifier}: {plan}',
  'confirm.summary': 'Identifiers: {count}. Plans ({groups}): {names}.',
};

const list: ScreenNode = {
  type: 'list',
  items: '$form/selection/selected',
  label: 'confirm.label',
  text: 'confirm.row',
  params: { identifier: '$item/key_value', plan: '$item/healthplan_name' },
  summary: 'confirm.summary',
  groupBy: '$item/healthplan_name',
};

const selection = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key_value: String(100000000 + index), healthplan_name: index % 2 ? 'Summit Care' : 'Blue Valley' }));

function draw(selected: unknown[]) {
  const runtime: ScreenRuntime = {
    send: () => undefined,
    setModal: () => undefined,
    resources: () => {
      throw new Error('no forms');
    },
    heldData: () => undefined,
    serverErrors: () => undefined,
    request: async () => ({ status: 200 }),
    scope: { form: { selection: { selected } } },
    openModal: null,
  };
  render(
    <MessagesProvider catalogue={catalogue} globals={{}}>
      <ScreenRuntimeProvider value={runtime}>
        <ScreenNodes nodes={[list]} />
      </ScreenRuntimeProvider>
    </MessagesProvider>,
  );
}

// jsdom lays nothing out: the scroll box and its lines get the sizes a browser would give them.
beforeEach(() => {
  const sized = (name: 'clientHeight' | 'clientWidth' | 'offsetHeight', box: number, line: number) =>
    vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('portal-list') ? box : line;
    });
  const spies = [sized('clientHeight', 240, 32), sized('clientWidth', 320, 320), sized('offsetHeight', 240, 32)];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
});

describe('a list node', () => {
  it('summarises 99,999 items by count and group, and puts only the lines in view into the document', async () => {
    draw(selection(99_999));
    // The first test also waits for the view's chunk.
    expect(await screen.findByText('Identifiers: 99,999. Plans (2): Blue Valley and Summit Care.', {}, { timeout: 5000 })).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'To delete' })).getAllByRole('listitem');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(50);
    expect(lines[0]?.textContent).toBe('100000000: Blue Valley');
    expect(lines[0]?.getAttribute('aria-setsize')).toBe('99999');
    expect(lines[1]?.getAttribute('aria-posinset')).toBe('2');
  });

  it('draws every line of a short list in a scroll box keyboard users can reach', async () => {
    draw(selection(2));
    const box = await screen.findByRole('region', { name: 'To delete' }, { timeout: 5000 });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['100000000: Blue Valley', '100000001: Summit Care']);
  });
});
