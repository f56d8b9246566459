import type { ComponentType } from 'react';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { defineNodeType, lazyView, META, type NodeProps } from '../node-type.js';

/** A list node as written in a screen. */
export interface ListNode extends ScreenNode {
  type: 'list';
  /** A binding to the list drawn (`$form/provider-selection/selected`). */
  items: string;
  /** Names the list for screen readers. */
  label: string;
  /** Each item's line; its params read the item as `$item/...`. */
  text: string;
  params?: MessageParams;
  /** A line above the list: `{count}` items, `{groups}` distinct values of `groupBy` and `{names}`, those values listed. */
  summary?: string;
  /** The value items are grouped by for the summary (`$item/healthplan_name`). */
  groupBy?: string;
}

/**
 * A long list summarised and drawn one line per item, only the lines in view in the
 * document (a confirmation of 99,999 selected rows opens as fast as one of two). Where a
 * `repeat` draws nodes per item, this draws one text per item.
 */
export const listNode = defineNodeType<ListNode>({
  type: 'list',
  messages: ['label', 'text', 'summary'],
  params: ['params'],
  schema: {
    required: ['items', 'label', 'text'],
    properties: {
      items: META.binding,
      label: META.messageId,
      text: META.messageId,
      params: META.params,
      summary: META.messageId,
      groupBy: META.binding,
    },
  },
  // The view and TanStack Virtual in a chunk of their own, loaded with the screen that has one.
  ...lazyView(() => import('../list/list-view.js').then((module) => module.default as ComponentType<NodeProps<ListNode>>)),
});
