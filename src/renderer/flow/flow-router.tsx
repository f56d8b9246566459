import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { FlowDefinition } from '../../engine/flow/flow-definition.js';
import { createFlowInterpreter, type FlowServices, type FlowState } from '../../engine/flow/flow-interpreter.js';
import { prepareStep, type LoaderRegistry } from '../../engine/flow/prepare-step.js';
import type { ScreenDefinition } from '../../engine/screen/screen-definition.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import { FieldErrorsError } from '../../engine/validation/field-errors-error.js';
import { useMessages } from '../messages/messages-context.js';
import { ScreenNodes } from '../screen/screen-nodes.js';
import { ScreenRuntimeProvider, type FormResources, type ScreenEvent, type ScreenRuntime } from '../screen/screen-runtime.js';
import type { HeldData } from './held-data.js';

/** What the flow router draws from: flows and screens as data, services by name. */
export interface FlowRouterProps {
  flows: readonly FlowDefinition[];
  screens: Readonly<Record<string, ScreenDefinition>>;
  services: FlowServices & { loaders: LoaderRegistry };
  resources: (model: string, ui: string) => FormResources;
  /** Loads what a screen's nodes need (its models' schemas and validators) before it shows. */
  prepareScreen: (screen: ScreenDefinition) => Promise<void>;
  /** The visit's held form data, shared with the services that reset or read it. */
  held: HeldData;
}

type Loading = { key: string; status: 'loading' } | { key: string; status: 'ready'; loaded: Record<string, unknown> };

/**
 * Routes come from flows/*.json: the current path picks a step, the step names its screen
 * and what to load first; events from the screen move through the flow's transitions.
 * Unknown paths go to the fallback step, every route change scrolls to the top, the page
 * title carries the product name, and a failed load returns to the previous page or root.
 */
export function FlowRouter(props: FlowRouterProps) {
  const { services } = props;
  const interpreter = useMemo(() => createFlowInterpreter(props.flows), [props.flows]);
  const location = useLocation();
  const navigate = useNavigate();
  const translate = useMessages();
  const { held } = props;
  const [visit, setVisit] = useState(0);
  const previous = useRef<FlowState | undefined>(undefined);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, readonly FieldError[]>>>({});
  const [loading, setLoading] = useState<Loading | null>(null);
  const state = useMemo(() => interpreter.resolve(location.pathname, previous.current), [interpreter, location.pathname]);
  const step = state ? interpreter.stepOf(state) : undefined;
  const screen = step ? props.screens[step.screen] : undefined;
  // A visit is a step at a concrete path, once the location has caught up with it.
  const stepKey = state && state.path === location.pathname ? `${state.flow}.${state.step}:${state.path}` : '';

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (screen) document.title = translate('page.title', { title: translate(screen.title) });
  }, [screen, translate]);

  useEffect(() => {
    if (!state || !step || !stepKey) return;
    let current = true;
    setLoading({ key: stepKey, status: 'loading' });
    const ready = screen ? props.prepareScreen(screen) : Promise.reject(new Error(`no screen "${step.screen}"`));
    Promise.all([prepareStep(step, services.loaders, state.params), ready]).then(
      ([loaded]) => {
        if (!current) return;
        previous.current = state;
        setLoading({ key: stepKey, status: 'ready', loaded });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('step preparation failed', error);
        // The spec: a failed route preparation returns to the previous page or the root.
        if (previous.current && previous.current.path !== state.path) navigate(-1);
        else if (location.pathname !== '/') navigate('/', { replace: true });
      },
    );
    return () => {
      current = false;
    };
    // stepKey identifies the visit; the objects it is derived from change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  const send = useCallback(
    async (event: ScreenEvent) => {
      if (!state) return;
      if (event.model && event.values) held.hold(event.model, event.values);
      const result = await interpreter.send(state, { type: event.type, data: event }, services);
      if (result.ok) {
        if (event.model) setServerErrors(({ [event.model as string]: _cleared, ...rest }) => rest);
        setVisit((count) => count + 1);
        navigate(result.state.path);
        return;
      }
      const refusal = result.refusal;
      if (refusal.kind === 'effectFailed' && refusal.error instanceof FieldErrorsError) {
        const { model, errors } = refusal.error;
        setServerErrors((current) => ({ ...current, [model]: errors }));
      }
    },
    [state, interpreter, services, held, navigate],
  );

  if (!state || !step || !screen) return <p role="alert">{translate('load.failed')}</p>;
  if (state.path !== location.pathname) return <Navigate to={state.path} replace />;
  if (!loading || loading.key !== stepKey || loading.status !== 'ready') {
    return <p aria-busy="true" className="portal-loading">{translate('load.pending')}</p>;
  }
  const runtime: ScreenRuntime = {
    send: (event) => void send(event),
    resources: props.resources,
    heldData: held.get,
    hold: held.hold,
    serverErrors: (model) => serverErrors[model],
    loaded: loading.loaded,
  };
  return (
    <ScreenRuntimeProvider value={runtime}>
      <div data-screen={screen.id} key={visit}>
        <ScreenNodes nodes={screen.content} />
      </div>
    </ScreenRuntimeProvider>
  );
}
