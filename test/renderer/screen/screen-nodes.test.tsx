import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenNode } from '../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider } from '../../../src/renderer/screen/screen-runtime.js';
import { stubRuntime } from '../../support/screen-runtime.js';

const catalogue = {
  'sent.text': 'If no e-mail arrives within {minutes} minutes, call {phone}.',
  'sent.alert': 'Registration email has been sent.',
  'terms.open': 'Read the Terms of Use',
  'terms.title': 'Terms of Use',
  'terms.body': 'The terms.',
  'action.close': 'Close',
  'steps.label': 'Progress',
  'steps.completed': 'completed',
  'steps.counter': 'Step {current} of {total}:',
  'step.one': 'Confirm Identity',
  'step.two': 'Verification',
  'step.three': 'Review/Change Access',
  'login.link': 'Return to Login',
  'section.title': 'User Details',
};

const nodes: ScreenNode[] = [
  { type: 'text', text: 'sent.text', params: { minutes: 30, phone: '$data/contact/phone' } },
  { type: 'alert', variant: 'success', text: 'sent.alert' },
  { type: 'steps', steps: ['step.one', 'step.two', 'step.three'], current: 1 },
  { type: 'link', text: 'login.link', event: 'login' },
  { type: 'link', text: 'terms.open', event: '@open:terms' },
  {
    type: 'modal',
    id: 'terms',
    title: 'terms.title',
    content: [{ type: 'text', text: 'terms.body' }],
    actions: [{ label: 'action.close', event: '@close', variant: 'primary' }],
  },
  { type: 'section', number: 2, title: 'section.title', content: [{ type: 'link', text: 'terms.open', event: '@open:nested' }] },
  {
    type: 'modal',
    id: 'nested',
    title: 'terms.title',
    content: [{ type: 'section', title: 'section.title', content: [{ type: 'button', label: 'action.close', event: '@close' }] }],
    actions: [],
  },
];

/** A dialog element as jsdom lacks it: showModal and close toggle `open`. */
function dialogNamed(id: string): HTMLDialogElement {
  const dialog = document.querySelector(`dialog[data-modal="${id}"]`) as HTMLDialogElement;
  dialog.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  return dialog;
}

function renderNodes(send = vi.fn()) {
  function Harness() {
    const [openModal, setModal] = useState<string | null>(null);
    const runtime = stubRuntime({ data: { contact: { phone: '1-800-252-2021' } } }, { send, openModal, setModal });
    return (
      <ScreenRuntimeProvider value={runtime}>
        <ScreenNodes nodes={nodes} />
      </ScreenRuntimeProvider>
    );
  }
  render(
    <MessagesProvider catalogue={catalogue} globals={{}}>
      <Harness />
    </MessagesProvider>,
  );
  return send;
}

describe('screen nodes', () => {
  it('fills text params from literals and from loaded data', () => {
    renderNodes();
    const paragraph = screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === 'If no e-mail arrives within 30 minutes, call 1-800-252-2021.');
    // The number in an element of its own that never breaks across lines (message-text.tsx).
    expect(within(paragraph).getByText('1-800-252-2021').className).toBe('portal-unbroken');
  });

  it('announces a success alert as status', () => {
    renderNodes();
    expect(screen.getByRole('status').textContent).toContain('Registration email has been sent.');
  });

  it('marks the current step of a step indicator and the completed ones, and says it in its heading', () => {
    renderNodes();
    const indicator = screen.getByRole('group', { name: 'Progress' });
    const current = within(indicator).getByRole('listitem', { current: 'step' });
    expect(current.textContent).toBe('Verification');
    expect(within(indicator).getByText('Confirm Identity').closest('li')?.className).toContain('complete');
    expect(indicator.querySelector('.usa-step-indicator__heading')?.textContent).toBe('Step 2 of 3: Verification');
  });

  it('sends a link event to the flow', async () => {
    const send = renderNodes();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(send).toHaveBeenCalledWith({ type: 'login' });
  });

  it('opens and closes a modal without involving the flow', async () => {
    const send = renderNodes();
    const dialog = dialogNamed('terms');
    expect(dialog.open).toBe(false);
    await userEvent.click(screen.getAllByRole('button', { name: 'Read the Terms of Use' })[0] as HTMLElement);
    expect(dialog.open).toBe(true);
    expect(screen.getAllByRole('heading', { name: 'Terms of Use' }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close', hidden: true })[0] as HTMLElement);
    expect(dialog.open).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('opens a modal written elsewhere on the screen from inside a section, and closes it from a section inside the modal', async () => {
    renderNodes();
    const nested = dialogNamed('nested');
    const terms = dialogNamed('terms');
    const inSection = screen.getAllByRole('button', { name: 'Read the Terms of Use' })[1] as HTMLElement;
    await userEvent.click(inSection);
    expect(nested.open).toBe(true);
    expect(terms.open).toBe(false);
    // Only the open modal's content is drawn (each opening afresh), so its Close is the one inside it.
    await userEvent.click(within(nested).getAllByRole('button', { name: 'Close', hidden: true })[0] as HTMLElement);
    expect(nested.open).toBe(false);
  });

  it('numbers a section heading', () => {
    renderNodes();
    expect(screen.getByRole('heading', { name: '2 User Details' })).toBeTruthy();
  });
});

describe('a node with a condition', () => {
  function renderWith(data: Record<string, unknown>) {
    const runtime = stubRuntime({ data, switches: { multiFactor: false } });
    const conditional: ScreenNode[] = [
      { type: 'alert', variant: 'success', text: 'sent.alert', when: { value: '$data/sent', equals: true } },
      { type: 'text', text: 'login.link', when: { not: { value: '$switches/multiFactor' } } },
    ];
    return render(
      <MessagesProvider catalogue={catalogue} globals={{}}>
        <ScreenRuntimeProvider value={runtime}>
          <ScreenNodes nodes={conditional} />
        </ScreenRuntimeProvider>
      </MessagesProvider>,
    );
  }

  it('shows only while its `when` holds over the screen bindings', () => {
    const first = renderWith({ sent: false });
    expect(screen.queryByText('Registration email has been sent.')).toBeNull();
    expect(screen.getByText('Return to Login')).toBeTruthy();
    first.unmount();
    renderWith({ sent: true });
    expect(screen.getByText('Registration email has been sent.')).toBeTruthy();
  });
});
