import { UNAUTHORIZED_EVENT } from '../../../engine/flow/raised-events.js';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import tableTexts from '../../../../schemas/messages/table.json';
import { bindTemplate, resolveValue, type BindingScope } from '../../../engine/bindings/binding.js';
import { bindCall, succeeded, type CallResult } from '../../../engine/flow/call.js';
import type { CallDefinition } from '../../../engine/flow/flow-definition.js';
import { formatMessage } from '../../../engine/messages/format-message.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { Condition } from '../../../engine/rules/condition.js';
import { evaluateCondition } from '../../../engine/rules/evaluate-condition.js';
import { getAtPointer } from '../../../engine/schema/json-pointer.js';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import {
  nextSort,
  pageCount,
  pagingOf,
  rowKey,
  shownRange,
  storedTableState,
  storeTableState,
  tableParams,
  type PagingSettings,
  type TableSort,
  type TableState,
  type TableStorage,
} from '../../../engine/table/table-state.js';
import { pageTicks, rowKeys, selectionKeys, withRows } from '../../../engine/table/table-selection.js';
import { useMessages } from '../../messages/messages-context.js';
import type { NodeProps } from '../node-type.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { requestKey } from '../../flow/load-cache.js';
import { useTableRows, useVirtualRows, type TableColumn } from './use-table-libraries.js';
import { TableFooter } from './table-footer.js';
import { useMediaQuery } from './use-media-query.js';
import './table.scss';

/** A table node as written in a screen (schemas/meta/table-node.schema.json). */
export interface TableNode extends ScreenNode {
  type: 'table';
  id: string;
  caption: string;
  empty?: string;
  source: { call: CallDefinition; rows: string; total?: string };
  columns: { value: string; header: string; sort?: string }[];
  rowKey: string[];
  rowName?: string[];
  model?: string;
  readOnly?: Condition;
  rowActions?: TableAction[];
  actions?: TableAction[];
  sort?: { by: string; order?: 'asc' | 'desc' };
  paging?: PagingSettings;
}

/** A button of a row or under the table. */
interface TableAction {
  label: string;
  event: string;
  variant?: 'primary' | 'secondary' | 'outline';
  when?: Condition;
  needsSelection?: boolean;
}

type Row = Record<string, unknown>;
const NONE: Row[] = [];
const NONE_KEYS: string[] = [];

/** What the flow finds under the table's model: the ticked rows and the row last acted on. */
interface HeldSelection {
  selected?: Row[];
  row?: Row;
}

/** Above this many rows a page is virtualized: only the rows in view are in the document. */
const VIRTUALIZE_ABOVE = 100;
/** The fixed height of a virtualized row, in pixels (the stylesheet keeps cells on one line). */
const ROW_HEIGHT = 44;
/** The same for a row drawn as a card (below CARD_LAYOUT): its three values and Delete, each on one line. */
const CARD_HEIGHT = 192;
/** Where rows become cards: the tablet breakpoint of table.scss. */
const CARD_LAYOUT = '(max-width: 39.99em)';

const ownTexts = tableTexts.messages as Record<string, string>;
/** Clicks on these inside a row are theirs, not the row's (the spec's "buttons, checkboxes, fields, popovers, menus and toggles"). */
const OWN_CLICKS = 'button, input, select, textarea, a, label, [role="button"], [role="checkbox"], [role="switch"], [role="menu"], [role="menuitem"], [aria-haspopup], [popover]';

function sessionStore(): TableStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function holds(condition: Condition | undefined, scope: BindingScope): boolean {
  if (!condition) return true;
  return evaluateCondition(condition, { data: scope.form, switches: scope.switches as never, context: scope.context as never, scope });
}

/** The list's swr options: the previous page stays drawn while the next loads; failures are the table's to show, not retried. */
const LIST_OPTIONS: SWRConfiguration<CallResult> = { keepPreviousData: true, revalidateOnFocus: true, shouldRetryOnError: false };

/** The answer drawn: rows and the count of all, or a failure. */
type Answer = { rows: Row[]; total: number; failed?: false } | { rows: Row[]; total: number; failed: true };

/**
 * The table node's view, loaded lazily (nodes/table-node.tsx): asks its call for one page
 * with the sort and paging as `$table/...`, asks again when those or any bound value change
 * (only the latest answer is drawn), holds the selection for the flow, and keeps sort, page,
 * size and active row per table id for the session.
 */
export default function TableView({ node, dispatch }: NodeProps<ScreenNode>) {
  const table = node as TableNode;
  const runtime = useScreenRuntime();
  const translate = useMessages();
  const own = (id: string, params?: MessageParams) => formatMessage(ownTexts, id, params);
  // Paging values may be bindings to the business constants (`$config/provider-list/...`).
  const paging = useMemo(() => pagingOf(bindTemplate(table.paging, runtime.scope) as PagingSettings | undefined), [table.paging]);
  const storage = useMemo(sessionStore, []);
  const [state, setState] = useState<TableState>(() =>
    storedTableState(storage, table.id, paging, table.sort ? ({ by: table.sort.by, order: table.sort.order ?? 'asc' } satisfies TableSort) : undefined),
  );
  const [answer, setAnswer] = useState<Answer | undefined>();
  const [status, setStatus] = useState('');
  const answered = useRef(false);
  const uid = useId();
  const captionId = `${uid}-caption`;

  useEffect(() => storeTableState(storage, table.id, state), [storage, table.id, state]);

  // The call as bound now; a change of any bound value (a filter held by the flow) asks again.
  const { scope } = runtime;
  const request = bindCall(table.source.call, { ...scope, table: tableParams(state) });
  const key = requestKey(request);
  // The same call with the paging left out: when it changes (a new filter), page 1 shows.
  const filterKey = JSON.stringify(bindCall(table.source.call, { ...scope, table: {} }));
  const lastFilter = useRef(filterKey);
  useEffect(() => {
    if (lastFilter.current === filterKey) return;
    lastFilter.current = filterKey;
    setState((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [filterKey]);
  // The list through the portal's swr cache, keyed by the bound call: a page seen before shows
  // at once, the rows shown stay while the next page arrives, and a call that changes the list
  // (its `revalidates`) asks again wherever it is drawn.
  const { data: result, isValidating } = useSWR(key, () => runtime.request(request).catch((): CallResult => ({ status: 0 })), LIST_OPTIONS);
  const loading = result === undefined || isValidating;

  useEffect(() => {
    if (result === undefined) return;
    const body = result.body;
    const rows = getAtPointer(body, table.source.rows);
    // A session that ended is the flows' to answer, as for any call (the inactivity page).
    if (result.status === 401) runtime.send({ type: UNAUTHORIZED_EVENT });
    if (!succeeded(result) || !Array.isArray(rows)) {
      setAnswer({ rows: [], total: 0, failed: true });
    } else {
      const total = Number(table.source.total === undefined ? rows.length : getAtPointer(body, table.source.total)) || rows.length;
      setAnswer({ rows: rows as Row[], total });
      // Rows deleted since: a page past the end shows the last page instead.
      if (rows.length === 0 && total > 0 && state.page > 0) setState((current) => ({ ...current, page: pageCount(total, current.size) - 1 }));
      // Said after a change, not on the first drawing (the caption and rows say it then).
      if (answered.current) setStatus(own('table.showing', shownRange(state, rows.length, total)));
    }
    answered.current = true;
    // One reading per answer; the state it reads is the one the answer was asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const keyOf = useMemo(() => (row: Row) => rowKey(row, table.rowKey), [table.rowKey]);
  const nameOf = (row: Row) =>
    (table.rowName ?? [table.columns[0]?.value ?? ''])
      .map((pointer) => getAtPointer(row, pointer))
      .filter((value) => value !== undefined && value !== null && value !== '')
      .join(' ');

  const readOnly = table.readOnly !== undefined && holds(table.readOnly, scope);
  const model = table.model;
  const selectable = model !== undefined && !readOnly;
  const held = (model ? (runtime.heldData(model) as HeldSelection | undefined) : undefined) ?? {};
  const selected = held.selected ?? NONE;
  const selectedKeys = selectionKeys(selected, keyOf);
  // The page's keys once per answer (with ALL, 99,999 of them), so no tick works them out.
  const pageKeys = useMemo(() => (selectable ? rowKeys(answer?.rows ?? NONE, keyOf) : NONE_KEYS), [selectable, answer, keyOf]);
  const hold = (values: HeldSelection) => model && runtime.send({ type: '@hold', model, values: values as Record<string, unknown> });

  /** Sends an action's event with the selection and the row acted on held for the flow first. */
  const act = (action: TableAction, row?: Row) => {
    const values: HeldSelection = { selected, ...(row ? { row } : held.row ? { row: held.row } : {}) };
    if (!model) dispatch(action.event);
    else if (action.event.startsWith('@')) {
      hold(values);
      dispatch(action.event);
    } else runtime.send({ type: action.event, model, values: values as Record<string, unknown> });
  };

  const rows = answer?.rows ?? [];
  const total = answer?.total ?? 0;
  const columns = useMemo<TableColumn<Row>[]>(
    () => table.columns.map((column, index) => ({ id: String(index), accessorFn: (row: Row) => getAtPointer(row, column.value) as never, header: column.header })),
    [table.columns],
  );
  // Virtual decides which rows are drawn; Table builds the row and cell model of those only
  // (TanStack's row model of all 99,999 rows of ALL takes most of a second on its own).
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const scrollRef = useRef<HTMLDivElement>(null);
  // Fixed heights, known before drawing: a measured height would make TanStack Virtual lay
  // out all 99,999 rows again each time a row differed from its estimate.
  const rowHeight = useMediaQuery(CARD_LAYOUT) ? CARD_HEIGHT : ROW_HEIGHT;
  const { items, totalSize } = useVirtualRows(scrollRef, rows.length, rowHeight, virtual);
  const start = virtual ? (items[0]?.index ?? 0) : 0;
  const end = virtual ? (items.at(-1)?.index ?? -1) + 1 : rows.length;
  const shown = useMemo(() => rows.slice(start, end), [rows, start, end]);
  const drawn = useTableRows(shown, columns, keyOf);
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? totalSize - (items.at(-1)?.end ?? 0) : 0;
  const rowActions = readOnly ? [] : (table.rowActions ?? []);
  const showActionsColumn = rowActions.length > 0;
  const columnCount = table.columns.length + (selectable ? 1 : 0) + (showActionsColumn ? 1 : 0);
  const offset = state.page * state.size;
  const caption = translate(table.caption);
  const headers = table.columns.map((column) => translate(column.header));
  const pageRows = rows;
  // Worked out once per answer and selection, not on every scroll frame of a 99,999-row page.
  const ticks = useMemo(() => pageTicks(selectedKeys, pageKeys), [selectedKeys, pageKeys]);
  const [pageSelected, pageSome] = [ticks === 'all', ticks !== 'none'];

  const change = setState;
  const toggleActive = (key: string) => setState((current) => (current.active === key ? { ...current, active: undefined } : { ...current, active: key }));
  const rowClicked = (event: MouseEvent<HTMLTableRowElement>, key: string) => {
    if ((event.target as Element).closest(OWN_CLICKS)) return;
    toggleActive(key);
  };
  const rowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, key: string) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    toggleActive(key);
  };

  const actions = readOnly ? [] : (table.actions ?? []).filter((action) => holds(action.when, scope) && (!action.needsSelection || selected.length > 0));

  return (
    <div className="portal-table" data-table={table.id}>
      <div
        ref={scrollRef}
        className={`portal-table__scroll${virtual ? ' portal-table__scroll--virtual' : ''}`}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        aria-busy={loading || undefined}
      >
        <table className={`usa-table usa-table--borderless portal-table__table${virtual ? ' portal-table__table--virtual' : ''}`} aria-rowcount={total + 1}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {selectable && (
                <th scope="col" className="portal-table__select">
                  <span className="usa-checkbox">
                    <input
                      className="usa-checkbox__input"
                      type="checkbox"
                      id={`${uid}-page`}
                      checked={pageSelected}
                      disabled={pageRows.length === 0}
                      ref={(input) => {
                        if (input) input.indeterminate = pageSome && !pageSelected;
                      }}
                      onChange={(event) => hold({ ...held, selected: withRows(selected, pageRows, pageKeys, event.target.checked, keyOf) })}
                    />
                    <label className="usa-checkbox__label" htmlFor={`${uid}-page`}>
                      <span className="usa-sr-only">{own('table.selectPage')}</span>
                    </label>
                  </span>
                </th>
              )}
              {table.columns.map((column, columnIndex) => {
                const sorted = column.sort !== undefined && state.sort?.by === column.sort ? state.sort.order : undefined;
                const header = headers[columnIndex];
                return (
                  <th
                    key={column.value}
                    scope="col"
                    aria-sort={column.sort === undefined ? undefined : sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                  >
                    {column.sort === undefined ? (
                      header
                    ) : (
                      <button type="button" className="portal-table__sort" onClick={() => change(nextSort(state, column.sort as string))}>
                        {header}
                        <span aria-hidden="true" className="portal-table__sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                        </span>
                      </button>
                    )}
                  </th>
                );
              })}
              {showActionsColumn && (
                <th scope="col">
                  <span className="usa-sr-only">{own('table.actionsColumn')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && (
              <tr aria-hidden="true" className="portal-table__pad">
                <td colSpan={columnCount} style={{ height: padTop }} />
              </tr>
            )}
            {drawn.map((tableRow) => {
              const row = tableRow.original;
              const key = tableRow.id;
              const index = start + tableRow.index;
              const name = nameOf(row);
              const active = state.active === key;
              const rowScope = { ...scope, item: row };
              return (
                <tr
                  key={key}
                  aria-rowindex={offset + index + 2}
                  aria-current={active ? 'true' : undefined}
                  className={active ? 'portal-table__row portal-table__row--active' : 'portal-table__row'}
                  tabIndex={0}
                  style={virtual ? { height: rowHeight } : undefined}
                  onClick={(event) => rowClicked(event, key)}
                  onKeyDown={(event) => rowKeyDown(event, key)}
                >
                  {selectable && (
                    <td className="portal-table__select">
                      <span className="usa-checkbox">
                        <input
                          className="usa-checkbox__input"
                          type="checkbox"
                          id={`${uid}-row-${index}`}
                          checked={selectedKeys.has(key)}
                          onChange={(event) => hold({ ...held, selected: withRows(selected, [row], [key], event.target.checked, keyOf) })}
                        />
                        <label className="usa-checkbox__label" htmlFor={`${uid}-row-${index}`}>
                          <span className="usa-sr-only">{own('table.selectRow', { name })}</span>
                        </label>
                      </span>
                    </td>
                  )}
                  {tableRow.getAllCells().map((cell) => {
                    const value = cell.getValue();
                    return (
                      // data-label: a card's own label on a phone, where no header row is above the cell (table.scss).
                      <td key={cell.id} data-label={headers[Number(cell.column.id)]}>
                        {value === undefined || value === null ? '' : String(value)}
                      </td>
                    );
                  })}
                  {showActionsColumn && (
                    <td className="portal-table__row-actions">
                      {rowActions
                        .filter((action) => holds(action.when, rowScope))
                        .map((action) => {
                          const label = translate(action.label);
                          return (
                            <button
                              key={action.event}
                              type="button"
                              className="usa-button usa-button--unstyled"
                              data-event={action.event}
                              aria-label={own('table.rowAction', { label, name })}
                              onClick={() => act(action, row)}
                            >
                              {label}
                            </button>
                          );
                        })}
                    </td>
                  )}
                </tr>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true" className="portal-table__pad">
                <td colSpan={columnCount} style={{ height: padBottom }} />
              </tr>
            )}
            {answer && rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="portal-table__empty">
                  {answer.failed ? own('table.loadFailed') : table.empty ? translate(table.empty) : translate('search.noResults')}
                </td>
              </tr>
            )}
            {!answer && (
              <tr>
                <td colSpan={columnCount}>{translate('load.pending')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className="usa-sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <TableFooter state={state} total={total} paging={paging} caption={caption} sizeId={`${uid}-size`} own={own} change={change} />
      {actions.length > 0 && (
        <div className="portal-table__actions">
          {actions.map((action) => (
            <button key={action.event} type="button" className={variantClass(action.variant)} data-event={action.event} onClick={() => act(action)}>
              {translate(action.label)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function variantClass(variant: TableAction['variant']): string {
  return variant === 'secondary' ? 'usa-button usa-button--secondary' : variant === 'outline' ? 'usa-button usa-button--outline' : 'usa-button';
}
