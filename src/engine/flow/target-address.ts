import { resolveValue, type BindingScope } from '../bindings/binding.js';
import { isAddressTarget, parseTarget } from './flow-checks.js';
import type { FlowContext } from './flow-context.js';
import type { Branch, FlowDefinition } from './flow-definition.js';
import { pathSegments } from './route-pattern.js';

/**
 * Where a branch leads in the address bar: the target step's route params (the branch's own,
 * bound, else the current step's of the same name), its query, and whether the move replaces
 * the history entry. Nothing for a branch that stays or leaves by address (`@back`, `@root`).
 */
export function targetAddress(flows: readonly FlowDefinition[], branch: Branch, flowId: string, context: FlowContext, scope: BindingScope): Partial<FlowContext> {
  if (branch.target === undefined || isAddressTarget(branch.target)) return {};
  const ref = parseTarget(branch.target, flowId);
  const route = flows.find((candidate) => candidate.id === ref.flow)?.steps[ref.step]?.route ?? '/';
  const params: Record<string, string> = {};
  for (const part of pathSegments(route)) {
    if (!part.startsWith(':')) continue;
    const name = part.slice(1);
    const value = branch.params?.[name] !== undefined ? resolveValue(branch.params[name], scope) : context.params[name];
    if (value !== undefined && value !== null) params[name] = String(value);
  }
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(branch.query ?? {})) {
    const bound = resolveValue(value, scope);
    if (bound !== undefined && bound !== null) query[name] = String(bound);
  }
  return { params, query, replace: branch.replace === true };
}
