import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { siblingReference } from '../../engine/schema/sibling-reference.js';
import type { PortalFormContext } from '../forms/form-context.js';
import { useLiveValue } from '../forms/live-form.js';

/** A limit an input can carry as its `min` or `max` attribute. */
type InputLimit = string | number | undefined;

const asLimit = (value: unknown): InputLimit => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/**
 * An input's `min` or `max` from its rule: a fixed value as it is, or the value of the field a
 * `$data` reference names (`"formatMinimum": { "$data": "1/from" }`: the End date's calendar
 * starts at the Start date), followed as that field changes. rjsf puts the reference object
 * itself on the attribute, which the browser cannot read.
 */
export function useInputLimit(context: PortalFormContext | undefined, pointer: string, limit: unknown): InputLimit {
  const sibling = siblingReference(limit);
  const at = sibling === undefined ? '' : `${pointer.replace(/\/[^/]*$/, '')}/${sibling}`;
  // Only an input whose limit is another field's value listens to the form.
  const bound = useLiveValue(sibling === undefined ? undefined : context?.live, (live) => asLimit(getAtPointer(live.formData, at)), undefined, {
    parts: (live) => [getAtPointer(live.formData, at)],
  });
  return sibling === undefined ? asLimit(limit) : bound;
}
