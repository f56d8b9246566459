import type { FlowDefinition } from '../../src/engine/flow/flow-definition.js';
import { flowBranches } from '../../src/engine/flow/flow-transitions.js';
import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';

/** One transition of a flow, wherever and however it is written. */
export interface FlowTransition {
  /** The step it leaves from; undefined for flow-wide and global events (any step). */
  from?: string;
  event: string;
  target: string;
  /** Pointer to the target in the flow file. */
  pointer: string;
}

/** A flow file's steps by id ({} when the file has none or is malformed). */
export function flowSteps(flow: unknown): Record<string, SchemaNode> {
  const steps = isSchemaNode(flow) ? flow.steps : undefined;
  if (!isSchemaNode(steps)) return {};
  return Object.fromEntries(Object.entries(steps).filter((entry): entry is [string, SchemaNode] => isSchemaNode(entry[1])));
}

/**
 * Every transition with a target in a flow file, in file order, at any depth (outcomes of
 * calls, load failures, `always`, `after`, flow-wide and global events): the engine's walk.
 */
export function transitionsOf(flow: unknown): FlowTransition[] {
  if (!isSchemaNode(flow) || Object.keys(flowSteps(flow)).length === 0) return [];
  const out: FlowTransition[] = [];
  for (const place of flowBranches({ ...(flow as unknown as FlowDefinition), steps: flowSteps(flow) as unknown as FlowDefinition['steps'] })) {
    if (typeof place.branch.target !== 'string') continue;
    const pointer = place.bare ? place.pointer : `${place.pointer}${toPointer(['target'])}`;
    out.push({ from: place.step, event: place.trigger, target: place.branch.target, pointer });
  }
  return out;
}
