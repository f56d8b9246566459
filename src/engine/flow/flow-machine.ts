import { assign, createMachine, fromPromise, raise, type AnyStateMachine } from 'xstate';
import { resolveValue, type BindingScope } from '../bindings/binding.js';
import { evaluateCondition } from '../rules/evaluate-condition.js';
import { bindCall, statusMatches, succeeded, type CallResult } from './call.js';
import { targetAddress } from './target-address.js';
import { checkFlowBranches, compileFlows, isAddressTarget, parseTarget, type StepRef } from './flow-checks.js';
import { flowScope, initialFlowContext, type FlowContext, type FlowEnvironment, type FlowEvent } from './flow-context.js';
import { BACK_TARGET, branchesOf, type Branch, type FlowDefinition, type Outcome, type StepDefinition, type Transition } from './flow-definition.js';
import { applyEffects, showRefusal } from './flow-effects.js';
import { matchRoute } from './route-pattern.js';
import { isSystemErrorStatus, SYSTEM_ERROR_EVENT, UNAUTHORIZED_EVENT, UNAUTHORIZED_STATUS } from './raised-events.js';
import { DEFAULT_FRAME } from '../screen/frame-definition.js';
import { callOutput, eventField, loadedOutput, modalOf, reportedResult } from './machine-event.js';
import { LoadFailure, runLoads } from './step-loads.js';
import { RESTORED_DRAFTS } from './form-drafts.js';

/** What a step's state carries for the router: which step, its route and screen. */
export interface StepMeta extends StepRef {
  route: string;
  screen: string;
  /** The page frame it is drawn in (flows/frames/). */
  frame: string;
  timeout: boolean;
  /** The `$data` entries a reload must not lose while the step shows (its `keepData`). */
  keepData: readonly string[];
}

/** The tag of states in which the screen waits for an answer (the busy shield's cue). */
export const BUSY_TAG = 'busy';
/**
 * Tags a step whose page could not load because the server refused it (a system error): the
 * page shows the error page body under the System Error modal, and closing the modal returns
 * to the previous page or the root (spec: "Close returns to the app").
 */
export const FAILED_TAG = 'failed';

type Config = Record<string, unknown>;
/** Where a transition starts: the step's `ready` state, a state inside the step, or a flow or the root. */
type Origin = 'ready' | 'nested' | 'top';
/** Where a branch's `$result` comes from: the last call, the answer being judged, or the failed load. */
type ResultFrom = 'context' | 'outcome' | 'loadFailure';
type Args = { context: FlowContext; event: FlowEvent };

/**
 * Builds the portal's statechart from its flows, on XState v5: one compound state per flow,
 * one per step, and inside each step `loading` (its load calls), `checking` (its `always`
 * branches), `ready` (its events and delays) and one state per call it can make, whose
 * invoked request XState cancels when the step is left, so a late answer never acts.
 * Addresses are events too: the router sends `@visit` with the path, and the most specific
 * matching route (else the fallback step) is entered. Throws a FlowDefinitionError for
 * flows that cannot work (see compileFlows and checkFlowBranches).
 */
export function createFlowMachine(flows: readonly FlowDefinition[], environment: FlowEnvironment): AnyStateMachine {
  const { byId, routes, fallback } = compileFlows(flows);
  // Every branch is checked by check:schemas and by every test that builds the machine; the
  // production bundle leaves that part out (Vite makes the condition false).
  if (!import.meta.env?.PROD) checkFlowBranches(flows, byId);
  // A 401 goes to the flows' global `unauthorized` when one answers it; otherwise it is a refusal like any other.
  const unauthorizedHandled = flows.some((flow) => flow.global?.[UNAUTHORIZED_EVENT] !== undefined);
  const isUnauthorized = (from: ResultFrom) => (args: Args) => unauthorizedHandled && resultOf(from, args.context, args.event)?.status === UNAUTHORIZED_STATUS;
  // The refusal is kept as `$result`, so the global branch can tell a session left idle from one logged out.
  const raiseUnauthorized = (from: ResultFrom) => [assign((args: Args) => ({ result: resultOf(from, args.context, args.event) })), raise({ type: UNAUTHORIZED_EVENT })];
  // A refusal no outcome names and the form cannot show (400 without field errors, 403, 404,
  // 5xx) is a system error: the flows' global `systemError` answers it (the System Error modals).
  const systemErrorHandled = flows.some((flow) => flow.global?.[SYSTEM_ERROR_EVENT] !== undefined);
  const isSystemError = (args: Args) => {
    const result = callOutput(args.event);
    if (!systemErrorHandled || !isSystemErrorStatus(result.status)) return false;
    return result.status !== 400 || !showRefusal(args.context as FlowContext, result).fieldErrors;
  };
  const delays: Record<string, (args: { context: FlowContext }) => number> = {};

  const routeOf = (branch: Branch, flowId: string, context: FlowContext, scope: BindingScope) => targetAddress(flows, branch, flowId, context, scope);
  // A branch's effects, then what it says is stale (before the next step's loads read the
  // cache), then the word to the other tabs it asks for (so a tab is told only of a move made).
  const withHostEffects = (branch: Branch, effects: unknown): unknown[] => [
    effects,
    ...(branch.revalidates === undefined ? [] : [() => environment.revalidate?.(branch.revalidates as string[])]),
    ...(branch.tellOtherTabs === undefined ? [] : [() => environment.tellOtherTabs?.(branch.tellOtherTabs as string)]),
  ];

  const states: Config = { idle: {} };
  for (const flow of flows) {
    const steps: Config = {};
    for (const [stepId, step] of Object.entries(flow.steps)) steps[stepId] = stepState(flow, stepId, step);
    // The flow's id is its state's id, so "#flow.step.sub" addresses any state of it.
    states[flow.id] = { id: flow.id, initial: flow.initial, on: eventsOf(flow.on, flow.id, 'top'), states: steps };
  }

  const visit = routes.map(({ flow, step, route }) => ({
    guard: ({ event }: { event: FlowEvent }) => matchRoute(route, (event as { path: string }).path) !== undefined,
    target: `#${flow}.${step}`,
    reenter: true,
    actions: assign(({ event }: { event: FlowEvent }) => {
      const { path, query = {} } = event as { path: string; query?: Record<string, string> };
      return { params: matchRoute(route, path) ?? {}, query, replace: false };
    }),
  }));
  if (fallback) {
    // An unknown address shows the fallback step at the fallback's own address, replacing it.
    visit.push({ guard: () => true, target: `#${fallback.flow}.${fallback.step}`, reenter: true, actions: assign(() => ({ params: {}, query: {}, replace: true })) });
  }

  const globals: Config = {};
  for (const flow of flows) Object.assign(globals, eventsOf(flow.global, flow.id, 'top'));

  return createMachine(
    {
      id: 'portal',
      initial: 'idle',
      context: restoredContext(environment.drafts?.() ?? {}, environment.keptData?.() ?? {}),
      on: {
        ...globals,
        '@visit': visit,
        '@query': { actions: assign(({ event }) => ({ query: eventField(event, 'query') as Record<string, string> })) },
        '@hold': { actions: assign(({ context, event }) => hold(context as FlowContext, event as FlowEvent)) },
        '@modal': { actions: assign(({ event }) => ({ modal: modalOf(event) })) },
        // A cached load answered again for the step being shown (revalidated): its data follows.
        '@reloaded': {
          guard: ({ context, event }: Args) => (event as { visit?: number }).visit === context.visit,
          actions: assign(({ context, event }) => {
            return { data: { ...(context as FlowContext).data, [String(eventField(event, 'name'))]: eventField(event, 'body') } };
          }),
        },
        '@dismiss': {
          actions: assign(({ context, event }) => ({ notices: (context as FlowContext).notices.filter((notice) => notice.id !== eventField(event, 'id')) })),
        },
      },
      states,
    } as never,
    { delays: delays as never },
  );

  function stepState(flow: FlowDefinition, stepId: string, step: StepDefinition): Config {
    const calls: Config = {};
    let callCount = 0;
    const meta: StepMeta = { flow: flow.id, step: stepId, route: step.route, screen: step.screen, frame: step.frame ?? DEFAULT_FRAME, timeout: step.timeout !== false, keepData: step.keepData ?? [] };

    /** A branch as XState transitions (more than one when it makes a call, whose answer is a state). */
    const compile = (branch: Branch, origin: Origin, from: ResultFrom = 'context'): Config => {
      const guard = (args: Args) => branchHolds(branch, args, from);
      if (branch.call) {
        const name = `call${(callCount += 1)}`;
        const call = branch.call;
        calls[name] = {
          tags: [BUSY_TAG],
          invoke: {
            src: fromPromise(({ input }: { input: ReturnType<typeof bindCall> }) =>
              environment.request(input).then((result) => {
                // What the call changed is asked again wherever it is shown (the cache's to do).
                if (succeeded(result) && call.revalidates) environment.revalidate?.(call.revalidates);
                return result;
              }, (): CallResult => ({ status: 0 })),
            ),
            input: ({ context }: { context: FlowContext }) => bindCall(call, flowScope(context, environment)),
            onDone: [
              ...(branch.outcomes ?? []).map((outcome) => compile(outcome, 'nested', 'outcome')),
              { guard: isUnauthorized('outcome'), target: 'ready', actions: raiseUnauthorized('outcome') },
              { guard: ({ event }: { event: { output: CallResult } }) => succeeded(event.output), target: 'ready', actions: assign(({ event }) => ({ result: callOutput(event) })) },
              {
                guard: isSystemError,
                target: 'ready',
                actions: [assign(({ event }) => ({ result: callOutput(event) })), raise({ type: SYSTEM_ERROR_EVENT })],
              },
              {
                target: 'ready',
                actions: assign(({ context, event }) => {
                  const result = callOutput(event);
                  return { result, ...showRefusal(context as FlowContext, result) };
                }),
              },
            ],
          },
        };
        return {
          guard,
          target: origin === 'ready' ? name : `#${flow.id}.${stepId}.${name}`,
          actions: assign(({ context, event }) => ({
            model: (event as { model?: string }).model ?? (context as FlowContext).model,
            // An outcome that makes a further call binds the answer it judged as `$result` (a fresh look-up's token).
            ...(from === 'outcome' ? { result: callOutput(event) } : {}),
          })),
        };
      }
      return moveTo(branch, origin, from, guard);
    };

    /** A branch without a call: its effects, then its target (or back to `ready` from inside the step). */
    const moveTo = (branch: Branch, origin: Origin, from: ResultFrom, guard: (args: Args) => boolean): Config => {
      const effects = assign(({ context, event }: Args) => {
        const result = resultOf(from, context, event);
        const scope = flowScope(context, environment, result);
        return { result, ...applyEffects(context, branch, scope), ...routeOf(branch, flow.id, context, scope) };
      });
      const stay = origin === 'nested' ? `#${flow.id}.${stepId}.ready` : undefined;
      const target = branch.target;
      if (target !== undefined && isAddressTarget(target)) {
        return { guard, target: stay, actions: [...withHostEffects(branch, effects), () => environment.leave(target as '@back' | '@root')] };
      }
      if (target === undefined) return { guard, target: stay, actions: withHostEffects(branch, effects) };
      const ref = parseTarget(target, flow.id);
      return { guard, target: `#${ref.flow}.${ref.step}`, reenter: true, actions: withHostEffects(branch, effects) };
    };


    const ready: Config = { on: eventsOf(step.on, flow.id, 'ready', compile) };
    if (step.after && step.after.length > 0) {
      const after: Config = {};
      step.after.forEach((delayed, index) => {
        const name = `${flow.id}.${stepId}.after${index}`;
        delays[name] = ({ context }) => Number(resolveValue(delayed.delay, flowScope(context, environment)));
        after[name] = compile(delayed, 'ready');
      });
      ready.after = after;
    }

    const loadFailure = branchesOf(step.onLoadFailure ?? BACK_TARGET).map((branch) => moveTo(branch, 'nested', 'loadFailure', (args) => branchHolds(branch, args, 'loadFailure')));
    // Without a branch of its own, a page the server refused (a system error) stays as an
    // error page with the System Error modal over it, rather than leaving without a word.
    const systemErrorPage: Config[] =
      step.onLoadFailure === undefined && systemErrorHandled
        ? [
            {
              guard: (args: Args) => isSystemErrorStatus(resultOf('loadFailure', args.context, args.event)?.status ?? 0),
              target: 'failed',
              actions: [assign((args: Args) => ({ result: resultOf('loadFailure', args.context, args.event) })), raise({ type: SYSTEM_ERROR_EVENT })],
            },
          ]
        : [];
    const state: Config = {
      meta,
      initial: 'loading',
      entry: assign(({ context }: { context: FlowContext }) => ({ modal: null, model: undefined, visit: context.visit + 1 })),
      // Cleared on the way out, not in: an outcome that goes back to the form with the
      // server's errors (a wrong PIN found on submit) sets them between exit and entry, and
      // the notice of the move itself ("your session has ended") shows on the page it leads
      // to, while the leaving page's own notices stay with it.
      exit: assign({ fieldErrors: {}, notices: [] }),
      states: {
        loading: {
          tags: [BUSY_TAG],
          invoke: {
            src: fromPromise(({ input }: { input: FlowContext }) => runLoads(step.load ?? [], input, environment)),
            input: ({ context }: { context: FlowContext }) => context,
            onDone: {
              target: 'checking',
              actions: assign(({ context, event }) => {
                const { data, switches } = loadedOutput(event);
                return { data: { ...(context as FlowContext).data, ...data }, switches: { ...(context as FlowContext).switches, ...switches } };
              }),
            },
            // A 401 is the session's end wherever it comes from: the flows' global event answers it.
            onError: [{ guard: isUnauthorized('loadFailure'), actions: raiseUnauthorized('loadFailure') }, ...systemErrorPage, ...loadFailure],
          },
        },
        failed: {
          tags: [FAILED_TAG],
          on: {
            '@modal': {
              actions: [
                assign(({ event }) => ({ modal: modalOf(event) })),
                ({ event }: Args) => {
                  if (modalOf(event) === null) environment.leave(BACK_TARGET);
                },
              ],
            },
          },
        },
        checking: { always: [...branchesOf(step.always).map((branch) => compile(branch, 'nested')), { target: 'ready' }] },
        ready,
        ...calls,
      },
    };
    return state;
  }

  /** An `on` map as XState transitions. */
  function eventsOf(on: Record<string, Transition> | undefined, flowId: string, origin: Origin, compile?: (branch: Branch, origin: Origin) => Config): Config {
    const out: Config = {};
    for (const [event, transition] of Object.entries(on ?? {})) {
      out[event] = branchesOf(transition).map((branch) => {
        if (compile) return compile(branch, origin);
        // Flow-wide and global events: no call (checkFlowBranches refuses one), a step or an address as target.
        const guard = (args: Args) => branchHolds(branch, args, 'context');
        const effects = assign(({ context, event }: Args) => {
          const scope = flowScope(context, environment, resultOf('context', context, event));
          return { ...applyEffects(context, branch, scope), ...routeOf(branch, flowId, context, scope) };
        });
        if (branch.target === undefined) return { guard, actions: withHostEffects(branch, effects) };
        if (isAddressTarget(branch.target)) return { guard, actions: [...withHostEffects(branch, effects), () => environment.leave(branch.target as '@back' | '@root')] };
        const ref = parseTarget(branch.target, flowId);
        return { guard, target: `#${ref.flow}.${ref.step}`, reenter: true, actions: withHostEffects(branch, effects) };
      });
    }
    return out;
  }

  /** Whether a branch applies: its status (for outcomes) and its `when`, over the current scope. */
  function branchHolds(branch: Branch | Outcome, { context, event }: Args, from: ResultFrom): boolean {
    const result = resultOf(from, context, event);
    if (from === 'outcome' && !statusMatches(result?.status ?? 0, (branch as Outcome).status)) return false;
    if (!branch.when) return true;
    const scope = flowScope(context, environment, result);
    return evaluateCondition(branch.when, { data: scope.form, switches: scope.switches as Record<string, unknown>, context: scope.context as Record<string, unknown>, scope });
  }
}

/** Holds a form's values for the visit. */
function hold(context: FlowContext, event: FlowEvent): Partial<FlowContext> {
  const { model, values } = event as { model: string; values: Record<string, unknown> };
  const restored = context.data[RESTORED_DRAFTS] as Record<string, boolean> | undefined;
  // Values the visitor sent again are whole: the form is no longer a draft missing its secrets.
  const data = restored?.[model] ? { ...context.data, [RESTORED_DRAFTS]: { ...restored, [model]: false } } : context.data;
  return { form: { ...context.form, [model]: values }, data };
}

/** A visit's first context, holding the drafts and the data (a step's `keepData`) a reload kept. */
function restoredContext(drafts: Record<string, Record<string, unknown>>, kept: Record<string, unknown>): FlowContext {
  const context = { ...initialFlowContext(), data: kept };
  if (Object.keys(drafts).length === 0) return context;
  return { ...context, form: drafts, data: { ...kept, [RESTORED_DRAFTS]: Object.fromEntries(Object.keys(drafts).map((model) => [model, true])) } };
}

/**
 * The `$result` a branch reads: the answer being judged, the failed load's, the answer a
 * screen's event reports (a table's or a field check's 401, so the flows tell a session
 * logged out from one left idle), or the last call's.
 */
function resultOf(from: ResultFrom, context: FlowContext, event: FlowEvent): CallResult | undefined {
  if (from === 'outcome') return callOutput(event);
  if (from === 'loadFailure') {
    const error = eventField(event, 'error');
    return error instanceof LoadFailure ? error.result : { status: 0 };
  }
  return reportedResult(event) ?? context.result;
}

/** The step a snapshot is in (from its state's meta), if any. */
export function currentStep(snapshot: { getMeta: () => Record<string, unknown> }): StepMeta | undefined {
  return Object.values(snapshot.getMeta()).find((meta): meta is StepMeta => typeof (meta as StepMeta | undefined)?.route === 'string');
}
