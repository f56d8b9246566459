import { lazy, Suspense } from 'react';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { useMessages } from '../../messages/messages-context.js';
import { defineNodeType } from '../node-type.js';

/** The view and its libraries (TanStack Table and Virtual) load with the first screen that has a table. */
const TableView = lazy(() => import('../table/table-view.js'));

/**
 * A table of rows a call answers, a page at a time: sortable columns, paging with results
 * per page, row selection held for the flow as `$form/<model>/selected`, row actions. Its keys
 * are described in schemas/meta/table-node.schema.json (referred to here, not copied, so the
 * first route does not carry them) and in flows/README.md "A table".
 */
export const tableNode = defineNodeType<ScreenNode & { id: string }>({
  type: 'table',
  messages: ['caption', 'empty'],
  actions: ['actions', 'rowActions'],
  schema: {
    required: ['id', 'caption', 'source', 'columns', 'rowKey'],
    properties: Object.fromEntries(
      'id caption empty source refreshOn columns rowKey rowName model readOnly rowActions actions sort paging'.split(' ').map((key) => [key, { $ref: `table-node.schema.json#/properties/${key}` }]),
    ),
  },
  Component: (props) => {
    const translate = useMessages();
    return (
      <Suspense fallback={<p className="portal-table-pending" aria-busy="true">{translate('load.pending')}</p>}>
        <TableView {...props} />
      </Suspense>
    );
  },
});
