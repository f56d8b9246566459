import type { ComponentType } from 'react';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { useMessages } from '../../messages/messages-context.js';
import { HOLD_SCHEMA } from '../item-runtime.js';
import { defineNodeType, lazyView, META, type NodeProps } from '../node-type.js';

/** Until the view arrives, the page's wording for "loading" holds its place. */
function Pending() {
  const translate = useMessages();
  return (
    <p className="usa-prose" aria-busy="true">
      {translate('load.pending')}
    </p>
  );
}

/**
 * A `repeat` whose items a call answers a page at a time (the verification queue): its
 * `content` once per item of the page, with the table's paging under it (the page buttons in
 * bands and results per page, kept per `id` for the session) and "Showing 26–50 of 130" above.
 * `source` and `paging` are a table's (schemas/meta/table-node.schema.json); the call reads
 * `$table/limit` and `$table/offset`.
 */
export const pagedRepeatNode = defineNodeType<ScreenNode & { id: string }>({
  type: 'paged-repeat',
  messages: ['label', 'empty'],
  children: ['content'],
  schema: {
    required: ['id', 'source', 'label', 'content'],
    properties: {
      id: { $ref: 'table-node.schema.json#/properties/id' },
      source: { $ref: 'table-node.schema.json#/properties/source' },
      paging: { $ref: 'table-node.schema.json#/properties/paging' },
      label: META.messageId,
      empty: META.messageId,
      content: META.content,
      hold: HOLD_SCHEMA,
    },
  },
  // Its view shares the table's chunk: the paging, its styles and the swr answer.
  ...lazyView(() => import('../table/paged-repeat-view.js').then((module) => module.default as ComponentType<NodeProps<ScreenNode & { id: string }>>), () => <Pending />),
});
