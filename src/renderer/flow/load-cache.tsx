import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { BoundRequest, CallResult, RequestPrimitive } from '../../engine/flow/call.js';
import { succeeded } from '../../engine/flow/call.js';
import type { CachedLoad } from '../../engine/flow/flow-context.js';
import type { CachePolicy } from '../../engine/flow/flow-definition.js';

/**
 * The cache key of a bound request: method, address and body, so equal calls share one answer;
 * and the count of sessions begun or ended (`FlowContext.forgotten`) once there was one, so
 * a new person never shares an answer, nor one still being asked, with the one before.
 */
export function requestKey(request: BoundRequest, forgotten = 0): string {
  const key = `${request.method} ${request.url}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`;
  return forgotten === 0 ? key : `${key} #${forgotten}`;
}

/** The address part of a key made by {@link requestKey}. */
const urlOfKey = (key: string): string => key.split(' ')[1] ?? '';

/** A refusal carried through swr as an error, so it is never kept as data. */
class RefusedAnswer extends Error {
  constructor(readonly result: CallResult) {
    super(`answered ${result.status}`);
  }
}

/** swr's options per policy; the flows decide what a failure means, so swr never retries. */
const POLICY_OPTIONS: Record<CachePolicy, SWRConfiguration> = {
  session: { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  focus: { revalidateIfStale: true, revalidateOnFocus: true, revalidateOnReconnect: true, shouldRetryOnError: false },
};

/** Fetches a bound request for swr: a refusal is thrown (kept as swr's error, not as data). */
function answerFetcher(request: RequestPrimitive, bound: BoundRequest): () => Promise<CallResult> {
  return async () => {
    const result = await request(bound).catch((): CallResult => ({ status: 0 }));
    if (!succeeded(result)) throw new RefusedAnswer(result);
    return result;
  };
}

/** A load in progress or shown: its request, and where its answers go. */
interface Entry extends CachedLoad {
  key: string;
  /** The first answer settles the machine's load; a different later one is a reload. */
  answer: (result: CallResult) => void;
}

/** One load kept by swr for as long as its step is shown (so focus revalidates it). */
function CachedAnswer(props: { entry: Entry; request: RequestPrimitive }) {
  const { entry } = props;
  const { data, error } = useSWR(entry.key, answerFetcher(props.request, entry.request), POLICY_OPTIONS[entry.policy]);
  useEffect(() => {
    if (data !== undefined) entry.answer(data);
  }, [data, entry]);
  useEffect(() => {
    if (error !== undefined) entry.answer(error instanceof RefusedAnswer ? error.result : { status: 0 });
  }, [error, entry]);
  return null;
}

/** What the flow page gets from the cache. */
export interface LoadCache {
  /** The machine's `load`: answers from swr's cache by the call's policy. */
  load: (load: CachedLoad) => Promise<CallResult>;
  /** The machine's `revalidate`: asks again for every cached answer under these paths. */
  revalidate: (paths: readonly string[]) => void;
  /** Forgets every cached answer (a session began or ended: the next person must not see this one's data). */
  clear: () => void;
  /** The loads of the step shown, kept mounted so swr can revalidate them: draw it anywhere. */
  view: ReactNode;
}

/**
 * Loads through swr (one cache, keyed by call and parameters, deduplicated across screens),
 * with the policy the flow files give each call. Loads of earlier step entries are dropped
 * as the visit moves on; `onReload` hears a later, different answer for the step shown.
 * Must be used under an `SWRConfig` whose cache the page owns.
 */
export function useLoadCache(request: RequestPrimitive, visit: number, onReload: (load: CachedLoad, result: CallResult) => void): LoadCache {
  const { mutate, cache: store } = useSWRConfig();
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const reload = useRef(onReload);
  reload.current = onReload;

  useEffect(() => setEntries((current) => current.filter((entry) => entry.visit >= visit)), [visit]);

  const cache = useMemo<Omit<LoadCache, 'view'>>(
    () => ({
      load: (load) =>
        new Promise<CallResult>((resolve) => {
          let settled: CallResult | undefined;
          const entry: Entry = {
            ...load,
            key: requestKey(load.request, load.forgotten),
            answer: (result) => {
              if (settled === undefined) {
                settled = result;
                resolve(result);
              } else if (result !== settled && succeeded(result)) {
                settled = result;
                reload.current(load, result);
              }
            },
          };
          setEntries((current) => [...current.filter((other) => !(other.visit === load.visit && other.name === load.name)), entry]);
        }),
      revalidate: (paths) => {
        void mutate((key) => typeof key === 'string' && paths.some((path) => urlOfKey(key).startsWith(path)), undefined, { revalidate: true });
      },
      // Entries are dropped from the store itself: a mutation would mark every key changed, and
      // swr then discards the answer of a load in flight (the 401 that reported the end), so
      // that load would never settle. Loads after the clear use keys of their own (requestKey):
      // swr would not ask again for a dropped key it asked for a moment before.
      clear: () => {
        for (const key of [...store.keys()]) if (store.get(key)?.data !== undefined) store.delete(key);
      },
    }),
    [mutate, store],
  );
  const view = entries.map((entry) => <CachedAnswer key={`${entry.visit} ${entry.name}`} entry={entry} request={request} />);
  return { ...cache, view };
}
