import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { bindCall, succeeded, type CallResult } from '../../../engine/flow/call.js';
import { sessionEndedEvent } from '../../../engine/flow/raised-events.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { getAtPointer } from '../../../engine/schema/json-pointer.js';
import { pageCount, shownRange, tableParams, type TableState } from '../../../engine/table/table-state.js';
import { requestKey } from '../../flow/load-cache.js';
import { useMessages } from '../../messages/messages-context.js';
import { useScreenRuntime } from '../screen-runtime.js';
import type { Row, TableNode } from './table-definition.js';

/** The list's swr options: the previous page stays drawn while the next loads; failures are the table's to show, not retried. */
const LIST_OPTIONS: SWRConfiguration<CallResult> = { keepPreviousData: true, revalidateOnFocus: true, shouldRetryOnError: false };

/** Which rows of all an answer holds ("Showing 26–50 of 130"): those of the page it was asked for. */
export type ShownRange = ReturnType<typeof shownRange>;

/**
 * The answer drawn: rows, the count of all and the range they are (of the page asked for,
 * not the page chosen since: the previous page stays drawn while the next loads), or a failure.
 */
export type Answer = { rows: Row[]; total: number; range: ShownRange; failed?: false } | { rows: Row[]; total: number; failed: true };

/**
 * A table's answer for its state: the call bound with the paging and sort as `$table/...`,
 * asked through the portal's swr cache and again when any bound value changes (a new filter
 * shows page 1); only the latest answer is drawn. `status` is what screen readers are told
 * after a change ("Showing 11–20 of 23", or `emptyText` when nothing matches: "Showing 0–0 of
 * 0" says nothing); `emptyText` is the table's own `empty` text, else the search's "No
 * results"; `loading` holds while an answer is awaited.
 */
export function useTableAnswer(
  table: Pick<TableNode, 'source' | 'empty' | 'inAddress'>,
  state: TableState,
  setState: Dispatch<SetStateAction<TableState>>,
  own: (id: string, params?: MessageParams) => string,
): { answer: Answer | undefined; status: string; loading: boolean; emptyText: string } {
  const runtime = useScreenRuntime();
  const translate = useMessages();
  const emptyText = translate(table.empty ?? 'search.noResults');
  const [answer, setAnswer] = useState<Answer | undefined>();
  const [status, setStatus] = useState('');
  const answered = useRef(false);
  const { scope } = runtime;
  // The call as bound now; a change of any bound value (a filter held by the flow) asks again.
  const request = bindCall(table.source.call, { ...scope, table: tableParams(state) });
  const key = runtime.cacheKey?.(request) ?? requestKey(request);
  // The same call with the paging left out: when it changes (a new filter), page 1 shows.
  const filterKey = JSON.stringify(bindCall(table.source.call, { ...scope, table: {} }));
  const lastFilter = useRef(filterKey);
  useEffect(() => {
    if (lastFilter.current === filterKey) return;
    lastFilter.current = filterKey;
    // A table kept in the address has its page from there: a new search writes none (page 1),
    // Back to an earlier search brings its page with it.
    if (table.inAddress) return;
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
    // A session that ended is the flows' to answer, as for any call: the answer tells logged out from left idle.
    const ended = sessionEndedEvent(result);
    if (ended) runtime.send(ended);
    if (!succeeded(result) || !Array.isArray(rows)) {
      setAnswer({ rows: [], total: 0, failed: true });
    } else {
      const total = Number(table.source.total === undefined ? rows.length : getAtPointer(body, table.source.total)) || rows.length;
      const range = shownRange(state, rows.length, total);
      setAnswer({ rows: rows as Row[], total, range });
      // Rows deleted since: a page past the end shows the last page instead.
      if (rows.length === 0 && total > 0 && state.page > 0) setState((current) => ({ ...current, page: pageCount(total, current.size) - 1 }));
      // Said after a change, not on the first drawing (the caption and rows say it then).
      if (answered.current) setStatus(total === 0 ? emptyText : own('table.showing', range));
    }
    answered.current = true;
    // One reading per answer; the state it reads is the one the answer was asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  return { answer, status, loading, emptyText };
}
