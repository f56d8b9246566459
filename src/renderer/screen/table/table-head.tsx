import type { ComponentProps } from 'react';
import { nextSort, type TableState } from '../../../engine/table/table-state.js';
import { SelectBox } from './select-box.js';

/** What the header row draws: the columns with their translated headers, "select all" and the actions column when the table has them. */
interface TableHeadProps {
  columns: readonly { value: string; sort?: string }[];
  headers: readonly string[];
  state: TableState;
  change: (state: TableState) => void;
  /** The page's "select all" box, on a table rows can be ticked in. */
  selectAll?: ComponentProps<typeof SelectBox>;
  /** The actions column's name (for screen readers), when rows have actions. */
  actionsLabel?: string;
}

/** A table's header row: a sortable column's header is a button that sorts by it (ascending first, then the direction flips), its state in aria-sort. */
export function TableHead({ columns, headers, state, change, selectAll, actionsLabel }: TableHeadProps) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {selectAll && (
          <th scope="col" className="portal-table__select">
            <SelectBox {...selectAll} />
          </th>
        )}
        {columns.map((column, index) => {
          const sorted = column.sort !== undefined && state.sort?.by === column.sort ? state.sort.order : undefined;
          const header = headers[index];
          return (
            <th key={column.value} scope="col" aria-sort={column.sort === undefined ? undefined : sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
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
        {actionsLabel !== undefined && (
          <th scope="col" className="portal-table__actions-head">
            <span className="usa-sr-only">{actionsLabel}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
