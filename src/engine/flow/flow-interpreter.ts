import type { FlowDefinition, StepDefinition, TransitionDefinition } from './flow-definition.js';
import { DuplicateRouteError, FlowDefinitionError } from './flow-definition-error.js';
import {
  buildPath,
  compareRouteSpecificity,
  matchRoute,
  MissingRouteParamError,
  pathSegments,
  routeShape,
  type RouteParams,
} from './route-pattern.js';

/** The target that returns to the step shown before this one. */
export const BACK_TARGET = '@back';

/** A step named across flows. */
export interface StepRef {
  flow: string;
  step: string;
}

/** A step as visited: where, with which params, at which concrete path. */
export interface StepVisit extends StepRef {
  params: RouteParams;
  path: string;
}

/** Where a visitor is: the current step plus the steps before it (for "@back"). */
export interface FlowState extends StepVisit {
  history: readonly StepVisit[];
}

/** An event as sent: its name, and optionally route params for the target and a payload. */
export type FlowEvent = string | { type: string; params?: RouteParams; data?: unknown };

/** What a guard or an effect is told about the transition it belongs to. */
export interface TransitionInput {
  state: FlowState;
  event: { type: string; params: RouteParams; data?: unknown };
  target: StepRef;
}

/** Decides whether a transition may be taken. */
export type Guard = (input: TransitionInput) => boolean | Promise<boolean>;
/** Does something before a transition (send to the server, reset the form); throwing stops it. */
export type Effect = (input: TransitionInput) => unknown;

/** Guard and effect implementations by the names flows use; the portal injects them. */
export interface FlowServices {
  guards?: Readonly<Record<string, Guard>>;
  effects?: Readonly<Record<string, Effect>>;
}

/** Why an event did not move the state. */
export type TransitionRefusal =
  | { kind: 'unknownEvent'; event: string }
  | { kind: 'unknownGuard'; guard: string }
  | { kind: 'guardFailed'; guard: string }
  | { kind: 'guardError'; guard: string; error: unknown }
  | { kind: 'unknownEffect'; effect: string }
  | { kind: 'effectFailed'; effect: string; error: unknown }
  | { kind: 'missingParam'; param: string };

/** The outcome of {@link FlowInterpreter.send}: the next state, or the same state and why. */
export type SendResult =
  | { ok: true; state: FlowState; step: StepDefinition }
  | { ok: false; state: FlowState; refusal: TransitionRefusal };

/** A step a path matched, with the params read from the path. */
export interface RouteMatch extends StepRef {
  params: Record<string, string>;
}

/** Runs flows as data: paths to steps, events to transitions. Holds no state of its own. */
export interface FlowInterpreter {
  /** The definition of a step; throws for an unknown one. */
  stepOf(ref: StepRef): StepDefinition;
  /** The step whose route matches `path`, with its params; undefined when none does. */
  match(path: string): RouteMatch | undefined;
  /**
   * The state for a visit to `path`: the matching step, else the fallback step (at the
   * fallback's own path), else undefined. `from` is the state being left, kept for "@back".
   */
  resolve(path: string, from?: FlowState): FlowState | undefined;
  /** The state at a flow's initial step. */
  start(flowId: string, params?: RouteParams): FlowState;
  /**
   * Takes the transition `event` names on the current step: runs its guard, then its effects
   * in order, then moves. A missing event, a false or failing guard, or a failing effect
   * keeps the state and says why.
   */
  send(state: FlowState, event: FlowEvent, services?: FlowServices): Promise<SendResult>;
}

interface CompiledRoute extends StepRef {
  route: string;
}

/**
 * Builds an interpreter over all flows of the portal. Checks what can be checked without
 * running anything (unique flow ids and routes, at most one fallback, known initial steps
 * and targets) and throws a {@link FlowDefinitionError} otherwise, so a broken flow file
 * fails CI instead of a visitor's click.
 */
export function createFlowInterpreter(flows: readonly FlowDefinition[]): FlowInterpreter {
  const byId = indexFlows(flows);
  const routes = compileRoutes(flows);
  const fallback = findFallback(flows);
  checkTargets(byId);

  const stepOf = (ref: StepRef): StepDefinition => {
    const step = byId.get(ref.flow)?.steps[ref.step];
    if (!step) throw new FlowDefinitionError(`unknown step ${ref.flow}.${ref.step}`);
    return step;
  };

  const visit = (ref: StepRef, params: RouteParams): StepVisit => ({
    ...ref,
    params,
    path: buildPath(stepOf(ref).route, params),
  });

  const match = (path: string): RouteMatch | undefined => {
    for (const route of routes) {
      const params = matchRoute(route.route, path);
      if (params) return { flow: route.flow, step: route.step, params };
    }
    return undefined;
  };

  return {
    stepOf,
    match,
    resolve(path, from) {
      const found = match(path) ?? (fallback && { ...fallback, params: {} });
      if (!found) return undefined;
      const history = from ? [...from.history, withoutHistory(from)] : [];
      // A fallback with params of its own cannot be filled from an unknown path.
      try {
        return { ...visit(found, found.params), history };
      } catch (error) {
        if (error instanceof MissingRouteParamError) return undefined;
        throw error;
      }
    },
    start(flowId, params = {}) {
      const flow = byId.get(flowId);
      if (!flow) throw new FlowDefinitionError(`unknown flow ${flowId}`);
      return { ...visit({ flow: flowId, step: flow.initial }, params), history: [] };
    },
    async send(state, event, services = {}) {
      const { type, params = {}, data } = typeof event === 'string' ? { type: event } : event;
      const refuse = (refusal: TransitionRefusal): SendResult => ({ ok: false, state, refusal });
      const written = stepOf(state).on?.[type];
      if (written === undefined) return refuse({ kind: 'unknownEvent', event: type });
      const transition: TransitionDefinition = typeof written === 'string' ? { target: written } : written;

      let next: FlowState;
      try {
        next = targetState(state, transition.target, params);
      } catch (error) {
        if (error instanceof MissingRouteParamError) return refuse({ kind: 'missingParam', param: error.param });
        throw error;
      }
      const input: TransitionInput = {
        state,
        event: { type, params, data },
        target: { flow: next.flow, step: next.step },
      };

      if (transition.guard !== undefined) {
        const guard = services.guards?.[transition.guard];
        if (!guard) return refuse({ kind: 'unknownGuard', guard: transition.guard });
        try {
          if (!(await guard(input))) return refuse({ kind: 'guardFailed', guard: transition.guard });
        } catch (error) {
          return refuse({ kind: 'guardError', guard: transition.guard, error });
        }
      }
      // All effect names are checked first, so a wiring mistake cannot leave the first
      // effects run (a form already sent) and the rest skipped.
      const names = transition.effects ?? [];
      const missing = names.find((name) => !services.effects?.[name]);
      if (missing !== undefined) return refuse({ kind: 'unknownEffect', effect: missing });
      for (const name of names) {
        try {
          await (services.effects?.[name] as Effect)(input);
        } catch (error) {
          return refuse({ kind: 'effectFailed', effect: name, error });
        }
      }
      return { ok: true, state: next, step: stepOf(next) };
    },
  };

  function targetState(state: FlowState, target: string, eventParams: RouteParams): FlowState {
    if (target === BACK_TARGET) {
      const previous = state.history.at(-1);
      if (!previous) {
        // Nothing to go back to (the visit began here): the flow's start is the safe place.
        const initial = initialOf(state.flow);
        return { ...visit(initial, routeParams(initial, eventParams, state.params)), history: [] };
      }
      return { ...previous, history: state.history.slice(0, -1) };
    }
    const ref = parseTarget(target, state.flow);
    const params = routeParams(ref, eventParams, state.params);
    return { ...visit(ref, params), history: [...state.history, withoutHistory(state)] };
  }

  /**
   * The params a step's route names, from the event first, then from the current step (a
   * retry keeps the token it was opened with). Missing ones are left out for buildPath to report.
   */
  function routeParams(ref: StepRef, eventParams: RouteParams, current: RouteParams): Record<string, string> {
    const params: Record<string, string> = {};
    for (const part of pathSegments(stepOf(ref).route)) {
      if (!part.startsWith(':')) continue;
      const value = eventParams[part.slice(1)] ?? current[part.slice(1)];
      if (value !== undefined) params[part.slice(1)] = value;
    }
    return params;
  }

  function initialOf(flowId: string): StepRef {
    return { flow: flowId, step: (byId.get(flowId) as FlowDefinition).initial };
  }
}

/** Reads "step" (of `currentFlow`) or "flow.step". */
export function parseTarget(target: string, currentFlow: string): StepRef {
  const dot = target.indexOf('.');
  return dot < 0 ? { flow: currentFlow, step: target } : { flow: target.slice(0, dot), step: target.slice(dot + 1) };
}

function withoutHistory(state: FlowState): StepVisit {
  return { flow: state.flow, step: state.step, params: state.params, path: state.path };
}

function indexFlows(flows: readonly FlowDefinition[]): Map<string, FlowDefinition> {
  const byId = new Map<string, FlowDefinition>();
  for (const flow of flows) {
    if (byId.has(flow.id)) throw new FlowDefinitionError(`flow id "${flow.id}" is used twice`);
    if (!flow.steps[flow.initial]) throw new FlowDefinitionError(`flow ${flow.id}: initial step "${flow.initial}" does not exist`);
    byId.set(flow.id, flow);
  }
  return byId;
}

function compileRoutes(flows: readonly FlowDefinition[]): CompiledRoute[] {
  const shapes = new Map<string, string>();
  const routes: CompiledRoute[] = [];
  for (const flow of flows) {
    for (const [stepId, step] of Object.entries(flow.steps)) {
      const name = `${flow.id}.${stepId}`;
      const shape = routeShape(step.route);
      const first = shapes.get(shape);
      if (first !== undefined) throw new DuplicateRouteError(step.route, first, name);
      shapes.set(shape, name);
      routes.push({ flow: flow.id, step: stepId, route: step.route });
    }
  }
  return routes.sort((a, b) => compareRouteSpecificity(a.route, b.route));
}

function findFallback(flows: readonly FlowDefinition[]): StepRef | undefined {
  const fallbacks = flows.flatMap((flow) =>
    Object.entries(flow.steps)
      .filter(([, step]) => step.fallback)
      .map(([step]) => ({ flow: flow.id, step })),
  );
  if (fallbacks.length > 1) {
    const names = fallbacks.map((ref) => `${ref.flow}.${ref.step}`).join(', ');
    throw new FlowDefinitionError(`only one step may be the fallback, found ${names}`);
  }
  return fallbacks[0];
}

function checkTargets(byId: ReadonlyMap<string, FlowDefinition>): void {
  for (const flow of byId.values()) {
    for (const [stepId, step] of Object.entries(flow.steps)) {
      for (const [event, written] of Object.entries(step.on ?? {})) {
        const target = typeof written === 'string' ? written : written.target;
        if (target === BACK_TARGET) continue;
        const ref = parseTarget(target, flow.id);
        if (!byId.get(ref.flow)?.steps[ref.step]) {
          throw new FlowDefinitionError(`${flow.id}.${stepId}: event "${event}" leads to unknown step "${target}"`);
        }
      }
    }
  }
}
