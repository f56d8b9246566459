import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider } from '../../../../src/renderer/screen/screen-runtime.js';
import { stubRuntime } from '../../../support/screen-runtime.js';

const catalogue = { 'queue.approve': 'Approve', 'queue.approveName': 'Approve {name}' };

function draw(nodes: ScreenNode[]) {
  const send = vi.fn();
  const runtime = stubRuntime({ data: { applicant: { fullName: 'Quinn Queue' } } }, { send });
  render(
    <MessagesProvider catalogue={catalogue} globals={{}}>
      <ScreenRuntimeProvider value={runtime}>
        <ScreenNodes nodes={nodes} />
      </ScreenRuntimeProvider>
    </MessagesProvider>,
  );
  return send;
}

describe('the button node', () => {
  it('carries the thing it acts on in its accessible name, its bindings filled, while showing only the label', async () => {
    const send = draw([{ type: 'button', label: 'queue.approve', name: 'queue.approveName', params: { name: '$data/applicant/fullName' }, event: 'approve' }]);
    const button = screen.getByRole('button', { name: 'Approve Quinn Queue' });
    expect(button.textContent).toBe('Approve');
    await userEvent.click(button);
    expect(send).toHaveBeenCalledWith({ type: 'approve' });
  });
});
