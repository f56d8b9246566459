import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import type { Finding } from '../finding.js';
import { flowSteps } from '../flow-transitions.js';
import { finding, type LintContext } from '../lint.js';
import type { Place } from '../rule-set.js';

/**
 * Routes are global: two steps (in any flows) on the same route would leave the router to
 * pick one by accident, and two fallback steps likewise. Routes differing only in the
 * names of their `:params` are the same route.
 */
export function checkFlowRoutes({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  const routes = new Map<string, Place>();
  let fallback: Place | undefined;
  for (const flow of set.ofKind('flow')) {
    for (const [stepId, step] of Object.entries(flowSteps(flow.json))) {
      if (typeof step.route === 'string') {
        const pointer = toPointer(['steps', stepId, 'route']);
        const key = step.route.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/';
        const first = routes.get(key);
        if (first) {
          findings.push(finding('flow-routes', flow.file, pointer, `route "${step.route}" is already the route of ${first.file}#${first.pointer}`, 'give each step its own route'));
        } else routes.set(key, { file: flow.file, pointer });
      }
      if (step.fallback === true) {
        const pointer = toPointer(['steps', stepId, 'fallback']);
        if (fallback) {
          findings.push(finding('flow-routes', flow.file, pointer, `a second fallback step (the first is ${fallback.file}#${fallback.pointer})`, 'keep "fallback": true on exactly one step of all flows'));
        } else fallback = { file: flow.file, pointer };
      }
    }
  }
  return findings;
}
