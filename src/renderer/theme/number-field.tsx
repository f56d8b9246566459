import { getDefaultRegistry } from '@rjsf/core';
import type { Field, FieldProps } from '@rjsf/utils';

/** Widgets that hand back the picked option's own value (already a number), never typed text. */
const CHOICE_WIDGETS = new Set(['select', 'radio', 'hidden', 'SelectWidget', 'RadioWidget', 'HiddenWidget']);

/** rjsf's own number field, for numbers typed as text. */
let typedNumberField: Field | undefined;

/**
 * A number or integer field. rjsf's NumberField asks the browser for the locale's decimal
 * separator (a new `Intl.NumberFormat`) on every render, to read and show typed decimals; the
 * first one loads the locale's number data, the longest single call of the registration
 * form's mount on a phone. A number picked from a list (every number field the portal draws
 * today) is never typed or shown as text, so it goes straight to rjsf's StringField, as
 * NumberField itself would hand it on; a number typed as text keeps rjsf's NumberField.
 */
export function NumberField(props: FieldProps) {
  const widget = props.uiSchema?.['ui:widget'];
  if (typeof widget === 'string' && CHOICE_WIDGETS.has(widget)) {
    // rjsf's registry always holds its StringField (a theme adds fields, never removes them).
    const StringField = props.registry.fields.StringField as Field;
    return <StringField {...props} />;
  }
  typedNumberField ??= getDefaultRegistry().fields.NumberField as Field;
  const TypedNumberField = typedNumberField;
  return <TypedNumberField {...props} />;
}
