import type { Notice } from '../../engine/flow/flow-context.js';
import { useMessages } from '../messages/messages-context.js';
import type { MessageParams } from '../../engine/messages/message-catalogue.js';

const VARIANT_CLASS = { info: 'usa-alert--info', success: 'usa-alert--success', warning: 'usa-alert--warning', error: 'usa-alert--error' } as const;

/**
 * The notices the flow raised on this screen (an outcome's notice, a refusal no outcome
 * handled). Errors are announced at once (role alert), others politely (role status); each
 * stays until dismissed, so nobody misses one while reading. A refusal whose message id
 * the browser's catalogue lacks shows the server's own text.
 */
export function NoticeList(props: { notices: readonly Notice[]; onDismiss: (id: number) => void }) {
  const translate = useMessages();
  if (props.notices.length === 0) return null;
  return (
    <div className="portal-notices">
      {props.notices.map((notice) => {
        const text = translate(notice.text, notice.params as MessageParams);
        const shown = text === notice.text && notice.message ? notice.message : text;
        return (
          <div key={notice.id} className={`usa-alert usa-alert--slim ${VARIANT_CLASS[notice.variant]}`} role={notice.variant === 'error' ? 'alert' : 'status'}>
            <div className="usa-alert__body">
              <p className="usa-alert__text">{shown}</p>
              <button type="button" className="usa-button usa-button--unstyled" onClick={() => props.onDismiss(notice.id)}>
                {translate('notice.dismiss')}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
