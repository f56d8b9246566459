import { useEffect, useState, type ComponentType } from 'react';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { useMessages } from '../../messages/messages-context.js';
import { defineNodeType, type NodeProps } from '../node-type.js';

type View = ComponentType<NodeProps>;
let view: View | undefined;
/**
 * The view and its libraries (TanStack Table and Virtual), loaded with the first screen that
 * has a table, in a chunk of their own. Loaded by hand rather than with lazy and Suspense,
 * which would add preact/compat's Suspense to the first route.
 */
const loadView = () => import('../table/table-view.js').then((module) => (view = module.default as View));

/**
 * A table of rows a call answers, a page at a time: sortable columns, paging with results
 * per page, row selection held for the flow as `$form/<model>/selected`, row actions. Its keys
 * are described in schemas/meta/table-node.schema.json (referred to here, not copied, so the
 * first route does not carry them) and in flows/README.md "A table".
 */
export const tableNode = defineNodeType<ScreenNode & { id: string }>({
  type: 'table',
  messages: ['caption', 'empty', 'columns/header'],
  actions: ['actions', 'rowActions'],
  schema: {
    required: ['id', 'caption', 'source', 'columns', 'rowKey'],
    properties: Object.fromEntries(
      'id caption empty source refreshOn columns rowKey rowName model readOnly rowActions actions sort paging'.split(' ').map((key) => [key, { $ref: `table-node.schema.json#/properties/${key}` }]),
    ),
  },
  Component: (props) => {
    const translate = useMessages();
    const [View, setView] = useState(() => view);
    useEffect(() => {
      if (!View) void loadView().then((loaded) => setView(() => loaded));
    }, [View]);
    // Until the view arrives, a block of the table's usual height holds its place.
    return View ? <View {...props} /> : <p className="portal-table-pending" aria-busy="true" style={{ minHeight: '24rem' }}>{translate('load.pending')}</p>;
  },
});
