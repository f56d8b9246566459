import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { FieldErrorProps } from '@rjsf/utils';
import type { LiveForm } from '../forms/live-form.js';
import { useShownErrors } from '../forms/live-form.js';

/** What a field's group draws; every element is made by the field template and kept while only the messages change. */
export interface FieldGroupProps {
  live: LiveForm | undefined;
  /** The field's JSON pointer: the group shows the messages the form shows there. */
  pointer: string;
  ErrorTemplate: ComponentType<FieldErrorProps>;
  errorProps: Omit<FieldErrorProps, 'errors'>;
  /** A list or group drawn by rjsf's own fields: its errors stand above it, and without any it has no group of its own. */
  container: boolean;
  /** The label's `for` and content, when the field shows a label. */
  label?: { htmlFor: string; content: ReactNode };
  help?: ReactElement;
  link?: ReactElement;
  /** The success notice, shown while the field has no error. */
  notice?: ReactElement;
  children: ReactNode;
}

/**
 * A field's USWDS form group: the part of a field that follows its messages. A keystroke that
 * shows or clears an error redraws this group alone: the label's content, the hint, the
 * input and the link are elements the field template made, the same objects as before, so
 * React passes over them (the template itself, with its look-ups, is not run again).
 */
export function FieldGroup({ live, pointer, ErrorTemplate, errorProps, container, label, help, link, notice, children }: FieldGroupProps) {
  const errors = useShownErrors(live, pointer);
  const hasErrors = errors.length > 0;
  const errorList = <ErrorTemplate {...errorProps} errors={errors as string[]} />;
  if (container) {
    // The form's own errors (path "") and a list's ("Select at least one health plan") stand
    // above what they concern; without them a refusal about no single field would be lost.
    // The wrapper stays when they go: without it the fields inside would be drawn anew at the
    // keystroke that answers the refusal, and the field typed into would lose focus.
    return (
      <div className={hasErrors ? 'usa-form-group usa-form-group--error portal-group-errors' : 'portal-group-plain'} data-field={pointer}>
        {hasErrors && errorList}
        {children}
      </div>
    );
  }
  return (
    <div className={`usa-form-group${hasErrors ? ' usa-form-group--error' : ''}`} data-field={pointer}>
      {label && (
        <label className={`usa-label${hasErrors ? ' usa-label--error' : ''}`} htmlFor={label.htmlFor}>
          {label.content}
        </label>
      )}
      {help}
      {errorList}
      {children}
      {link}
      {!hasErrors && notice}
    </div>
  );
}
