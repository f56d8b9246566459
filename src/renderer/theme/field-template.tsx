import type { FieldTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions, helpId } from '@rjsf/utils';
import { noticeId } from './described-by.js';
import { fieldStateAt } from '../../engine/rules/field-states.js';
import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { pointerFromId, type PortalFormContext } from '../forms/form-context.js';
import { useLiveValue } from '../forms/live-form.js';
import { FieldGroup } from './field-group.js';
import { RequiredMarker } from './required-marker.js';

/**
 * One field: USWDS form group with label, required marker, hint, the input, its errors and
 * an optional success notice. Errors are the form's shown errors at this field's pointer
 * (its dirty rules applied), read from the live form rather than rjsf's by the group
 * (field-group.tsx), so they follow what is typed before rjsf hears of it and redraw the
 * group alone.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, children, hidden, schema, uiSchema, registry } = props;
  const context = registry.formContext as PortalFormContext | undefined;
  const pointer = pointerFromId(id);
  // Redrawn when this field's rule state or notice changes, which rjsf does not see.
  useLiveValue(
    context?.live,
    (live) => {
      const own = fieldStateAt(live.fieldStates, pointer);
      return `${own.hidden}|${own.required}|${live.notices[pointer] ?? ''}`;
    },
    '',
    { field: pointer },
  );
  const state = context ? fieldStateAt(context.fieldStates, pointer) : undefined;
  if (hidden || state?.hidden) return null;
  const isRequired = required || state?.required;
  const translate = context?.translate ?? ((key: string) => key);
  const notice = context?.notices[pointer];
  // Hints are catalogue ids in the ui file; schema descriptions are notes for authors, not users.
  // A hint quotes the field's length limits through slots, so it follows the rule file.
  const help = uiSchema?.['ui:help'] as string | undefined;
  // A list drawn by a widget of its own (the plan checklist) is one field with a label.
  const isContainer = (schema.type === 'object' || schema.type === 'array') && uiSchema?.['ui:widget'] === undefined;
  // A link beside the field sending a screen event (the Terms of Use opening its modal).
  const link = uiSchema?.['ui:link'] as { text: string; event: string } | undefined;
  const ErrorTemplate = getTemplate('FieldErrorTemplate', registry, getUiOptions(uiSchema));
  const errorProps = { fieldPathId: props.fieldPathId, schema, registry };
  if (isContainer) {
    return (
      <FieldGroup live={context?.live} pointer={pointer} ErrorTemplate={ErrorTemplate} errorProps={errorProps} container>
        {children}
      </FieldGroup>
    );
  }
  const isCheckbox = schema.type === 'boolean';
  // A label that is data of the field's row (a security question's text), not a caption.
  const titleFrom = uiSchema?.['ui:titleFrom'] as string | undefined;
  const titled = titleFrom ? getAtPointer(context?.formData, pointer.replace(/\/[^/]*$/, '') + titleFrom) : undefined;
  const labelText = (
    <>
      {typeof titled === 'string' ? titled : label}
      {isRequired && <RequiredMarker title={translate('form.requiredMarker')} />}
    </>
  );
  return (
    <FieldGroup
      live={context?.live}
      pointer={pointer}
      ErrorTemplate={ErrorTemplate}
      errorProps={errorProps}
      container={false}
      {...(displayLabel && !isCheckbox ? { label: { htmlFor: id, content: labelText } } : {})}
      {...(help
        ? {
            help: (
              <div className="usa-hint" id={helpId(id)}>
                {translate(help, { minLength: schema.minLength, maxLength: schema.maxLength })}
              </div>
            ),
          }
        : {})}
      {...(link && context?.sendEvent
        ? {
            link: (
              <button type="button" className="usa-button usa-button--unstyled portal-field-link" onClick={() => context.sendEvent?.(link.event)}>
                {translate(link.text)}
              </button>
            ),
          }
        : {})}
      {...(notice
        ? {
            notice: (
              <div className="portal-field-notice" role="status" id={noticeId(id)}>
                {notice}
              </div>
            ),
          }
        : {})}
    >
      {children}
    </FieldGroup>
  );
}
