import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import tableTexts from '../../../../schemas/messages/table.json';
import { bindTemplate, type BindingScope } from '../../../engine/bindings/binding.js';
import { formatMessage } from '../../../engine/messages/format-message.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { Condition } from '../../../engine/rules/condition.js';
import { evaluateCondition } from '../../../engine/rules/evaluate-condition.js';
import { getAtPointer } from '../../../engine/schema/json-pointer.js';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { MessageText } from '../../messages/message-text.js';
import {
  pagingOf,
  rowKey,
  storedTableState,
  storeTableState,
  tableAddress,
  tableStateOfAddress,
  type PagingSettings,
  type TableSort,
  type TableState,
} from '../../../engine/table/table-state.js';
import { pageTicks, rowKeys, selectionKeys, withRows } from '../../../engine/table/table-selection.js';
import { useMessages } from '../../messages/messages-context.js';
import type { NodeProps } from '../node-type.js';
import { resolveParams } from '../resolve-params.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { useTableRows, useVirtualRows, type TableColumn } from './use-table-libraries.js';
import { SelectBox } from './select-box.js';
import { sessionStore } from './session-store.js';
import { TableFooter } from './table-footer.js';
import { TableHead } from './table-head.js';
import { useMediaQuery } from './use-media-query.js';
import { useTableAnswer } from './use-table-answer.js';
import type { HeldSelection, Row, TableAction, TableNode } from './table-definition.js';
import './table.scss';

const NONE: Row[] = [];
const NONE_KEYS: string[] = [];

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

function holds(condition: Condition | undefined, scope: BindingScope): boolean {
  if (!condition) return true;
  return evaluateCondition(condition, { data: scope.form, switches: scope.switches as never, context: scope.context as never, scope });
}

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
  const firstSort = table.sort ? ({ by: table.sort.by, order: table.sort.order ?? 'asc' } satisfies TableSort) : undefined;
  // A table kept in the address starts from it (a first visit's state where it says nothing); others from the tab's storage.
  const first: TableState = { page: 0, size: paging.size, ...(firstSort ? { sort: firstSort } : {}) };
  const sorts = table.columns.flatMap((column) => (column.sort ? [column.sort] : []));
  const query = (runtime.scope.query ?? {}) as Record<string, unknown>;
  const ofAddress = (active: string | undefined): TableState => ({ ...tableStateOfAddress(query, first, paging, sorts), ...(active === undefined ? {} : { active }) });
  const [state, setState] = useState<TableState>(() => {
    const stored = storedTableState(storage, table.id, paging, firstSort);
    return table.inAddress ? ofAddress(stored.active) : stored;
  });
  const uid = useId();
  const captionId = `${uid}-caption`;

  useEffect(() => storeTableState(storage, table.id, state), [storage, table.id, state]);
  // The address and the state follow each other: Back, Forward or a copied link set the
  // state; a page, size or sort chosen goes into the address, in place of its entry.
  const addressKey = JSON.stringify(table.inAddress ? tableAddress(ofAddress(undefined), first) : null);
  useEffect(() => {
    if (!table.inAddress) return;
    setState((current) => {
      const next = ofAddress(current.active);
      return JSON.stringify(tableAddress(next, first)) === JSON.stringify(tableAddress(current, first)) ? current : next;
    });
    // The address is read through its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey]);
  const stateKey = JSON.stringify(tableAddress(state, first));
  useEffect(() => {
    if (table.inAddress && stateKey !== addressKey) runtime.address?.(tableAddress(state, first), { push: false });
    // Written when the state changes; the address's own changes set the state first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);

  const { scope } = runtime;
  const { answer, status, loading, emptyText } = useTableAnswer(table, state, setState, own);

  const keyOf = useMemo(() => (row: Row) => rowKey(row, table.rowKey), [table.rowKey]);
  const nameOf = (row: Row) =>
    (table.rowName ?? [table.columns[0]?.value ?? ''])
      .map((pointer) => getAtPointer(row, pointer))
      .filter((value) => value !== undefined && value !== null && value !== '')
      .join(' ');

  const readOnly = table.readOnly !== undefined && holds(table.readOnly, scope);
  const model = table.model;
  const selectable = model !== undefined && table.selectable !== false && !readOnly;
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
          <TableHead
            columns={table.columns}
            headers={headers}
            state={state}
            change={change}
            {...(selectable
              ? {
                  selectAll: {
                    id: `${uid}-page`,
                    label: own('table.selectPage'),
                    checked: pageSelected,
                    indeterminate: pageSome && !pageSelected,
                    disabled: pageRows.length === 0,
                    onChange: (on: boolean) => hold({ ...held, selected: withRows(selected, pageRows, pageKeys, on, keyOf) }),
                  },
                }
              : {})}
            {...(showActionsColumn ? { actionsLabel: own('table.actionsColumn') } : {})}
          />
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
                      <SelectBox
                        id={`${uid}-row-${index}`}
                        label={own('table.selectRow', { name })}
                        checked={selectedKeys.has(key)}
                        onChange={(on) => hold({ ...held, selected: withRows(selected, [row], [key], on, keyOf) })}
                      />
                    </td>
                  )}
                  {tableRow.getAllCells().map((cell) => {
                    const value = cell.getValue();
                    const column = table.columns[Number(cell.column.id)];
                    const code = column?.textBy === undefined ? value : getAtPointer(row, column.textBy);
                    const text = code === undefined || code === null ? undefined : column?.texts?.[String(code)];
                    return (
                      // data-label: a card's own label on a phone, where no header row is above the cell (table.scss).
                      <td key={cell.id} data-label={headers[Number(cell.column.id)]}>
                        {/* An e-mail address may break before its @ and dots: a long username no longer pushes the row's actions off the side. */}
                        <MessageText text={text ? translate(text, resolveParams(column?.params, rowScope)) : value === undefined || value === null ? '' : String(value)} />
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
                  {answer.failed ? own('table.loadFailed') : emptyText}
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
