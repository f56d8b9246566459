import { BACK_TARGET, ROOT_TARGET, type FlowDefinition } from './flow-definition.js';
import { DuplicateRouteError, FlowDefinitionError } from './flow-definition-error.js';
import { flowBranches } from './flow-transitions.js';
import { compareRouteSpecificity, routeShape } from './route-pattern.js';

/** A step named across flows. */
export interface StepRef {
  flow: string;
  step: string;
}

/** A step's route, for matching addresses to steps. */
export interface CompiledRoute extends StepRef {
  route: string;
}

/** Reads "step" (of `currentFlow`) or "flow.step". */
export function parseTarget(target: string, currentFlow: string): StepRef {
  const dot = target.indexOf('.');
  return dot < 0 ? { flow: currentFlow, step: target } : { flow: target.slice(0, dot), step: target.slice(dot + 1) };
}

/** Whether a target is one of the special ones that leave the step for an address, not a step. */
export const isAddressTarget = (target: string): boolean => target === BACK_TARGET || target === ROOT_TARGET;

/** Flows by id, their routes most specific first, and the fallback step. */
export interface CompiledFlows {
  byId: Map<string, FlowDefinition>;
  routes: CompiledRoute[];
  fallback?: StepRef;
}

/**
 * The part of the flow checks the portal needs to route: unique flow ids, known initial
 * steps, unique routes (by shape) and at most one fallback, each checked as it is read. A
 * broken flow file throws a FlowDefinitionError, so it fails CI instead of a visitor's click.
 * Answers the routes, most specific first, and the fallback step.
 */
export function compileFlows(flows: readonly FlowDefinition[]): CompiledFlows {
  const byId = new Map<string, FlowDefinition>();
  for (const flow of flows) {
    if (byId.has(flow.id)) throw new FlowDefinitionError(`flow id "${flow.id}" is used twice`);
    if (!flow.steps[flow.initial]) throw new FlowDefinitionError(`flow ${flow.id}: initial step "${flow.initial}" does not exist`);
    byId.set(flow.id, flow);
  }

  const shapes = new Map<string, string>();
  const routes: CompiledRoute[] = [];
  const fallbacks: StepRef[] = [];
  for (const flow of flows) {
    for (const [stepId, step] of Object.entries(flow.steps)) {
      const name = `${flow.id}.${stepId}`;
      const first = shapes.get(routeShape(step.route));
      if (first !== undefined) throw new DuplicateRouteError(step.route, first, name);
      shapes.set(routeShape(step.route), name);
      routes.push({ flow: flow.id, step: stepId, route: step.route });
      if (step.fallback) fallbacks.push({ flow: flow.id, step: stepId });
    }
  }
  if (fallbacks.length > 1) {
    throw new FlowDefinitionError(`only one step may be the fallback, found ${fallbacks.map((ref) => `${ref.flow}.${ref.step}`).join(', ')}`);
  }

  // Global events are answered at the root: two flows answering one would leave it to file order.
  const globalOwners = new Map<string, string>();
  for (const flow of flows) {
    for (const event of Object.keys(flow.global ?? {})) {
      const first = globalOwners.get(event);
      if (first !== undefined) throw new FlowDefinitionError(`global event "${event}" is answered by flows ${first} and ${flow.id}; keep it in one`);
      globalOwners.set(event, flow.id);
    }
  }

  return { byId, routes: routes.sort((a, b) => compareRouteSpecificity(a.route, b.route)), fallback: fallbacks[0] };
}

/**
 * The rest of the flow checks: every branch's calls, outcomes and known targets, and calls
 * only where an answer can be waited for (on a step, not on flow-wide or global events).
 */
export function checkFlowBranches(flows: readonly FlowDefinition[], byId: ReadonlyMap<string, FlowDefinition>): void {
  for (const flow of flows) {
    for (const { step, trigger, branch } of flowBranches(flow)) {
      const where = `${flow.id}${step ? `.${step}` : ''}: ${trigger}`;
      if (branch.call && step === undefined) throw new FlowDefinitionError(`${where} makes a call; only a step's own events can wait for an answer`);
      if (branch.outcomes && !branch.call) throw new FlowDefinitionError(`${where} has outcomes but no call`);
      if (branch.target === undefined || isAddressTarget(branch.target)) continue;
      const ref = parseTarget(branch.target, flow.id);
      if (!byId.get(ref.flow)?.steps[ref.step]) throw new FlowDefinitionError(`${where} leads to unknown step "${branch.target}"`);
    }
  }
}
