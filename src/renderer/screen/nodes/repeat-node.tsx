import { resolveValue } from '../../../engine/bindings/binding.js';
import type { Condition } from '../../../engine/rules/condition.js';
import { evaluateCondition } from '../../../engine/rules/evaluate-condition.js';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { useMessages } from '../../messages/messages-context.js';
import { HOLD_SCHEMA, ItemList, type ItemHold } from '../item-runtime.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { defineNodeType, META } from '../node-type.js';

interface RepeatNode {
  type: 'repeat';
  /** A binding to the list drawn. */
  items: string;
  /** Names the list for screen readers. */
  label: string;
  content: ScreenNode[];
  /** Shown instead when the list is empty. */
  empty?: string;
  /**
   * Values held for a model before any event of an item is sent or its modal opened, so the
   * flow's calls know which item was meant: `{ "model": "chosen", "values": { "key": "$item/id" } }`.
   */
  hold?: ItemHold;
  /** Only the items for which this holds (`$item/...` reads the item): the plans ticked for the account. */
  where?: Condition;
  [key: string]: unknown;
}

/**
 * Draws its content once per item of a list (the registrations waiting for review, an
 * account's identifiers), each in a list item where `$item/...` reads that item.
 */
export const repeatNode = defineNodeType<RepeatNode>({
  type: 'repeat',
  messages: ['label', 'empty'],
  children: ['content'],
  schema: {
    required: ['items', 'label', 'content'],
    properties: {
      items: META.binding,
      label: META.messageId,
      content: META.content,
      empty: META.messageId,
      where: META.condition,
      hold: HOLD_SCHEMA,
    },
  },
  Component: ({ node, render }) => {
    const runtime = useScreenRuntime();
    const translate = useMessages();
    const found = resolveValue(node.items, runtime.scope);
    const all = Array.isArray(found) ? found : [];
    const items = node.where ? all.filter((item) => evaluateCondition(node.where as Condition, { data: item, scope: { ...runtime.scope, item } })) : all;
    if (items.length === 0) return node.empty ? <p className="usa-prose">{translate(node.empty)}</p> : null;
    return <ItemList parent={runtime} items={items} label={translate(node.label)} hold={node.hold} draw={() => render(node.content)} />;
  },
});
