import type { MutableRefObject } from 'react';
import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import type { FlowEnvironment } from '../../engine/flow/flow-context.js';
import type { FlowDefinition } from '../../engine/flow/flow-definition.js';
import { createFlowMachine } from '../../engine/flow/flow-machine.js';
import { formDrafts, type FormDrafts } from '../../engine/flow/form-drafts.js';
import type { LoadCache } from './load-cache.js';
import type { TabMessage } from './use-other-tabs.js';

/**
 * The flows' statechart for the app's life: the machine, its one actor, the tab's drafts, and
 * the environment it acts through. Built apart from React, so the app's start can build it in
 * tasks of its own before the first render (on a phone the statechart of every flow is one of
 * the longest pieces of a first visit); a flow router given none builds its own as it draws.
 */
export interface FlowRuntime {
  machine: AnyStateMachine;
  environment: FlowEnvironment;
  /** Drafts of the forms that keep one, per tab: a reload starts from them (form-drafts.ts). */
  drafts: FormDrafts;
  /**
   * What the environment reads late, set by the page as it draws: where "@back" and "@root"
   * lead (they need the router), and the load cache (swr, a hook of the page).
   */
  wiring: {
    leave: MutableRefObject<(to: '@back' | '@root') => void>;
    loads: MutableRefObject<LoadCache | null>;
    /** Sends to the portal's other tabs in this browser while the page is drawn (use-other-tabs.ts). */
    tell: MutableRefObject<(message: TabMessage) => void>;
  };
  /** The machine's actor, started at the first call: one for the app's life, never stopped (StrictMode's trial unmount would kill it). */
  actor(): Actor<AnyStateMachine>;
}

/** A runtime for `flows`, acting through the API client's `request` and the host's `scope`. */
export function createFlowRuntime(flows: readonly FlowDefinition[], host: Pick<FlowEnvironment, 'request' | 'scope'>): FlowRuntime {
  const drafts = formDrafts(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  const wiring: FlowRuntime['wiring'] = { leave: { current: () => undefined }, loads: { current: null }, tell: { current: () => undefined } };
  const environment: FlowEnvironment = {
    drafts: drafts.read,
    keptData: drafts.readData,
    request: host.request,
    scope: host.scope,
    leave: (to) => wiring.leave.current(to),
    // Loads with a cache policy and the revalidation after calls go through swr (load-cache.tsx).
    load: (load) => (wiring.loads.current as LoadCache).load(load),
    // The session is the browser's, so what a call changed is stale in the other tabs too.
    revalidate: (paths) => {
      wiring.loads.current?.revalidate(paths);
      wiring.tell.current({ revalidate: paths });
    },
    tellOtherTabs: (event) => wiring.tell.current({ event }),
  };
  const machine = createFlowMachine(flows, environment);
  let actor: Actor<AnyStateMachine> | undefined;
  return { machine, environment, drafts, wiring, actor: () => (actor ??= createActor(machine).start()) };
}
