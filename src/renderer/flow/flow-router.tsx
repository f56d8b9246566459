import { useContext, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { FlowPageBody } from './flow-page-body.js';
import { FlowRouterPropsContext, type FlowRouterProps } from './flow-router-props.js';
import { flowRoutes } from './flow-routes.js';
import { createFlowRuntime } from './flow-runtime.js';

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
 * The page every route draws: the flows' runtime (the statechart and its actor), built once
 * for the app's life unless the app built it ahead (`runtime`), then the page itself
 * (FlowPageBody). In a component of its own, building it is a render of its own, and React may
 * pause between two components' renders (the first is a transition), not inside one.
 */
function FlowPage() {
  const props = useContext(FlowRouterPropsContext) as FlowRouterProps;
  const [runtime] = useState(() => props.runtime ?? createFlowRuntime(props.flows, props));
  return <FlowPageBody runtime={runtime} />;
}
