import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';
import { ModalDialog } from '../../../src/renderer/screen/modal-dialog.js';

beforeEach(() => {
  // jsdom has no modal dialogs: showModal and close toggle `open`; close fires its event as browsers do.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

let openOther: (id: string | null) => void = () => undefined;

function TwoModals() {
  const [open, setOpen] = useState<string | null>('confirm');
  openOther = setOpen;
  return (
    <MessagesProvider catalogue={{ 'a.title': 'Confirm', 'b.title': 'Refused' }} globals={{}}>
      <ModalDialog id="confirm" title="a.title" open={open === 'confirm'} onClose={() => setOpen(null)}>
        <p>confirm</p>
      </ModalDialog>
      <ModalDialog id="refused" title="b.title" open={open === 'refused'} onClose={() => setOpen(null)}>
        <p>refused</p>
      </ModalDialog>
    </MessagesProvider>
  );
}

const dialog = (id: string) => document.querySelector(`dialog[data-modal="${id}"]`) as HTMLDialogElement;

describe('a modal dialog', () => {
  it('shut because another opened in its place does not shut the new one', () => {
    render(<TwoModals />);
    expect(dialog('confirm').open).toBe(true);
    act(() => openOther('refused'));
    expect(dialog('confirm').open).toBe(false);
    expect(dialog('refused').open).toBe(true);
  });

  it('reports a close the visitor made (Escape) so the screen forgets it', () => {
    render(<TwoModals />);
    act(() => dialog('confirm').close());
    act(() => openOther('confirm'));
    expect(dialog('confirm').open).toBe(true);
  });

  it('starts at its heading, not at an action a slip of Enter would confirm', () => {
    render(
      <MessagesProvider catalogue={{ 'a.title': 'Delete' }} globals={{}}>
        <ModalDialog id="confirm" title="a.title" open onClose={() => undefined}>
          <button type="button">Delete</button>
        </ModalDialog>
      </MessagesProvider>,
    );
    expect(document.activeElement).toBe(dialog('confirm').querySelector('h2'));
  });

  it('starts at its first field when it asks for input', () => {
    render(
      <MessagesProvider catalogue={{ 'a.title': 'Reject' }} globals={{}}>
        <ModalDialog id="reason" title="a.title" open onClose={() => undefined}>
          <input type="hidden" name="userId" />
          <textarea aria-label="Reason" />
          <button type="button">Reject</button>
        </ModalDialog>
      </MessagesProvider>,
    );
    expect(document.activeElement).toBe(dialog('reason').querySelector('textarea'));
  });
});
