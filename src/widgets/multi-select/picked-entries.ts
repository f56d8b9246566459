import { setAtPointer } from '../../engine/forms/set-at-pointer.js';
import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { sameValue } from '../../renderer/theme/widgets/checkbox-option.js';
import type { WidgetOption } from '../../renderer/theme/widgets/widget-options.js';

/**
 * How a multi-select keeps what is picked. Plainly each entry is an option's value; with
 * `valueAt` (ui:options) each entry is an object holding the value there, beside what the
 * visitor adds to that pick (a plan's PIN at `pinAt`).
 */
export interface PickShape {
  valueAt?: string;
}

/** The option value an entry stands for. */
export function entryValue(entry: unknown, shape: PickShape): unknown {
  return shape.valueAt ? getAtPointer(entry, shape.valueAt) : entry;
}

/** The entries after one option is picked or unpicked, in the options' order; other entries keep what they hold. */
export function toggledEntries(options: readonly WidgetOption[], entries: readonly unknown[], value: unknown, on: boolean, shape: PickShape): unknown[] {
  const held = (candidate: unknown) => entries.find((entry) => sameValue(entryValue(entry, shape), candidate));
  return options.flatMap((option) => {
    if (sameValue(option.value, value)) {
      if (!on) return [];
      return [shape.valueAt ? setAtPointer({}, shape.valueAt, option.value) : option.value];
    }
    const entry = held(option.value);
    return entry === undefined ? [] : [entry];
  });
}
