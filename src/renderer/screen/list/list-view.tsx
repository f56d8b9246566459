import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { parseBinding, resolveValue, type BindingScope } from '../../../engine/bindings/binding.js';
import { pointerReader } from '../../../engine/schema/json-pointer.js';
import { useMessages } from '../../messages/messages-context.js';
import type { NodeProps } from '../node-type.js';
import { resolveParams } from '../resolve-params.js';
import { useScreenRuntime } from '../screen-runtime.js';
import type { ListNode } from '../nodes/list-node.js';
import { listSummary } from './list-summary.js';
import './list.scss';

/** A line's height before it is measured, in pixels (one line of body text with its spacing). */
const LINE_HEIGHT = 32;
/** Above this many lines only those in view are in the document. */
const VIRTUALIZE_ABOVE = 50;
/** The scroll box's height before it is measured: what the stylesheet's max-height gives on a phone. */
const BOX_HEIGHT = 240;

/** Reads `binding` of each item: an `$item/...` binding straight from the item (no scope made per item of 99,999), any other once. */
function itemReader(binding: string | undefined, scope: BindingScope): (item: unknown) => unknown {
  const parsed = binding === undefined ? undefined : parseBinding(binding);
  if (parsed?.source === 'item') return pointerReader(parsed.pointer);
  const value = binding === undefined ? undefined : resolveValue(binding, scope);
  return () => value;
}

/**
 * The list node's view (nodes/list-node.tsx): the summary, then a focusable scroll box whose
 * lines TanStack Virtual draws as they come into view, each measured (a line may wrap on a
 * phone). Screen readers hear the list's name and each line's place in the whole list.
 */
export default function ListView({ node }: NodeProps<ListNode>) {
  const runtime = useScreenRuntime();
  const translate = useMessages();
  const found = resolveValue(node.items, runtime.scope);
  const items = useMemo(() => (Array.isArray(found) ? (found as unknown[]) : []), [found]);
  const summary = useMemo(
    () => (node.summary ? listSummary(items, itemReader(node.groupBy, runtime.scope), document.documentElement.lang || undefined) : undefined),
    // The scope's other values do not change what a list's items are grouped by.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, node.summary, node.groupBy],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  // A short list is drawn whole; a long one only as far as it is in view.
  const virtual = items.length > VIRTUALIZE_ABOVE;
  const virtualizer = useVirtualizer({
    count: items.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_HEIGHT,
    // A modal's content is drawn before the dialog shows: a line measured then is 0 px high,
    // and taking that would later scroll the list by the lines "grown" above its top.
    measureElement: (element) => (element as HTMLElement).offsetHeight || LINE_HEIGHT,
    initialRect: { width: 0, height: BOX_HEIGHT },
    overscan: 8,
  });
  const label = translate(node.label);
  const line = (index: number) => translate(node.text, resolveParams(node.params, { ...runtime.scope, item: items[index] }));
  const lines = virtual
    ? virtualizer.getVirtualItems().map((entry) => (
        <li
          key={entry.key}
          ref={virtualizer.measureElement}
          data-index={entry.index}
          aria-setsize={items.length}
          aria-posinset={entry.index + 1}
          className="portal-list__item portal-list__item--virtual"
          style={{ transform: `translateY(${entry.start}px)` }}
        >
          {line(entry.index)}
        </li>
      ))
    : items.map((_, index) => (
        <li key={index} className="portal-list__item">
          {line(index)}
        </li>
      ));
  return (
    <>
      {summary && node.summary && <p className="usa-prose">{translate(node.summary, summary)}</p>}
      <div ref={scrollRef} className="portal-list" role="region" aria-label={label} tabIndex={0}>
        <ul className="portal-list__items" aria-label={label} style={virtual ? { height: virtualizer.getTotalSize() } : undefined}>
          {lines}
        </ul>
      </div>
    </>
  );
}
