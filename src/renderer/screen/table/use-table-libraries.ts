import { useLayoutEffect, useMemo, useReducer, useState, type RefObject } from 'react';
import { batch, createAtom } from '@tanstack/store';
import { constructTable, tableFeatures, type ColumnDef, type Row } from '@tanstack/table-core';
import { renderPhaseReactivity } from '@tanstack/table-core/reactivity';
import { elementScroll, observeElementOffset, observeElementRect, Virtualizer, type VirtualItem } from '@tanstack/virtual-core';

/*
 * TanStack Table and Virtual through their framework-agnostic cores. Their React adapters
 * (@tanstack/react-table, @tanstack/react-virtual) import React as a whole namespace, directly
 * or through the use-sync-external-store shim, which keeps every export of preact/compat in
 * the first route's chunk (measured: +2.8 KB gzip); these two hooks use only hooks the portal
 * already ships.
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
  const [, rerender] = useReducer((x: number) => x + 1, 0);
  const options = {
    count,
    enabled,
    overscan: 12,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange: () => rerender(),
  };
  const [virtualizer] = useState(() => new Virtualizer<HTMLElement, Element>(options));
  virtualizer.setOptions(options);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return enabled ? { items: virtualizer.getVirtualItems(), totalSize: virtualizer.getTotalSize() } : { items: [], totalSize: 0 };
}
