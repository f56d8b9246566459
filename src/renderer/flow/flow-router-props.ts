import { createContext } from 'react';
import type { BindingScope } from '../../engine/bindings/binding.js';
import type { RequestPrimitive } from '../../engine/flow/call.js';
import type { FlowDefinition } from '../../engine/flow/flow-definition.js';
import type { ScreenDefinition, ScreenNode } from '../../engine/screen/screen-definition.js';
import type { FrameDefinition } from '../../engine/screen/frame-definition.js';
import type { FormResources } from '../screen/screen-runtime.js';
import type { FlowRuntime } from './flow-runtime.js';
import type { SessionActivity } from './session-activity.js';
import type { InactivityConfig } from './use-inactivity-countdown.js';

/** What the flow router draws from: flows and screens as data, the API as one primitive. */
export interface FlowRouterProps {
  flows: readonly FlowDefinition[];
  /** Sends a call of a flow (the API client's generic request). */
  request: RequestPrimitive;
  /** What bindings read beyond the flow's own values: session, switches, context, config. */
  scope: () => BindingScope;
  resources: (model: string, ui: string) => FormResources;
  /**
   * Loads a screen by id with what its nodes need (ui files, models' schemas and validators)
   * before it shows; undefined for a screen the portal does not have.
   */
  prepareScreen: (id: string) => Promise<ScreenDefinition | undefined>;
  /** Modals every screen has (flows/modals/): opened by a flow outcome or "@open:<id>" anywhere. */
  sharedModals?: readonly ScreenNode[];
  /** Page frames by id (flows/frames/), their `extends` resolved; a step is drawn in its own. */
  frames: Readonly<Record<string, FrameDefinition>>;
  /** Where the logo and product name lead on a frame naming no home step, and the root failed first visits leave for. */
  homeHref: string;
  /** The shared modal asked before leaving a page whose guarded form holds unsaved work. */
  unsavedChangesModal?: string;
  /** The addresses of the logos frames name, by name. */
  logos?: Readonly<Record<string, string>>;
  /**
   * The inactivity countdown: what the API client reports of the session, and the rules
   * (schemas/config/inactivity.json). Without it there is no countdown.
   */
  inactivity?: { activity: SessionActivity; config: InactivityConfig };
  /**
   * Called in the commit that first draws a page (a screen, or an error page), before the
   * browser paints it: the app shell takes down the first paint the HTML came with then.
   */
  onPageDrawn?: () => void;
  /**
   * The flows' runtime built ahead (createFlowRuntime with these flows, `request` and
   * `scope`), so the first render does not build the statechart; without it the router builds
   * its own as it first draws.
   */
  runtime?: FlowRuntime;
}

/** The flow router's props, for the pages it draws (flow-page-body.tsx). */
export const FlowRouterPropsContext = createContext<FlowRouterProps | null>(null);
