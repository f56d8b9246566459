import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import type { FlowContext } from '../../engine/flow/flow-context.js';
import { flowScope } from '../../engine/flow/flow-context.js';
import { BUSY_TAG, currentStep, FAILED_TAG, type StepMeta } from '../../engine/flow/flow-machine.js';
import { buildPath } from '../../engine/flow/route-pattern.js';
import type { ScreenDefinition } from '../../engine/screen/screen-definition.js';
import { DEFAULT_FRAME } from '../../engine/screen/frame-definition.js';
import { useMessages } from '../messages/messages-context.js';
import { usePortalSettings } from '../portal-settings.js';
import { DISCARD_EVENT, ScreenNodes } from '../screen/screen-nodes.js';
import { ScreenPage } from '../screen/screen-page.js';
import { LoadingLine } from '../screen/loading-line.js';
import { ScreenRuntimeProvider, type ScreenEvent, type ScreenRuntime } from '../screen/screen-runtime.js';
import { BusyShield } from './busy-shield.js';
import type { Countdown, InactivityWatch } from './inactivity-watch.js';
import { frameHome } from './frame-home.js';
import { FlowRouterPropsContext, type FlowRouterProps } from './flow-router-props.js';
import { PageFrame } from './page-frame.js';
import { usePageTitle } from './page-title.js';
import { requestKey, useLoadCache } from './load-cache.js';
import type { FlowRuntime } from './flow-runtime.js';
import { useLeaveGuard } from './use-leave-guard.js';
import { useCachePerPerson } from './use-cache-per-person.js';
import { useOtherTabs } from './use-other-tabs.js';

/** The address a step is at: its route with the visit's params, and the query it was given. */
function addressOf(step: StepMeta, context: FlowContext): string {
  const query = new URLSearchParams(context.query).toString();
  return buildPath(step.route, context.params) + (query ? `?${query}` : '');
}

/** Whether the entry before this one is the app's own (react-router numbers its entries in the history state). */
const canGoBack = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The page itself. The address bar and the machine follow each other: a new
 * address (a link, the back button, a first visit) is sent as `@visit`, and a step the
 * machine moves to is put in the address bar (replacing the entry when the transition says
 * so). The router restores scroll; focus goes to the new step's heading; the page title
 * carries the product name (page-title.ts); a failed load leaves for the previous page, or the frame's home on a
 * first visit (a load the server refused first shows the System Error modal over the error
 * page, and leaves when it is closed).
 */
export function FlowPageBody({ runtime: flowRuntime }: { runtime: FlowRuntime }) {
  const { environment, drafts } = flowRuntime;
  const { leave, loads } = flowRuntime.wiring;
  const props = useContext(FlowRouterPropsContext) as FlowRouterProps;
  const location = useLocation();
  // The address as it is now, for what a screen writes into it after this render.
  const here = useRef(location);
  here.current = location;
  const navigate = useNavigate();
  const translate = useMessages();
  const { formBehaviour } = usePortalSettings();
  const actor = flowRuntime.actor();
  const subscribe = useCallback((onChange: () => void) => actor.subscribe(onChange).unsubscribe, [actor]);
  const snapshot = useSyncExternalStore(subscribe, () => actor.getSnapshot());
  const context = snapshot.context as FlowContext;
  // A form the flow forgets (a registration completed, a Cancel or an Exit that wipes it, a
  // sign-out's reset) loses its draft with it; a session begun or ended (`forgetPerson`)
  // leaves no draft at all, signed-in ones included. Read from every snapshot, not from the
  // renders: a form held and reset by one click (Exit) is drawn once.
  useEffect(() => {
    let before = actor.getSnapshot().context as FlowContext;
    return actor.subscribe((next) => {
      const now = next.context as FlowContext;
      if (now.forgotten !== before.forgotten) drafts.forget(true);
      else if (now.form !== before.form) {
        const forgotten = Object.keys(before.form).filter((model) => !(model in now.form));
        if (forgotten.length > 0) drafts.forget(forgotten);
      }
      before = now;
    }).unsubscribe;
  }, [actor, drafts]);
  loads.current = useLoadCache(props.request, context.visit, (load, result) => actor.send({ type: '@reloaded', visit: load.visit, name: load.name, body: result.body }));
  useCachePerPerson(actor, loads);
  // Another tab's change: its answers are asked again here, its event goes to this tab's flow.
  useOtherTabs(flowRuntime.wiring.tell, (message) => ('event' in message ? actor.send({ type: message.event }) : loads.current?.revalidate(message.revalidate)));
  const step = currentStep(snapshot);
  const machinePath = step ? buildPath(step.route, context.params) : undefined;
  // The step's screen once it is loaded; null while it cannot be (no such screen).
  const [prepared, setPrepared] = useState<{ id: string; screen: ScreenDefinition | null } | null>(null);
  const screen = step && prepared?.id === step.screen ? (prepared.screen ?? undefined) : undefined;
  const missing = step !== undefined && prepared?.id === step.screen && prepared.screen === null;

  // One modal is open at a time, held by the flow: the screen's, the guard's and the countdown's.
  const setModal = useCallback((modal: string | null) => actor.send({ type: '@modal', modal }), [actor]);
  // While a guarded form holds unsaved work, moves the flow did not make are blocked and asked.
  const unsaved = useLeaveGuard({ visit: context.visit, modal: props.unsavedChangesModal, openModal: context.modal, setModal, ownPath: machinePath });

  // Address -> machine: a path the machine is not at is a visit. So is any other entry while
  // the page is the error page of a failed load: its Close goes back, and the page before may
  // have the same address.
  const lastPath = useRef<string | undefined>(undefined);
  const lastSearch = useRef(location.search);
  useEffect(() => {
    const moved = location.pathname !== lastPath.current;
    lastPath.current = location.pathname;
    const searched = location.search !== lastSearch.current;
    lastSearch.current = location.search;
    // The query alone changed on the step shown (a search kept in the address, its Back or
    // Forward): `$query` follows and the step stays, its page and focus where they are.
    if (!moved && searched && location.pathname === machinePath && !snapshot.hasTag(FAILED_TAG)) {
      actor.send({ type: '@query', query: Object.fromEntries(new URLSearchParams(location.search)) });
      return undefined;
    }
    if (location.pathname !== machinePath || (!moved && snapshot.hasTag(FAILED_TAG))) {
      const visit = () => actor.send({ type: '@visit', path: location.pathname, query: Object.fromEntries(new URLSearchParams(location.search)) });
      // The first visit (no step yet) runs in a task of its own: entering the step and drawing
      // its page is a long piece of work, and so was the commit whose effects got here. On a
      // phone the two made one task that kept the page from answering input.
      if (step) visit();
      else {
        const timer = setTimeout(visit, 0);
        return () => clearTimeout(timer);
      }
    }
    return undefined;
    // The machine's own moves change the address too; only the address decides here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search, location.key]);

  // The step's `keepData` entries are kept for the tab while it shows (a pending code challenge
  // survives a reload); a step keeping none forgets them.
  useEffect(() => {
    if (!step) return;
    drafts.keepData(Object.fromEntries(step.keepData.filter((name) => context.data[name] !== undefined).map((name) => [name, context.data[name]])));
    // A step entry is identified by the visit count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [context.visit]);

  // Machine -> address: each step entry puts its address in the bar.
  useEffect(() => {
    if (step && machinePath !== location.pathname) navigate(addressOf(step, context), { replace: context.replace });
    // A step entry is identified by the visit count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [context.visit]);

  // Focus follows the move: once a new step's screen is drawn, its heading takes focus, so
  // keyboard and screen-reader users start at the top of what changed (not on the first
  // page the app draws, where the browser's own start is right).
  const pageRef = useRef<HTMLDivElement>(null);
  const focusedVisit = useRef<number | null>(null);

  // A screen loads once per step entry that needs it; the machine loads the step's data meanwhile.
  const wanted = step?.screen;
  useEffect(() => {
    if (!wanted || prepared?.id === wanted) return;
    let current = true;
    props.prepareScreen(wanted).then(
      (loaded) => current && setPrepared({ id: wanted, screen: loaded ?? null }),
      (error: unknown) => {
        console.error('screen preparation failed', error);
        if (current) leave.current('@back');
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  const [countdown, setCountdown] = useState<Countdown | null>(null);
  // The countdown's code arrives with the first answer to a session: pages before sign-in never load it.
  const [Watch, setWatch] = useState<typeof InactivityWatch | null>(null);
  const activity = props.inactivity?.activity;
  const sessionState = useRef(activity?.current());
  useEffect(
    () =>
      activity?.subscribe((state) => {
        // Drafts by model are a visitor's before sign-in: a session begun or ended (signed in,
        // perhaps as someone else, or out) leaves none for the next person at this tab. Reported
        // on every answer to a session, so only a change of state counts. The first answer after
        // a reload is no change for a signed-in draft: it is kept for whom it was typed, and
        // restored only for them (form-drafts.ts readOwned).
        if (state !== sessionState.current) drafts.forget(sessionState.current === undefined ? 'beforeSignIn' : true);
        sessionState.current = state;
        if (state === 'active') void import('./inactivity-watch.js').then((module) => setWatch(() => module.InactivityWatch));
      }),
    [activity, drafts],
  );
  // `$session/countdown` (seconds left, in words) and `$session/announced` (the same, changed
  // only when screen readers should hear it) for the inactivity notice's texts.
  const session = useMemo(() => {
    if (!countdown) return {};
    const words = (seconds: number) => translate(seconds === 1 ? 'session.countdown.one' : 'session.countdown.other', { seconds });
    return { countdown: words(countdown.secondsLeft), announced: words(countdown.announced) };
  }, [countdown, translate]);

  const runtime = useMemo<ScreenRuntime>(
    () => ({
      send: (event: ScreenEvent) => {
        // Don't Save: the work left is forgotten, its draft too.
        if (event.type === DISCARD_EVENT) return drafts.forget(unsaved.discard());
        const deliver = () => {
          if (event.model && event.values) actor.send({ type: '@hold', model: event.model, values: event.values });
          // "@hold" only holds the values (a table's selection): no flow event follows.
          if (event.type !== '@hold') actor.send(event);
        };
        // A form's own submit and actions carry its model and go ahead; other events may leave the page.
        if (event.model || event.type.startsWith('@')) deliver();
        else unsaved.guard(deliver);
      },
      markUnsaved: unsaved.markUnsaved,
      resources: props.resources,
      request: props.request,
      cacheKey: (request) => requestKey(request, context.forgotten),
      keepDraft: drafts.write,
      ownedDraft: drafts.readOwned,
      draftShown: drafts.readShown,
      keepDraftShown: drafts.writeShown,
      keepOwnedDraft: drafts.writeOwned,
      address: (values, { push }) => {
        const { pathname, search: before } = here.current;
        const search = new URLSearchParams(before);
        for (const [name, value] of Object.entries(values)) {
          if (value === undefined) search.delete(name);
          else search.set(name, value);
        }
        const query = search.toString();
        if ((query ? `?${query}` : '') === before) return;
        // A second write before the page draws again builds on this one.
        here.current = { ...here.current, search: query ? `?${query}` : '' };
        navigate({ pathname, search: here.current.search }, { replace: !push });
      },
      heldData: (model) => (actor.getSnapshot().context as FlowContext).form[model],
      serverErrors: (model) => context.fieldErrors[model],
      scope: { ...flowScope(context, environment), session },
      openModal: context.modal,
      setModal,
    }),
    [actor, environment, props.resources, props.request, context, session, unsaved, setModal, drafts, navigate],
  );

  const stepLoading = step !== undefined && snapshot.matches({ [step.flow]: { [step.step]: 'loading' } });
  const drawn = !missing && !snapshot.hasTag(FAILED_TAG) && step !== undefined && screen !== undefined && machinePath === location.pathname && !stepLoading;
  useEffect(() => {
    if (!drawn) return;
    const first = focusedVisit.current === null;
    if (focusedVisit.current === context.visit) return;
    focusedVisit.current = context.visit;
    if (!first) pageRef.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  }, [drawn, context.visit]);

  const frame = props.frames[step?.frame ?? DEFAULT_FRAME] ?? props.frames[DEFAULT_FRAME];
  const home = frameHome(frame, props.flows, props.homeHref);
  leave.current = (to) => (to === '@back' && canGoBack() ? navigate(-1) : navigate(home, { replace: true }));
  // The title follows the frame's bindings too (acting for a user names them first).
  usePageTitle(screen, frame, runtime.scope);
  const pageShown = missing || snapshot.hasTag(FAILED_TAG) || (step !== undefined && screen !== undefined && machinePath === location.pathname);
  useLayoutEffect(() => {
    if (pageShown) props.onPageDrawn?.();
    // Only the first page drawn replaces the HTML's first paint; the shell's call is idempotent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageShown]);
  let page: ReactNode;
  if (missing) page = <p role="alert">{translate('load.failed')}</p>;
  // The error page under the System Error modal (announced by the modal, so no alert role here).
  else if (snapshot.hasTag(FAILED_TAG)) page = <p className="portal-load-failed">{translate('load.failed')}</p>;
  else if (!step || !screen || machinePath !== location.pathname) page = <LoadingLine />;
  else {
    // Drawn while the step's loads are out too: what of the screen reads none of them shows
    // at once, the loading line below it (screen-content.tsx).
    page = <ScreenPage key={context.visit} ref={pageRef} screen={screen} loaded={!stepLoading} busy={snapshot.hasTag(BUSY_TAG)} notices={context.notices} onDismiss={(id) => actor.send({ type: '@dismiss', id })} />;
  }
  // The frame stays while a step loads, so header and footer never flash; its nodes answer to
  // the step as the screen's do (Log Out, the banner's bindings).
  return (
    <ScreenRuntimeProvider value={runtime}>
      <ScrollRestoration />
      {loads.current.view}
      {frame ? (
        <PageFrame frame={frame} homeHref={home} logoUrl={frame.logo ? props.logos?.[frame.logo] : undefined}>
          {page}
        </PageFrame>
      ) : (
        page
      )}
      {screen && props.sharedModals && <ScreenNodes nodes={props.sharedModals} />}
      <BusyShield busy={snapshot.hasTag(BUSY_TAG)} delayMs={formBehaviour.busyShieldDelayMs} />
      {props.inactivity && Watch && (
        <Watch
          stepHasTimeout={step?.timeout ?? false}
          activity={props.inactivity.activity}
          config={props.inactivity.config}
          request={props.request}
          noticeOpen={context.modal === props.inactivity.config.modal}
          openNotice={() => setModal(props.inactivity?.config.modal ?? null)}
          expire={() => actor.send({ type: props.inactivity?.config.expireEvent ?? '' })}
          onCountdown={setCountdown}
        />
      )}
    </ScreenRuntimeProvider>
  );
}
