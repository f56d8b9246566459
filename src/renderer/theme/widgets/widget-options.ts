import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { resolveValue } from '../../../engine/bindings/binding.js';
import { boundOptions, type OptionsFromHint } from '../../../engine/forms/bound-options.js';
import { CAPTION_PREFIX } from '../../../engine/messages/format-message.js';
import { isSchemaNode } from '../../../engine/schema/json-schema.js';
import type { PortalFormContext } from '../../forms/form-context.js';
import { useLiveValue } from '../../forms/live-form.js';

/** An option as the portal's list widgets draw it: rjsf's, plus a description and whether it can be picked. */
export type WidgetOption = EnumOptionsType & { description?: string; disabled?: boolean; item?: unknown };

/**
 * The options a select, radio or checkbox list shows: from the ui file's `ui:optionsFrom`
 * binding when it has one (loaded roles, questions, plans), else the schema's own.
 */
export function widgetOptions(props: Pick<WidgetProps, 'options' | 'uiSchema' | 'registry'>): WidgetOption[] {
  const hint = props.uiSchema?.['ui:optionsFrom'];
  const context = props.registry.formContext as PortalFormContext | undefined;
  // Redrawn when a bound list changes (the plans an answer brought), not on every keystroke.
  useLiveValue(
    context?.live,
    (live) => (isSchemaNode(hint) ? JSON.stringify(boundOptions(hint as unknown as OptionsFromHint, live.scope).map((option) => [option.value, option.label, option.disabled])) : ''),
    '',
    // The options are the bound list's items: the same list, the same options.
    { parts: (live) => [hint, isSchemaNode(hint) ? resolveValue((hint as unknown as OptionsFromHint).items, live.scope) : undefined] },
  );
  // rjsf's `ui:options.enumDisabled`: values shown but not to be picked (plans already held).
  const off = (props.options.enumDisabled ?? []) as unknown[];
  const withState = (option: WidgetOption): WidgetOption => (off.includes(option.value) ? { ...option, disabled: true } : option);
  // The schema's own options are named by caption ids (their titles).
  const translate = context?.translate;
  const named = (option: WidgetOption): WidgetOption =>
    translate && typeof option.label === 'string' && option.label.startsWith(CAPTION_PREFIX) ? { ...option, label: translate(option.label) } : option;
  if (!isSchemaNode(hint)) return ((props.options.enumOptions ?? []) as WidgetOption[]).map((option) => withState(named(option)));
  const scope = context?.scope ?? {};
  // A catalogue id the catalogue lacks comes back as itself: then the item's own words stand.
  const worded = (id: string | undefined, fallback: string | undefined) => {
    if (!id || !translate) return fallback;
    const text = translate(id);
    return text === id ? fallback : text;
  };
  return boundOptions(hint as unknown as OptionsFromHint, scope).map((option) => {
    const description = worded(option.descriptionId, option.description);
    return withState({
      value: option.value,
      label: worded(option.labelId, option.label) as string,
      item: option.item,
      ...(description ? { description } : {}),
      ...(option.disabled ? { disabled: true } : {}),
    });
  });
}
