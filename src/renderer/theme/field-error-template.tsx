import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { MessageText } from '../messages/message-text.js';

/**
 * A field's errors, above the input as USWDS places them. The id is the one rjsf's inputs
 * name in aria-describedby, so screen readers read the error with the field.
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <span className="usa-error-message" id={errorId(fieldPathId)} role="alert">
      {shown.map((error, index) => (
        <span className="portal-error-line" key={index}>
          {typeof error === 'string' ? <MessageText text={error} /> : error}
        </span>
      ))}
    </span>
  );
}
