import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { BoundRequest, CallResult } from '../../../../src/engine/flow/call.js';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider, type ScreenEvent, type ScreenRuntime } from '../../../../src/renderer/screen/screen-runtime.js';

const catalogue = {
  'load.pending': 'Loading…',
  'search.noResults': 'No results found. Please modify your search criteria.',
  'caption.resultsPerPage': 'Results per page',
  'list.caption': 'Provider identifiers',
  'list.identifier': 'Identifier',
  'list.type': 'Type',
  'list.plan': 'Health plan',
  'list.none': 'Nothing here.',
  'action.delete': 'Delete',
  'list.deleteSelected': 'Delete selected',
  'list.typeNamed': '{type}, known as {plan}',
};

interface Provider {
  key_value: string;
  key_column_name: string;
  healthplan_name: string;
}

const providers = (count: number): Provider[] =>
  Array.from({ length: count }, (_, index) => ({
    key_value: String(100000000 + index),
    key_column_name: index % 2 ? 'NPI' : 'Tax ID (TIN)',
    healthplan_name: `Plan ${String.fromCharCode(65 + (index % 26))}`,
  }));

/** The list API as the server answers it: sorted, then a page by limit and offset. */
function listServer(rows: Provider[]) {
  return vi.fn(async (request: BoundRequest): Promise<CallResult> => {
    const query = new URL(request.url, 'http://portal').searchParams;
    const sort = query.get('sort') as keyof Provider | null;
    const sorted = sort ? [...rows].sort((a, b) => a[sort].localeCompare(b[sort]) * (query.get('order') === 'desc' ? -1 : 1)) : rows;
    const offset = Number(query.get('offset'));
    return { status: 200, body: { providerList: sorted.slice(offset, offset + Number(query.get('limit'))), totalRecord: rows.length } };
  });
}

const tableNode = (extra: Partial<ScreenNode> = {}): ScreenNode => ({
  type: 'table',
  id: 'providers',
  caption: 'list.caption',
  source: {
    call: {
      method: 'GET',
      path: '/api/providers/ProviderList',
      query: { limit: '$table/limit', offset: '$table/offset', sort: '$table/sort', order: '$table/order', IndentifierID: '$form/provider-filter/identifier' },
    },
    rows: '/providerList',
    total: '/totalRecord',
  },
  columns: [
    { value: '/key_value', header: 'list.identifier', sort: 'key_value' },
    { value: '/key_column_name', header: 'list.type', sort: 'key_column_name' },
    { value: '/healthplan_name', header: 'list.plan', sort: 'healthplan_name' },
  ],
  rowKey: ['/key_value', '/healthplan_name'],
  model: 'provider-selection',
  rowActions: [{ label: 'action.delete', event: 'deleteRow' }],
  actions: [{ label: 'list.deleteSelected', event: 'deleteSelected', needsSelection: true }],
  paging: { sizes: [10, 25], size: 10, all: 99999, pagesPerBand: 5 },
  ...extra,
});

interface Harness {
  sent: ScreenEvent[];
  /** What a flow call's `revalidates` does: asks again for the cached answers under a path. */
  revalidate: (path: string) => void;
  setData: (data: Record<string, unknown>) => void;
  setForm: (model: string, values: Record<string, unknown>) => void;
  unmount: () => void;
}

function renderTable(node: ScreenNode, request: ScreenRuntime['request'], options: { session?: Record<string, unknown> } = {}): Harness {
  const harness = { sent: [] as ScreenEvent[] } as Harness;
  function Page() {
    const [forms, setForms] = useState<Record<string, Record<string, unknown>>>({});
    const [data, setData] = useState<Record<string, unknown>>({});
    harness.setData = setData;
    const { mutate } = useSWRConfig();
    harness.revalidate = (path) => void mutate((key) => typeof key === 'string' && key.includes(path), undefined, { revalidate: true });
    harness.setForm = (model, values) => setForms((current) => ({ ...current, [model]: values }));
    const runtime: ScreenRuntime = {
      send: (event) => {
        harness.sent.push(event);
        if (event.model && event.values) harness.setForm(event.model, event.values);
      },
      resources: () => {
        throw new Error('no forms');
      },
      heldData: (model) => forms[model],
      serverErrors: () => undefined,
      request,
      scope: { data, form: forms, session: options.session ?? {} },
      openModal: null,
      setModal: vi.fn(),
    };
    return (
      <MessagesProvider catalogue={catalogue} globals={{}}>
        <ScreenRuntimeProvider value={runtime}>
          <ScreenNodes nodes={[node]} />
        </ScreenRuntimeProvider>
      </MessagesProvider>
    );
  }
  // Each table gets the portal's arrangement: one swr cache of its own (the flow router's).
  const { unmount } = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Page />
    </SWRConfig>,
  );
  harness.unmount = unmount;
  return harness;
}

const urlOf = (request: ReturnType<typeof listServer>, call = -1) => request.mock.calls.at(call)?.[0].url;
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).queryAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).queryAllByRole('cell')[1]?.textContent);
// The first test also waits for the view's chunk: seconds on two busy cores.
const waitForRows = async (first: string) => waitFor(() => expect(firstCells()[0]).toBe(first), { timeout: 15_000 });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('a table node', () => {
  it('asks its call with the paging values and draws the rows with their caption', async () => {
    const request = listServer(providers(23));
    renderTable(tableNode(), request);
    await waitForRows('100000000');
    expect(screen.getByRole('table', { name: 'Provider identifiers' }).getAttribute('aria-rowcount')).toBe('24');
    expect(urlOf(request, 0)).toBe('/api/providers/ProviderList?limit=10&offset=0');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('region', { name: 'Provider identifiers' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col', 'col']);
  });

  it('sorts a column by asking again with sort and order, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const request = listServer(providers(23));
    renderTable(tableNode(), request);
    await waitForRows('100000000');
    const plan = screen.getByRole('columnheader', { name: /Health plan/ });
    expect(plan.getAttribute('aria-sort')).toBe('none');
    await user.click(within(plan).getByRole('button', { name: /Health plan/ }));
    await waitFor(() => expect(urlOf(request)).toBe('/api/providers/ProviderList?limit=10&offset=0&sort=healthplan_name&order=asc'));
    await waitFor(() => expect(plan.getAttribute('aria-sort')).toBe('ascending'));
    await user.click(within(plan).getByRole('button'));
    await waitFor(() => expect(urlOf(request)).toBe('/api/providers/ProviderList?limit=10&offset=0&sort=healthplan_name&order=desc'));
    expect(plan.getAttribute('aria-sort')).toBe('descending');
  });

  it('pages in bands of five, first and back off while the first page is in view, last and forward while the last is', async () => {
    const user = userEvent.setup();
    const request = listServer(providers(73));
    renderTable(tableNode(), request);
    await waitForRows('100000000');
    const nav = screen.getByRole('navigation', { name: 'Pages of Provider identifiers' });
    const pages = () => within(nav).queryAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    expect(pages()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(nav).getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(nav).getByRole('button', { name: /^Back/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(urlOf(request)).toBe('/api/providers/ProviderList?limit=10&offset=20'));
    await waitForRows('100000020');
    await user.click(within(nav).getByRole('button', { name: /^Forward/ }));
    await waitForRows('100000050');
    expect(pages()).toEqual(['6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect((within(nav).getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(nav).getByRole('button', { name: /^Forward/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(nav).getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    await waitForRows('100000000');
    expect((screen.getByRole('status'))?.textContent).toContain('Showing 1–10 of 73');
  });

  it('offers results per page with ALL, which asks for 99999 rows from the start', async () => {
    const user = userEvent.setup();
    const request = listServer(providers(73));
    renderTable(tableNode(), request);
    await waitForRows('100000000');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitForRows('100000010');
    const size = screen.getByRole('combobox', { name: 'Results per page' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', 'ALL']);
    await user.selectOptions(size, 'ALL');
    await waitFor(() => expect(urlOf(request)).toBe('/api/providers/ProviderList?limit=99999&offset=0'));
    await waitFor(() => expect(bodyRows()).toHaveLength(73));
  });

  it('draws only the rows in view of a large page, keeping the row count and indexes', async () => {
    // jsdom lays nothing out: the scroll box gets the height a browser would give it.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    onTestFinished(() => {
      height.mockRestore();
      width.mockRestore();
    });
    const user = userEvent.setup();
    const request = listServer(providers(5000));
    renderTable(tableNode(), request);
    await waitForRows('100000000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Results per page' }), 'ALL');
    await waitFor(() => expect(urlOf(request)).toContain('limit=99999'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Provider identifiers' }).getAttribute('aria-busy')).toBeNull());
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('5001');
    const drawnRows = () => bodyRows().filter((row) => row.hasAttribute('aria-rowindex'));
    await waitFor(() => expect(drawnRows().length).toBeGreaterThan(0));
    const drawn = drawnRows();
    expect(drawn.length).toBeLessThan(100);
    expect(drawn[0]?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('shows the empty text when nothing matches', async () => {
    renderTable(tableNode({ empty: 'list.none' }), listServer([]));
    expect(await screen.findByText('Nothing here.')).toBeTruthy();
    renderTable(tableNode({ id: 'other' }), listServer([]));
    expect(await screen.findByText('No results found. Please modify your search criteria.')).toBeTruthy();
  });

  it('holds the ticked rows for the flow, and shows delete selected only while some are', async () => {
    const user = userEvent.setup();
    const rows = providers(23);
    const harness = renderTable(tableNode(), listServer(rows));
    await waitForRows('100000000');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 100000001' }));
    expect(harness.sent.at(-1)).toEqual({ type: '@hold', model: 'provider-selection', values: { selected: [rows[1]] } });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect((harness.sent.at(-1)?.values?.selected as unknown[]).length).toBe(10);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(harness.sent.at(-1)).toMatchObject({ type: 'deleteSelected', model: 'provider-selection' });
    expect((harness.sent.at(-1)?.values?.selected as unknown[]).length).toBe(10);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(harness.sent.at(-1)?.values).toEqual({ selected: [] });
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  });

  it('toggles a row active by a click or Enter on it, but not by a click on its checkbox or buttons', async () => {
    const user = userEvent.setup();
    renderTable(tableNode(), listServer(providers(3)));
    await waitForRows('100000000');
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    await user.click(within(first).getAllByRole('cell')[2] as HTMLElement);
    expect(first.getAttribute('aria-current')).toBe('true');
    await user.click(within(second).getByRole('checkbox'));
    await user.click(within(second).getByRole('button', { name: 'Delete 100000001' }));
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(second.getAttribute('aria-current')).toBeNull();
    await user.click(within(first).getAllByRole('cell')[1] as HTMLElement);
    expect(first.getAttribute('aria-current')).toBeNull();
    second.focus();
    await user.keyboard('{Enter}');
    expect(second.getAttribute('aria-current')).toBe('true');
  });

  it('sends a row action with the row acted on held beside the selection', async () => {
    const user = userEvent.setup();
    const rows = providers(3);
    const harness = renderTable(tableNode(), listServer(rows));
    await waitForRows('100000000');
    await user.click(screen.getByRole('button', { name: 'Delete 100000002' }));
    expect(harness.sent.at(-1)).toEqual({ type: 'deleteRow', model: 'provider-selection', values: { selected: [], row: rows[2] } });
  });

  it('draws only the latest answer when an earlier one comes late', async () => {
    const user = userEvent.setup();
    const answers: ((result: CallResult) => void)[] = [];
    const request = vi.fn((_: BoundRequest) => new Promise<CallResult>((resolve) => answers.push(resolve)));
    renderTable(tableNode(), request);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    answers[0]?.({ status: 200, body: { providerList: providers(2), totalRecord: 2 } });
    await waitForRows('100000000');
    await user.click(screen.getByRole('button', { name: /Identifier/ }));
    await user.click(screen.getByRole('button', { name: /Identifier/ }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    answers[2]?.({ status: 200, body: { providerList: [{ key_value: 'newest', key_column_name: 'NPI', healthplan_name: 'P' }], totalRecord: 1 } });
    await waitForRows('newest');
    await act(async () => answers[1]?.({ status: 200, body: { providerList: [{ key_value: 'stale', key_column_name: 'NPI', healthplan_name: 'P' }], totalRecord: 1 } }));
    expect(firstCells()).toEqual(['newest']);
  });

  it('keeps sort and page per table id, restored when the screen is drawn again', async () => {
    const user = userEvent.setup();
    const request = listServer(providers(73));
    const first = renderTable(tableNode(), request);
    await waitForRows('100000000');
    await user.click(screen.getByRole('button', { name: /Identifier/ }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitForRows('100000010');
    first.unmount();
    const again = listServer(providers(73));
    renderTable(tableNode(), again);
    await waitForRows('100000010');
    expect(urlOf(again, 0)).toBe('/api/providers/ProviderList?limit=10&offset=10&sort=key_value&order=asc');
    expect(screen.getByRole('columnheader', { name: /Identifier/ }).getAttribute('aria-sort')).toBe('ascending');
    const other = listServer(providers(3));
    renderTable(tableNode({ id: 'elsewhere' }), other);
    await waitFor(() => expect(urlOf(other, 0)).toBe('/api/providers/ProviderList?limit=10&offset=0'));
  });

  it('without selection keeps no checkboxes but still sends its row actions with the row', async () => {
    const user = userEvent.setup();
    const rows = providers(3);
    const harness = renderTable(tableNode({ selectable: false }), listServer(rows));
    await waitFor(() => expect(bodyRows()).toHaveLength(3), { timeout: 5000 });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete 100000001' }));
    expect(harness.sent.at(-1)).toEqual({ type: 'deleteRow', model: 'provider-selection', values: { selected: [], row: rows[1] } });
  });

  it("shows a column's text picked by a row's code, with the row's values as params, and the value itself for other codes", async () => {
    const node = tableNode({
      columns: [
        { value: '/key_value', header: 'list.identifier' },
        { value: '/key_column_name', header: 'list.type', textBy: '/key_column_name', texts: { NPI: 'list.typeNamed' }, params: { type: '$item/key_column_name', plan: '$item/healthplan_name' } },
      ],
    });
    renderTable(node, listServer(providers(2)));
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 5000 });
    const typeCells = bodyRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(typeCells).toEqual(['Tax ID (TIN)', 'NPI, known as Plan B']);
  });

  it('is read-only while its condition holds: no checkboxes, no row actions, no actions', async () => {
    renderTable(tableNode({ readOnly: { value: '$session/isSso', equals: true } }), listServer(providers(3)), { session: { isSso: true } });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect((within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0])?.textContent).toContain('100000000');
  });

  it('asks again when a bound filter changes (from page 1) or a flow call revalidates its path, keeping the rows shown meanwhile', async () => {
    const user = userEvent.setup();
    const request = listServer(providers(23));
    const harness = renderTable(tableNode(), request);
    await waitForRows('100000000');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitForRows('100000010');
    const calls = request.mock.calls.length;
    act(() => harness.revalidate('/api/providers/'));
    expect(firstCells()[0]).toBe('100000010');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(calls + 1));
    expect(urlOf(request)).toBe('/api/providers/ProviderList?limit=10&offset=10');
    act(() => harness.setForm('provider-filter', { identifier: '1000' }));
    await waitFor(() => expect(urlOf(request)).toBe('/api/providers/ProviderList?limit=10&offset=0&IndentifierID=1000'));
  });

  it('tells screen readers that nothing matches a new filter, not "Showing 0–0 of 0"', async () => {
    const rows = providers(23);
    const request = vi.fn(async (call: BoundRequest): Promise<CallResult> => {
      const wanted = new URL(call.url, 'http://portal').searchParams.get('IndentifierID') ?? '';
      const matching = rows.filter((row) => row.key_value.includes(wanted));
      return { status: 200, body: { providerList: matching.slice(0, 10), totalRecord: matching.length } };
    });
    const harness = renderTable(tableNode(), request);
    await waitForRows('100000000');
    act(() => harness.setForm('provider-filter', { identifier: '999' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(catalogue['search.noResults']));
  });
});
