import { useEffect, useMemo, useState } from 'react';
import { createActor } from 'xstate';
import type { FlowContext, FlowEnvironment } from '../../engine/flow/flow-context.js';
import { flowScope, initialFlowContext } from '../../engine/flow/flow-context.js';
import { createFlowMachine, currentStep, type StepMeta } from '../../engine/flow/flow-machine.js';
import type { ScreenDefinition } from '../../engine/screen/screen-definition.js';
import { DEFAULT_FRAME } from '../../engine/screen/frame-definition.js';
import { PageFrame } from '../../renderer/flow/page-frame.js';
import { useMessages } from '../../renderer/messages/messages-context.js';
import { LoadingLine } from '../../renderer/screen/loading-line.js';
import { NoticeList } from '../../renderer/screen/notice-list.js';
import { ScreenNodes } from '../../renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider, type ScreenRuntime } from '../../renderer/screen/screen-runtime.js';
import { createApiClient } from '../api-client.js';
import { config, configByFile, drawnRuleFiles, formBehaviour, logos, prepareScreen, resources } from '../content.js';
import layout from '../../../schemas/config/layout.json';
import type { GalleryState } from './gallery-state.js';
import { scriptedRequest } from './scripted-request.js';

/** What the page shows once the flow machine has settled on a step. */
interface Shown {
  context: FlowContext;
  step: StepMeta;
  screen: ScreenDefinition;
}

/**
 * Draws one screen in one gallery state with the portal's own parts: the flows' statechart
 * visits the state's path (its form data and stored data held first, its loads answered by
 * the scripted request), and once the step is ready the screen is drawn in its frame with
 * the portal's screen nodes and shared modals; then the state's modal opens, or its forms
 * are submitted and the focus moves to the first error. It is a still picture: the machine
 * stops once the step is ready (no delayed move), and events a screen sends go nowhere.
 * `data-gallery-ready` on the root element (the screen drawn) tells a screenshot taker the
 * picture is complete.
 */
export function GalleryScreen({ state }: { state: GalleryState }) {
  const translate = useMessages();
  const { flows, frames, sharedModals } = drawnRuleFiles();
  const environment = useMemo<FlowEnvironment>(
    () => ({
      request: scriptedRequest(flows, state.switches, createApiClient(config.staticHeader).request, state.data),
      scope: () => ({ config: configByFile }),
      leave: () => undefined,
    }),
    [state],
  );
  const [shown, setShown] = useState<Shown | null>(null);
  const [modal, setModal] = useState<string | null>(null);

  useEffect(() => {
    const machine = createFlowMachine(flows, environment);
    // What earlier steps stored is there from the start, as after the calls that stored it.
    const snapshot = machine.resolveState({ value: 'idle', context: { ...initialFlowContext(), data: state.data ?? {} } });
    const actor = createActor(machine, { snapshot }).start();
    let settled = false;
    const subscription = actor.subscribe((snapshot) => {
      const step = currentStep(snapshot);
      if (settled || !step || !snapshot.matches({ [step.flow]: { [step.step]: 'ready' } })) return;
      settled = true;
      actor.stop();
      void prepareScreen(step.screen).then((screen) => {
        if (screen) setShown({ context: snapshot.context as FlowContext, step, screen });
      });
    });
    for (const [model, values] of Object.entries(state.form)) actor.send({ type: '@hold', model, values });
    actor.send({ type: '@visit', path: state.path, ...(state.query ? { query: state.query } : {}) });
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [environment, state]);

  // Once drawn: the state's modal opens, its forms are submitted, and two frames later the picture is ready.
  useEffect(() => {
    if (!shown) return;
    document.title = translate('page.title', { title: translate(shown.screen.title) });
    if (state.modal) setModal(state.modal);
    if (state.submit) document.querySelectorAll<HTMLFormElement>('[data-screen] form').forEach((form) => form.requestSubmit());
    // A submit with errors moves the focus to the first one after a delay: the picture includes it, every time.
    const settle = state.submit ? formBehaviour.scrollToErrorDelayMs + 50 : 0;
    const timer = setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => (document.documentElement.dataset.galleryReady = shown.screen.id))), settle);
    return () => clearTimeout(timer);
  }, [shown, state, translate]);

  if (!shown) return <LoadingLine />;
  const { context, step, screen } = shown;
  const runtime: ScreenRuntime = {
    send: () => undefined,
    resources,
    request: environment.request,
    heldData: (model) => context.form[model],
    serverErrors: (model) => context.fieldErrors[model],
    scope: { ...flowScope(context, environment), session: {} },
    openModal: modal,
    setModal,
  };
  const frame = frames[step.frame] ?? frames[DEFAULT_FRAME];
  const page = (
    <div data-screen={screen.id}>
      <NoticeList notices={context.notices} hideMs={formBehaviour.toastHideMs} onDismiss={() => undefined} />
      <ScreenNodes nodes={screen.content} />
    </div>
  );
  return (
    <ScreenRuntimeProvider value={runtime}>
      {frame ? (
        <PageFrame frame={frame} homeHref={layout.homeHref} logoUrl={frame.logo ? logos[frame.logo] : undefined}>
          {page}
        </PageFrame>
      ) : (
        page
      )}
      <ScreenNodes nodes={sharedModals} />
    </ScreenRuntimeProvider>
  );
}
