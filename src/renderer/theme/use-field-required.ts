import type { Registry } from '@rjsf/utils';
import { fieldStateAt } from '../../engine/rules/field-states.js';
import { pointerFromId, type PortalFormContext } from '../forms/form-context.js';
import { useLiveValue } from '../forms/live-form.js';

/**
 * Whether the field a widget draws is required: by the schema (rjsf's flag) or by a ui rule
 * (the US Domain ID of internal staff, a security question's row), as its label's mark says.
 * The control states it itself, since the mark is hidden from assistive technology.
 */
export function useFieldRequired(props: { id: string; required?: boolean; registry: Registry }): boolean {
  const context = props.registry.formContext as PortalFormContext | undefined;
  const pointer = pointerFromId(props.id);
  const ruleRequired = useLiveValue(context?.live, (live) => fieldStateAt(live.fieldStates, pointer).required, false, { field: pointer });
  return Boolean(props.required || ruleRequired);
}
