import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { BoundRequest, CallResult } from '../../../src/engine/flow/call.js';
import type { CachedLoad } from '../../../src/engine/flow/flow-context.js';
import type { CachePolicy } from '../../../src/engine/flow/flow-definition.js';
import { useLoadCache, type LoadCache } from '../../../src/renderer/flow/load-cache.js';

/** A server whose answers count up per address, so a second ask is told from a cached answer. */
function countingServer() {
  const asked: string[] = [];
  const request = vi.fn(async ({ url }: BoundRequest): Promise<CallResult> => {
    asked.push(url);
    await Promise.resolve();
    return url.includes('down') ? { status: 503 } : { status: 200, body: { url, answer: asked.filter((other) => other === url).length } };
  });
  return { asked, request };
}

/** Renders the cache for one step entry; answers the live handle and the reloads heard. */
function renderCache(request: (bound: BoundRequest) => Promise<CallResult>, visit = 1) {
  const handle: { current: LoadCache | null } = { current: null };
  const reloads: { name: string; body: unknown }[] = [];
  function Host(props: { visit: number }): ReactNode {
    const cache = useLoadCache(request, props.visit, (load, result) => reloads.push({ name: load.name, body: result.body }));
    handle.current = cache;
    return cache.view;
  }
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Host visit={visit} />
    </SWRConfig>,
  );
  const rerender = (next: number) =>
    view.rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Host visit={next} />
      </SWRConfig>,
    );
  return { handle, reloads, rerender };
}

/** Starts loads as the machine does, then waits until each has its answer (rendering and fetching meanwhile). */
async function ask(cache: { current: LoadCache | null }, ...loads: CachedLoad[]): Promise<CallResult[]> {
  let answers!: Promise<CallResult[]>;
  act(() => {
    answers = Promise.all(loads.map((one) => (cache.current as LoadCache).load(one)));
  });
  let settled: CallResult[] | undefined;
  void answers.then((results) => (settled = results));
  await waitFor(() => expect(settled).toBeDefined());
  return settled as CallResult[];
}

const load = (name: string, url: string, policy: CachePolicy, visit = 1, forgotten = 0): CachedLoad => ({ name, visit, forgotten, policy, request: { method: 'GET', url } });

describe('the load cache (swr)', () => {
  it('asks once when two loads of one step entry ask the same call at the same time', async () => {
    const server = countingServer();
    const { handle } = renderCache(server.request);
    const [first, second] = await ask(handle, load('plans', '/api/plans', 'session'), load('samePlans', '/api/plans', 'session'));
    expect(first).toEqual(second);
    expect(server.asked).toEqual(['/api/plans']);
  });

  it('answers a session-cached call from the cache on a later visit, without asking again', async () => {
    const server = countingServer();
    const { handle, rerender } = renderCache(server.request);
    const first = (await ask(handle, load('plans', '/api/plans', 'session')))[0] as CallResult;
    rerender(2);
    const later = (await ask(handle, load('plans', '/api/plans', 'session', 2)))[0] as CallResult;
    expect(later.body).toEqual(first.body);
    expect(server.asked).toEqual(['/api/plans']);
  });

  it('answers a focus-cached call at once from the cache, then hears the fresh answer as a reload', async () => {
    const server = countingServer();
    const { handle, reloads, rerender } = renderCache(server.request);
    (await ask(handle, load('user', '/api/user', 'focus')))[0] as CallResult;
    rerender(2);
    const stale = (await ask(handle, load('user', '/api/user', 'focus', 2)))[0] as CallResult;
    expect(stale.body).toEqual({ url: '/api/user', answer: 1 });
    await waitFor(() => expect(reloads).toEqual([{ name: 'user', body: { url: '/api/user', answer: 2 } }]));
  });

  it('asks again for what a call changed, and hears the new answer', async () => {
    const server = countingServer();
    const { handle, reloads } = renderCache(server.request);
    (await ask(handle, load('list', '/api/providers/list', 'focus')))[0] as CallResult;
    (await ask(handle, load('user', '/api/user', 'focus')))[0] as CallResult;
    act(() => handle.current!.revalidate(['/api/providers/']));
    await waitFor(() => expect(reloads).toEqual([{ name: 'list', body: { url: '/api/providers/list', answer: 2 } }]));
    expect(server.asked.filter((url) => url === '/api/user')).toHaveLength(1);
  });

  it('keeps no refusal: the load hears it, and the next visit asks again', async () => {
    const server = countingServer();
    const { handle, rerender } = renderCache(server.request);
    expect((await ask(handle, load('down', '/api/down', 'session')))[0] as CallResult).toEqual({ status: 503 });
    rerender(2);
    expect((await ask(handle, load('down', '/api/down', 'session', 2)))[0] as CallResult).toEqual({ status: 503 });
    expect(server.asked).toEqual(['/api/down', '/api/down']);
  });

  it('forgets every answer when the session ends, so the next account asks afresh', async () => {
    const server = countingServer();
    const { handle, rerender } = renderCache(server.request);
    (await ask(handle, load('user', '/api/user', 'session')))[0] as CallResult;
    act(() => handle.current!.clear());
    rerender(2);
    const next = (await ask(handle, load('user', '/api/user', 'session', 2)))[0] as CallResult;
    expect(next.body).toEqual({ url: '/api/user', answer: 2 });
  });

  it('never answers the next person\'s load with an answer kept for the person before, even one not cleared', async () => {
    const server = countingServer();
    const { handle, rerender } = renderCache(server.request);
    (await ask(handle, load('user', '/api/user', 'focus')))[0] as CallResult;
    rerender(2);
    const next = (await ask(handle, load('user', '/api/user', 'focus', 2, 1)))[0] as CallResult;
    expect(next.body).toEqual({ url: '/api/user', answer: 2 });
  });
});
