import type { ComponentType } from 'react';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { useMessages } from '../../messages/messages-context.js';
import { defineNodeType, lazyView, type NodeProps } from '../node-type.js';

/** Until the view arrives, a block of the table's usual height holds its place. */
function Pending() {
  const translate = useMessages();
  return (
    <p className="portal-table-pending" aria-busy="true" style={{ minHeight: '24rem' }}>
      {translate('load.pending')}
    </p>
  );
}

/**
 * A table of rows a call answers, a page at a time: sortable columns, paging with results
 * per page, row selection held for the flow as `$form/<model>/selected`, row actions. Its keys
 * are described in schemas/meta/table-node.schema.json (referred to here, not copied, so the
 * first route does not carry them) and in flows/README.md "A table".
 */
export const tableNode = defineNodeType<ScreenNode & { id: string }>({
  type: 'table',
  messages: ['caption', 'empty', 'columns/header', 'columns/texts'],
  actions: ['actions', 'rowActions'],
  schema: {
    required: ['id', 'caption', 'source', 'columns', 'rowKey'],
    properties: Object.fromEntries(
      'id caption empty source columns rowKey rowName model selectable readOnly rowActions actions sort paging inAddress'.split(' ').map((key) => [key, { $ref: `table-node.schema.json#/properties/${key}` }]),
    ),
  },
  // The view and its libraries (TanStack Table and Virtual) in a chunk of their own.
  ...lazyView(
    () => import('../table/table-view.js').then((module) => module.default as ComponentType<NodeProps<ScreenNode & { id: string }>>),
    () => <Pending />,
  ),
});
