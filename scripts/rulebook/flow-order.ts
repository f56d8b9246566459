import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { RuleFile } from '../check-schemas/rule-set.js';

/**
 * Flows in the order a visitor meets them: the flow of the portal's first page (the step at
 * "/") first, then the others by file name.
 */
export function flowOrder(flows: readonly RuleFile[]): SchemaNode[] {
  const parsed = flows.map((f) => f.json).filter(isSchemaNode);
  const isFirst = (flow: SchemaNode) => Object.values(isSchemaNode(flow.steps) ? flow.steps : {}).some((s) => isSchemaNode(s) && s.route === '/');
  return [...parsed.filter(isFirst), ...parsed.filter((f) => !isFirst(f))];
}

/**
 * A flow's step ids in visiting order: the initial step, then breadth first along the
 * targets each step's transitions name in this flow, then any step none leads to (a page
 * opened from a mailed link) in written order.
 */
export function stepOrder(flow: SchemaNode): string[] {
  const steps = isSchemaNode(flow.steps) ? flow.steps : {};
  const ids = Object.keys(steps);
  const order: string[] = [];
  const queue = [String(flow.initial)];
  while (queue.length || order.length < ids.length) {
    const id = queue.length ? (queue.shift() as string) : (ids.find((candidate) => !order.includes(candidate)) as string);
    if (order.includes(id) || !ids.includes(id)) continue;
    order.push(id);
    queue.push(...targetsIn(steps[id]).filter((target) => ids.includes(target)));
  }
  return order;
}

/** Every `target` written anywhere in a step, in order, other flows' included. */
function targetsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(targetsIn);
  if (!isSchemaNode(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'target' && typeof inner === 'string' ? [inner] : targetsIn(inner)));
}
