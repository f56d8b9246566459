import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../messages/messages-context.js';

/**
 * A modal dialog on the native <dialog> element: focus is trapped and returned by the
 * browser, starts at the first field or else the heading (never on an action), Escape closes it (the spec's modal notifications close on Escape). Only a close
 * the visitor made is reported: a dialog shut because another opened in its place (a
 * confirmation answered by a refusal modal) fires its close event late, and must not shut
 * the new one.
 */
export function ModalDialog(props: { id: string; title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const translate = useMessages();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      dialog.showModal?.();
      // The browser would focus the first button, which may be the one that deletes or
      // approves: a slip of Enter must not confirm. A modal asking for input starts at its
      // first field, any other at its heading (WAI-ARIA's dialog pattern for such actions).
      const field = dialog.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select');
      (field ?? dialog.querySelector<HTMLElement>('.usa-modal__heading'))?.focus();
    }
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog ref={ref} className="usa-modal portal-modal" aria-labelledby={headingId} data-modal={props.id} onClose={() => props.open && props.onClose()}>
      <div className="usa-modal__content">
        <div className="usa-modal__main">
          <h2 className="usa-modal__heading" id={headingId} tabIndex={-1}>
            {translate(props.title)}
          </h2>
          {props.children}
        </div>
      </div>
    </dialog>
  );
}
