import { resolveValue, type BindingScope } from '../bindings/binding.js';
import { getAtPointer } from '../schema/json-pointer.js';

/**
 * `ui:optionsFrom` in a ui file: a select's, radio list's or checkbox list's options taken
 * from a binding (the roles and security questions the registration defaults answer, the
 * health plans, the states) rather than written into the schema. `value`, `label` and
 * `description` are JSON pointers into each item.
 */
export interface OptionsFromHint {
  items: string;
  value: string;
  label: string;
  description?: string;
  /** A pointer to a flag of each item: true shows the option but it cannot be picked (a plan already held). */
  disabled?: string;
  /**
   * A catalogue id made from the item, `{/pointer}` filled from it ("caption.role.{/id}"):
   * the option's name as the catalogue words it; `label` stands in for an item the
   * catalogue does not name (a role the server added later).
   */
  labelId?: string;
  /** Likewise the option's description ("role.description.{/id}"); none when the catalogue has no such id. */
  descriptionId?: string;
}

/** One option as a widget draws it. */
export interface BoundOption {
  value: unknown;
  label: string;
  description?: string;
  disabled?: boolean;
  /** The catalogue ids of `labelId` and `descriptionId`, filled from the item. */
  labelId?: string;
  descriptionId?: string;
  /** The item itself (what `$item/...` reads in the option's notes). */
  item: unknown;
}

/** `"role.description.{/id}"` with each `{/pointer}` replaced by the item's value there. */
function itemMessageId(template: string, item: unknown): string {
  return template.replace(/\{(\/[^}]*)\}/g, (_slot, pointer: string) => String(getAtPointer(item, pointer) ?? ''));
}

/** The options a hint reads from the scope; none when the binding holds no list (yet). */
export function boundOptions(hint: OptionsFromHint, scope: BindingScope): BoundOption[] {
  const items = resolveValue(hint.items, scope);
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const value = getAtPointer(item, hint.value);
    const label = getAtPointer(item, hint.label);
    if (value === undefined || label === undefined || label === null) return [];
    const description = hint.description === undefined ? undefined : getAtPointer(item, hint.description);
    const disabled = hint.disabled !== undefined && getAtPointer(item, hint.disabled) === true;
    return [
      {
        value,
        label: String(label),
        item,
        ...(typeof description === 'string' && description !== '' ? { description } : {}),
        ...(disabled ? { disabled } : {}),
        ...(hint.labelId ? { labelId: itemMessageId(hint.labelId, item) } : {}),
        ...(hint.descriptionId ? { descriptionId: itemMessageId(hint.descriptionId, item) } : {}),
      },
    ];
  });
}
