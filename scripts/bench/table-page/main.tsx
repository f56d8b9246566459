// The portal's own stylesheets, as every page has them before a table's chunk arrives.
import '../../../src/portal/styles/uswds-portal.scss';
import '../../../src/portal/styles/portal.css';
import { createRoot } from 'react-dom/client';
import type { CallResult } from '../../../src/engine/flow/call.js';
import type { ScreenNode } from '../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';
import { tableNode } from '../../../src/renderer/screen/nodes/table-node.js';
import { ScreenRuntimeProvider, type ScreenRuntime } from '../../../src/renderer/screen/screen-runtime.js';
import { benchRows, ROW_COUNT } from '../table-floor-page/rows.js';

/*
 * The table node as the portal draws it, with ALL (99,999 rows) as the page size: the rows
 * come from a fake of the request primitive (built in the page before the clock starts, so
 * the figure is the table's and not the network's). The bench (scripts/bench/table-all.ts)
 * reads `window.bench` and the document.
 */
declare global {
  interface Window {
    bench: { answeredAt?: number };
  }
}
window.bench = {};
const rows = benchRows();

const node = {
  type: 'table',
  id: 'bench',
  caption: 'bench.caption',
  source: { call: { method: 'GET', path: '/api/providers/ProviderList', query: { limit: '$table/limit', offset: '$table/offset' } }, rows: '/providerList', total: '/totalRecord' },
  columns: [
    { value: '/key_value', header: 'bench.identifier', sort: 'key_value' },
    { value: '/key_column_name', header: 'bench.type', sort: 'key_column_name' },
    { value: '/healthplan_name', header: 'bench.plan', sort: 'healthplan_name' },
  ],
  rowKey: ['/key_value', '/healthplan_name'],
  model: 'selection',
  rowActions: [{ label: 'bench.delete', event: 'deleteRow' }],
  paging: { sizes: [10], size: ROW_COUNT, all: ROW_COUNT },
} satisfies ScreenNode & { id: string };

const runtime: ScreenRuntime = {
  send: () => undefined,
  resources: () => {
    throw new Error('no forms');
  },
  heldData: () => undefined,
  serverErrors: () => undefined,
  request: async (): Promise<CallResult> => {
    window.bench.answeredAt = performance.now();
    return { status: 200, body: { providerList: rows, totalRecord: rows.length } };
  },
  scope: {},
  openModal: null,
  setModal: () => undefined,
};
const catalogue = {
  'bench.caption': 'Provider identifiers',
  'bench.identifier': 'Identifier',
  'bench.type': 'Type',
  'bench.plan': 'Health plan',
  'bench.delete': 'Delete',
  'load.pending': 'Loading…',
  'search.noResults': 'No results found.',
  'caption.resultsPerPage': 'Results per page',
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <MessagesProvider catalogue={catalogue} globals={{}}>
    <ScreenRuntimeProvider value={runtime}>
      <tableNode.Component node={node} dispatch={() => undefined} render={() => null} />
    </ScreenRuntimeProvider>
  </MessagesProvider>,
);
