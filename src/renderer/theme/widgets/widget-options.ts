import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { boundOptions, type OptionsFromHint } from '../../../engine/forms/bound-options.js';
import { isSchemaNode } from '../../../engine/schema/json-schema.js';
import type { PortalFormContext } from '../../forms/form-context.js';

/** An option as the portal's list widgets draw it: rjsf's, plus an optional description. */
export type WidgetOption = EnumOptionsType & { description?: string };

/**
 * The options a select, radio or checkbox list shows: from the ui file's `ui:optionsFrom`
 * binding when it has one (loaded roles, questions, plans), else the schema's own.
 */
export function widgetOptions(props: Pick<WidgetProps, 'options' | 'uiSchema' | 'registry'>): WidgetOption[] {
  const hint = props.uiSchema?.['ui:optionsFrom'];
  if (!isSchemaNode(hint)) return (props.options.enumOptions ?? []) as WidgetOption[];
  const scope = (props.registry.formContext as PortalFormContext | undefined)?.scope ?? {};
  return boundOptions(hint as unknown as OptionsFromHint, scope).map((option) => ({ value: option.value, label: option.label, ...(option.description ? { description: option.description } : {}) }));
}
