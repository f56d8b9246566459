import type { MouseEvent } from 'react';
import type { ErrorSummaryLine } from '../../engine/forms/error-summary.js';
import type { Translate } from '../messages/messages-context.js';
import { ID_PREFIX, ID_SEPARATOR } from './form-context.js';
import { MessageText } from '../messages/message-text.js';

/** The rjsf id of the field at a JSON pointer ("/phone/number" -> "root.phone.number"), for a link's address. */
function idOf(pointer: string): string {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  return [ID_PREFIX, ...segments].join(ID_SEPARATOR);
}

/**
 * The USWDS error alert above a form after a refused Next or Submit: each error as a link to
 * its field. It is an alert, so a screen reader announces it while focus goes to the first
 * field, as the spec asks; a link focuses its field with the field's label in view.
 */
export function ErrorSummary(props: { lines: readonly ErrorSummaryLine[]; translate: Translate; onFollow: (pointer: string) => void }) {
  const { lines, translate, onFollow } = props;
  if (lines.length === 0) return null;
  const follow = (pointer: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // The router would take a change of the address's fragment for a move: the form moves focus itself.
    event.preventDefault();
    onFollow(pointer);
  };
  return (
    <div className="usa-alert usa-alert--error portal-error-summary" role="alert">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading">{translate('form.errorSummary.title')}</h2>
        <p className="usa-alert__text">{translate('form.errorSummary')}</p>
        <ul className="portal-error-summary__list">
          {lines.map((line, index) => (
            <li key={`${line.pointer}:${index}`}>
              <a className="usa-link" href={`#${idOf(line.pointer)}`} onClick={follow(line.pointer)}>
                <MessageText text={translate(line.messageId, line.params)} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
