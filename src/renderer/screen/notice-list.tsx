import { useEffect, useState } from 'react';
import type { Notice } from '../../engine/flow/flow-context.js';
import type { MessageParams } from '../../engine/messages/message-catalogue.js';
import { useMessages } from '../messages/messages-context.js';

const VARIANT_CLASS = { info: 'usa-alert--info', success: 'usa-alert--success', warning: 'usa-alert--warning', error: 'usa-alert--error' } as const;

/**
 * The notices the flow raised on this screen (an outcome's notice, a refusal no outcome
 * handled), in a live region that is always there. Errors are announced at once (role
 * alert), others politely (role status). A
 * toast shows after its delay and hides by itself `hideMs` later (the spec's "3000 ms plus
 * the delay"); any other notice stays until dismissed, so nobody misses one while reading.
 */
export function NoticeList(props: { notices: readonly Notice[]; hideMs: number; onDismiss: (id: number) => void }) {
  // Drawn while empty too: a live region must be on the page before what it announces
  // arrives (a notice inserted with its own region is not read by every screen reader).
  return (
    <div className="portal-notices" aria-live="polite">
      {props.notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} hideMs={props.hideMs} onDismiss={() => props.onDismiss(notice.id)} />
      ))}
    </div>
  );
}

function NoticeItem({ notice, hideMs, onDismiss }: { notice: Notice; hideMs: number; onDismiss: () => void }) {
  const translate = useMessages();
  const toast = notice.toastDelay !== undefined;
  const [visible, setVisible] = useState(!toast || notice.toastDelay === 0);
  useEffect(() => {
    if (!toast) return;
    const delay = notice.toastDelay ?? 0;
    const show = setTimeout(() => setVisible(true), delay);
    const hide = setTimeout(onDismiss, delay + hideMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
    // One schedule per notice: it is keyed by id and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!visible) return null;
  const text = translate(notice.text, notice.params as MessageParams);
  // A refusal whose id the browser's catalogue lacks shows the server's own words.
  const shown = text === notice.text && notice.message ? notice.message : text;
  return (
    <div className={`usa-alert usa-alert--slim ${VARIANT_CLASS[notice.variant]}`} role={notice.variant === 'error' ? 'alert' : 'status'}>
      <div className="usa-alert__body">
        <p className="usa-alert__text">{shown}</p>
        <button type="button" className="usa-button usa-button--unstyled" onClick={onDismiss}>
          {translate('notice.dismiss')}
        </button>
      </div>
    </div>
  );
}
