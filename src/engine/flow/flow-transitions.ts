import { toPointer } from '../schema/json-pointer.js';
import { branchesOf, type Branch, type FlowDefinition, type Transition } from './flow-definition.js';

/** Where a branch is written in a flow, and what kind of trigger leads to it. */
export interface BranchPlace {
  /** The step it belongs to; undefined for the flow's own and global events. */
  step?: string;
  /** The event name, or "@load-failure", "@always", "@after", "@global:<event>". */
  trigger: string;
  branch: Branch;
  /** JSON pointer to the branch in the flow file. */
  pointer: string;
  /** Whether it is an outcome of a call (a result is there to read). */
  isOutcome: boolean;
  /** Written as a bare target string: the pointer addresses that string. */
  bare: boolean;
}

/**
 * Every branch of a flow, wherever it is written: the steps' events, load failures,
 * `always` and `after`, the flow's own and global events, and the outcomes of calls at any
 * depth. The one walk that the machine builder, the checks and the lints share.
 */
export function flowBranches(flow: FlowDefinition): BranchPlace[] {
  const out: BranchPlace[] = [];
  const walk = (transition: Transition | undefined, base: readonly (string | number)[], place: Pick<BranchPlace, 'step' | 'trigger'>, isOutcome = false) => {
    const written = transition;
    branchesOf(transition).forEach((branch, index) => {
      const at = typeof written === 'string' || (written !== undefined && !Array.isArray(written)) ? base : [...base, index];
      out.push({ ...place, branch, pointer: toPointer(at), isOutcome, bare: typeof written === 'string' });
      if (branch.outcomes) walk(branch.outcomes, [...at, 'outcomes'], place, true);
    });
  };
  for (const [event, transition] of Object.entries(flow.on ?? {})) walk(transition, ['on', event], { trigger: event });
  for (const [event, transition] of Object.entries(flow.global ?? {})) walk(transition, ['global', event], { trigger: `@global:${event}` });
  for (const [stepId, step] of Object.entries(flow.steps)) {
    for (const [event, transition] of Object.entries(step.on ?? {})) walk(transition, ['steps', stepId, 'on', event], { step: stepId, trigger: event });
    walk(step.onLoadFailure, ['steps', stepId, 'onLoadFailure'], { step: stepId, trigger: '@load-failure' });
    walk(step.always, ['steps', stepId, 'always'], { step: stepId, trigger: '@always' });
    (step.after ?? []).forEach((delayed, index) => walk(delayed, ['steps', stepId, 'after', index], { step: stepId, trigger: '@after' }));
  }
  return out;
}
