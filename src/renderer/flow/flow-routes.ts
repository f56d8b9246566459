import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { FlowDefinition } from '../../engine/flow/flow-definition.js';

/** What a generated route carries: the flow step it is the address of (`undefined` on the catch-all). */
export interface FlowRouteHandle {
  step?: { flow: string; step: string };
}

/**
 * The router's route objects, generated from the flows' step routes (the flows stay the one
 * source of addresses): one layout route drawing `page` for every address, with a child per
 * step route and a catch-all child, which the flow machine answers with its fallback step.
 * The page sits on the layout route so moving between steps never remounts it (the statechart
 * and the forms' state live there); the children draw nothing of their own (`element: null`).
 */
export function flowRoutes(flows: readonly FlowDefinition[], page: ReactNode): RouteObject[] {
  const children: RouteObject[] = [];
  const seen = new Set<string>();
  for (const flow of flows) {
    for (const [step, definition] of Object.entries(flow.steps)) {
      // check:schemas refuses two steps of one route shape; one child per address is enough.
      if (seen.has(definition.route)) continue;
      seen.add(definition.route);
      children.push({ id: `${flow.id}.${step}`, path: definition.route, element: null, handle: { step: { flow: flow.id, step } } satisfies FlowRouteHandle });
    }
  }
  children.push({ id: '@unknown', path: '*', element: null, handle: {} satisfies FlowRouteHandle });
  return [{ id: '@page', element: page, children }];
}
