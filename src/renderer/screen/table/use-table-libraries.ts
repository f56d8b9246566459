import { useMemo, type RefObject } from 'react';
import { batch, createAtom } from '@tanstack/store';
import { constructTable, tableFeatures, type ColumnDef, type Row } from '@tanstack/table-core';
import { renderPhaseReactivity } from '@tanstack/table-core/reactivity';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';

/*
 * TanStack Table through its framework-agnostic core and TanStack Virtual through its React
 * adapter (@tanstack/react-virtual, as the list node's view). Both load with the table's own
 * chunk, never on the first route.
 */

const features = tableFeatures({ coreReactivityFeature: renderPhaseReactivity({ createAtom, batch }) });
type Features = typeof features;

/** Table columns of the core's own kind. */
export type TableColumn<R extends Record<string, unknown>> = ColumnDef<Features, R>;

/** The rows of one answer as TanStack's row model: ids by the table's key, cells by column. */
export function useTableRows<R extends Record<string, unknown>>(data: readonly R[], columns: readonly TableColumn<R>[], getRowId: (row: R) => string): Row<Features, R>[] {
  return useMemo(
    () => constructTable<Features, R>({ features, columns: columns as TableColumn<R>[], data: data as R[], getRowId }).getRowModel().rows,
    // A new answer or new columns make a new row model; the key function follows the node.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, columns],
  );
}

/** The rows of a scroll box in view (plus `overscan`), fixed height each; none while `enabled` is false. */
export function useVirtualRows(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  enabled: boolean,
): { items: VirtualItem[]; totalSize: number } {
  const virtualizer = useVirtualizer({ count, enabled, overscan: 12, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight });
  return enabled ? { items: virtualizer.getVirtualItems(), totalSize: virtualizer.getTotalSize() } : { items: [], totalSize: 0 };
}
