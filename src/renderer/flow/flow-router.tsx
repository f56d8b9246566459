import { useContext, useMemo, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { FlowEnvironment } from '../../engine/flow/flow-context.js';
import { formDrafts } from '../../engine/flow/form-drafts.js';
import { createFlowMachine } from '../../engine/flow/flow-machine.js';
import { FlowPageBody } from './flow-page-body.js';
import { FlowRouterPropsContext, type FlowRouterProps } from './flow-router-props.js';
import { flowRoutes } from './flow-routes.js';
import type { LoadCache } from './load-cache.js';

export type { FlowRouterProps } from './flow-router-props.js';

/**
 * Routes come from flows/*.json twice over: react-router-dom owns the address bar (history,
 * links, scroll restoration, blocking) with route objects generated from the flows' step
 * routes (flow-routes.ts), and the flows run as one statechart (engine/flow/flow-machine.ts)
 * that owns the step, its loads, outcomes and timers. See docs/decisions/router-statechart-cache.md.
 */
export function FlowRouter(props: FlowRouterProps) {
  // One router for the app's life; its routes never change (the flows are bundled).
  const [router] = useState(() => createBrowserRouter(flowRoutes(props.flows, <FlowPage />)));
  return (
    <FlowRouterPropsContext.Provider value={props}>
      {/* One swr cache per portal, owned by it (tests and a second mount start empty). */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </FlowRouterPropsContext.Provider>
  );
}

/**
 * The page every route draws: the flows' machine, built once for the app's life, then the
 * page itself (FlowPageBody). Building the statechart of every flow is one of the longest
 * pieces of a first visit on a phone; in a component of its own it is a render of its own,
 * and React may pause between two components' renders (the first is a transition), not
 * inside one.
 */
function FlowPage() {
  const props = useContext(FlowRouterPropsContext) as FlowRouterProps;
  // Set once the step's frame is known: "@back" needs an entry of the app's own before this
  // one, else it goes to the frame's home (the root, or the signed-in home).
  const leave = useRef<(to: '@back' | '@root') => void>(() => undefined);
  // Loads with a cache policy and the revalidation after calls go through swr (load-cache.tsx).
  const loads = useRef<LoadCache | null>(null);
  // Drafts of the forms that keep one, per tab: a reload starts from them (form-drafts.ts).
  const drafts = useMemo(() => formDrafts(typeof sessionStorage === 'undefined' ? undefined : sessionStorage), []);
  const environment = useMemo<FlowEnvironment>(
    () => ({
      drafts: drafts.read,
      keptData: drafts.readData,
      request: props.request,
      scope: props.scope,
      leave: (to) => leave.current(to),
      load: (load) => (loads.current as LoadCache).load(load),
      revalidate: (paths) => loads.current?.revalidate(paths),
    }),
    [props.request, props.scope, drafts],
  );
  // One machine for the app's life, built with the first environment (the environment reads its refs late).
  const [machine] = useState(() => createFlowMachine(props.flows, environment));
  return <FlowPageBody machine={machine} environment={environment} leave={leave} loads={loads} drafts={drafts} />;
}
