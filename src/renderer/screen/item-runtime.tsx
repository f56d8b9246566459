import { useMemo, type ReactNode } from 'react';
import { bindTemplate } from '../../engine/bindings/binding.js';
import { ScreenRuntimeProvider, type ScreenRuntime } from './screen-runtime.js';

/** Values held for a model before an item's event is sent or its modal opened: `{ "model": "chosen", "values": { "key": "$item/id" } }`. */
export interface ItemHold {
  model: string;
  values: Record<string, unknown>;
}

/**
 * One item's runtime (a `repeat` or `paged-repeat` item): `$item` reads the item, and its
 * events first hold the item's values, so the flow's calls know which item was meant.
 */
function ItemRuntime(props: { parent: ScreenRuntime; item: unknown; hold?: ItemHold | undefined; children: ReactNode }) {
  const { parent, item, hold } = props;
  const runtime = useMemo<ScreenRuntime>(() => {
    const scope = { ...parent.scope, item };
    const holdValues = () => {
      if (hold) parent.send({ type: '@hold', model: hold.model, values: bindTemplate(hold.values, scope) as Record<string, unknown> });
    };
    return {
      ...parent,
      scope,
      send: (event) => {
        if (!event.model) holdValues();
        parent.send(event);
      },
      setModal: (modal) => {
        if (modal) holdValues();
        parent.setModal(modal);
      },
    };
  }, [parent, item, hold]);
  return <ScreenRuntimeProvider value={runtime}>{props.children}</ScreenRuntimeProvider>;
}

/** A list of items, each drawn by `draw` inside its own {@link ItemRuntime}, named `label` for screen readers. */
export function ItemList(props: { parent: ScreenRuntime; items: readonly unknown[]; label: string; hold?: ItemHold | undefined; draw: () => ReactNode }) {
  return (
    <ul className="portal-repeat" aria-label={props.label}>
      {props.items.map((item, index) => (
        <li key={index} className="portal-repeat__item">
          <ItemRuntime parent={props.parent} item={item} hold={props.hold}>
            {props.draw()}
          </ItemRuntime>
        </li>
      ))}
    </ul>
  );
}

/** The meta-schema of a `hold` key. */
export const HOLD_SCHEMA = {
  type: 'object',
  required: ['model', 'values'],
  properties: { model: { $ref: 'screen.schema.json#/definitions/fileName' }, values: { type: 'object' } },
  additionalProperties: false,
} as const;
