import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { didYouMean } from '../closest-match.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import type { RuleSet } from '../rule-set.js';
import { flowSteps, transitionsOf } from '../flow-transitions.js';

const LINT = 'flow-steps';

/**
 * Flow graphs must hang together: `initial` and every transition target name a step (of
 * this flow, "flowId.stepId" of another, "@back" or "@root"), and every step is reached from
 * `initial` by some chain of transitions. A step reached only from another flow counts as
 * reached, and so does a step marked `"entry": true` (opened from a mailed link); a step
 * nothing reaches is dead weight or a forgotten transition.
 */
export function checkFlowSteps({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  const reached = new Set<string>();
  const entries: string[] = [];

  for (const [flowId, flow] of set.flows) {
    const steps = flowSteps(flow.json);
    const initial = isSchemaNode(flow.json) ? flow.json.initial : undefined;
    if (typeof initial === 'string') {
      if (steps[initial]) entries.push(`${flowId}.${initial}`);
      else findings.push(finding(LINT, flow.file, '/initial', `initial step "${initial}" is not a step of this flow`, `name one of its steps${didYouMean(initial, Object.keys(steps))}`));
    }
    for (const [stepId, step] of Object.entries(steps)) {
      if (isSchemaNode(step) && step.entry === true) entries.push(`${flowId}.${stepId}`);
    }
    for (const transition of transitionsOf(flow.json)) {
      const { target } = transition;
      if (target === '@back' || target === '@root' || steps[target]) continue;
      const [otherFlowId, otherStep, ...rest] = target.split('.');
      const otherSteps = otherFlowId !== undefined ? flowSteps(set.flows.get(otherFlowId)?.json) : {};
      if (otherStep !== undefined && rest.length === 0 && otherSteps[otherStep]) {
        entries.push(target);
        continue;
      }
      const candidates = [...Object.keys(steps), ...allQualifiedSteps(set)];
      findings.push(
        finding(LINT, flow.file, transition.pointer, `event "${transition.event}" of ${transition.from === undefined ? 'the flow' : `step "${transition.from}"`} goes to "${target}", which is no step`, `name a step of this flow, "flowId.stepId" of another flow, "@back" or "@root"${didYouMean(target, candidates)}`),
      );
    }
  }

  // Walk every flow's graph from its entries (its initial step, and steps other flows enter).
  const queue = [...entries];
  while (queue.length > 0) {
    const qualified = queue.pop() as string;
    if (reached.has(qualified)) continue;
    reached.add(qualified);
    const [flowId, stepId] = qualified.split('.') as [string, string];
    const flow = set.flows.get(flowId);
    const steps = flowSteps(flow?.json);
    for (const transition of transitionsOf(flow?.json)) {
      // Flow-wide and global events leave from every step.
      if (transition.from !== undefined && transition.from !== stepId) continue;
      if (steps[transition.target]) queue.push(`${flowId}.${transition.target}`);
      else if (transition.target.includes('.')) queue.push(transition.target);
    }
  }

  for (const [flowId, flow] of set.flows) {
    const initial = isSchemaNode(flow.json) ? flow.json.initial : undefined;
    for (const stepId of Object.keys(flowSteps(flow.json))) {
      if (!reached.has(`${flowId}.${stepId}`) && typeof initial === 'string') {
        findings.push(
          finding(LINT, flow.file, toPointer(['steps', stepId]), `step "${stepId}" is not reached from "${initial}" by any transition`, 'add a transition that leads to it, mark it "entry": true if a mailed link opens it, or remove the step'),
        );
      }
    }
  }
  return findings;
}

function allQualifiedSteps(set: RuleSet): string[] {
  return [...set.flows].flatMap(([flowId, flow]) => Object.keys(flowSteps(flow.json)).map((step) => `${flowId}.${step}`));
}

