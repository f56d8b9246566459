import type { Registry } from '@rjsf/utils';
import { pointerFromId, type PortalFormContext } from '../forms/form-context.js';
import { useShownErrors } from '../forms/live-form.js';

/** The messages shown now for the field a widget draws (by its rjsf id), from the live form. */
export function useFieldErrors(props: { id: string; registry: Registry }): readonly string[] {
  const context = props.registry.formContext as PortalFormContext | undefined;
  return useShownErrors(context?.live, pointerFromId(props.id));
}
