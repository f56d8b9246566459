import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { leadBeforeLoads, splitAtFirstModel } from '../engine/screen/first-paint.js';
import { DEFAULT_FRAME, type FrameDefinition } from '../engine/screen/frame-definition.js';
import type { ScreenDefinition, ScreenNode } from '../engine/screen/screen-definition.js';
import type { FlowDefinition, StepDefinition, Transition } from '../engine/flow/flow-definition.js';
import { frameHome } from '../renderer/flow/frame-home.js';
import { PageFrame } from '../renderer/flow/page-frame.js';
import { pageTitle } from '../renderer/flow/page-title.js';
import { MessagesProvider, type Translate } from '../renderer/messages/messages-context.js';
import { formatMessage } from '../engine/messages/format-message.js';
import { PortalSettingsProvider } from '../renderer/portal-settings.js';
import { nodeTypeRegistry } from '../renderer/screen/nodes/index.js';
import { ScreenPage } from '../renderer/screen/screen-page.js';
import { ScreenRuntimeProvider, type ScreenRuntime } from '../renderer/screen/screen-runtime.js';
import { portalSettings } from './app.js';
import { catalogue, configByFile, drawnRuleFiles, globals, logos, prepareScreen } from './content.js';
import layout from '../../schemas/config/layout.json';

/** A page's first paint, as the build writes it into that page's HTML. */
export interface FirstPaintPage {
  /** The address it is for (a step's route without params). */
  path: string;
  /** The page's title, as the app sets it. */
  title: string;
  /** The frame and the screen's start, as the app draws them before the step's loads answer. */
  markup: string;
}

/** The catalogue's texts as the app's MessagesProvider gives them, for the page's title. */
const translate: Translate = (id, params) => formatMessage(catalogue, id, params, globals);

/** Whether every node of a frame shows the same for anyone before any load (a signed-in frame names its user). */
const frameReadsNoLoad = (frame: FrameDefinition): boolean =>
  [frame.header ?? [], frame.banner ?? [], frame.footer ?? []].every((nodes) => leadBeforeLoads(nodes).length === nodes.length) && !frame.title;

/** The screen's start the app draws while the step's loads are out; empty when it draws none. */
const leadOf = (screen: ScreenDefinition) => leadBeforeLoads(splitAtFirstModel(screen.content, nodeTypeRegistry).head);

/** A runtime for drawing without a flow: nothing is sent, nothing is open, only rule files are read. */
const staticRuntime: ScreenRuntime = {
  send: () => undefined,
  resources: () => {
    throw new Error('the first paint draws no form');
  },
  heldData: () => undefined,
  serverErrors: () => undefined,
  scope: { config: configByFile, params: {}, query: {} },
  request: () => Promise.reject(new Error('the first paint makes no call')),
  openModal: null,
  setModal: () => undefined,
};

/** Whether a step's page can be drawn before any script runs: the same for every visitor. */
function drawnFirst(step: StepDefinition, frame: FrameDefinition | undefined): frame is FrameDefinition {
  return !step.route.includes(':') && !(step.load ?? []).some((load) => load.gate) && frame !== undefined && frameReadsNoLoad(frame);
}

/** The nodes all the lists start with, compared as written. */
function commonStart(lists: readonly (readonly ScreenNode[])[]): ScreenNode[] {
  const [first = [], ...others] = lists;
  const at = first.findIndex((node, index) => others.some((other) => JSON.stringify(other[index]) !== JSON.stringify(node)));
  return first.slice(0, at < 0 ? first.length : at);
}

/** Every target a transition can move to, its calls' outcomes included. */
function targetsOf(transition: Transition | undefined): string[] {
  if (transition === undefined) return [];
  if (typeof transition === 'string') return [transition];
  return (Array.isArray(transition) ? transition : [transition]).flatMap((branch) => [...(branch.target ? [branch.target] : []), ...(branch.outcomes ?? []).flatMap((outcome) => targetsOf(outcome))]);
}

/**
 * The steps a visitor may be shown once a step's loads answer: itself, and those its
 * `always` sends a visitor to (a switch's other flow); undefined when a target is no step
 * (the previous page, the root), which the build cannot know.
 */
function stepsAfterLoads(flow: FlowDefinition, step: StepDefinition): StepDefinition[] | undefined {
  const steps = [step];
  const { flows } = drawnRuleFiles();
  for (const target of targetsOf(step.always)) {
    const [flowId, stepId] = target.includes('.') ? target.split('.') : [flow.id, target];
    const next = flows.find((candidate) => candidate.id === flowId)?.steps[stepId ?? ''];
    if (!next) return undefined;
    steps.push(next);
  }
  return steps;
}

/**
 * The first paint of every page that can have one: a step at a fixed address, in a frame
 * that names no one, not behind the session gate, whose loads cannot send the visitor to a
 * page in another frame. It holds the frame, the nodes every screen the visitor may end on
 * starts with that read none of the loads (often the heading), and the loading line.
 * Drawn by the same components as in the browser (PageFrame, ScreenPage), so the app's first
 * commit puts the same elements in the same places.
 */
export async function firstPaintPages(): Promise<FirstPaintPage[]> {
  const pages = new Map<string, FirstPaintPage>();
  const { flows, frames } = drawnRuleFiles();
  for (const [flow, step] of flows.flatMap((flow) => Object.values(flow.steps).map((step) => [flow, step] as const))) {
    const frame = frames[step.frame ?? DEFAULT_FRAME];
    const steps = stepsAfterLoads(flow, step);
    // A page whose loads may send the visitor to a page in another frame gets none: its
    // first paint would show a frame they do not end in.
    const sameFrame = steps?.every((other) => (other.frame ?? DEFAULT_FRAME) === (step.frame ?? DEFAULT_FRAME));
    if (pages.has(step.route) || !drawnFirst(step, frame) || !steps || !sameFrame) continue;
    const screens = await Promise.all(steps.map((other) => prepareScreen(other.screen)));
    const [screen] = screens;
    // What every screen the visitor may end on starts with: a page whose loads may send them
    // to a screen starting otherwise (a review page visited without its form), or whose
    // screen starts with what its loads bring (sign-in's notices), gets its frame and the
    // loading line, as the app draws it while the loads are out; never a page not reached.
    const lead = screens.every((other) => other !== undefined) ? commonStart(screens.map(leadOf)) : [];
    if (!screen) continue;
    const markup = renderToStaticMarkup(
      <MessagesProvider catalogue={catalogue} globals={globals}>
        <PortalSettingsProvider value={portalSettings}>
          <MemoryRouter initialEntries={[step.route]}>
            <ScreenRuntimeProvider value={staticRuntime}>
              <PageFrame frame={frame} homeHref={frameHome(frame, flows, layout.homeHref)} logoUrl={frame.logo ? logos[frame.logo] : undefined}>
                <ScreenPage screen={{ ...screen, content: lead }} loaded={false} busy notices={[]} onDismiss={() => undefined} />
              </PageFrame>
            </ScreenRuntimeProvider>
          </MemoryRouter>
        </PortalSettingsProvider>
      </MessagesProvider>,
    );
    pages.set(step.route, { path: step.route, title: pageTitle(screen, frame, staticRuntime.scope, translate), markup });
  }
  return [...pages.values()];
}
