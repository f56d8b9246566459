import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';

/** One transition of a flow, wherever and however (bare string or object) it is written. */
export interface FlowTransition {
  from: string;
  event: string;
  target: string;
  /** Pointer to the target string in the flow file. */
  pointer: string;
}

/** A flow file's steps by id ({} when the file has none or is malformed). */
export function flowSteps(flow: unknown): Record<string, SchemaNode> {
  const steps = isSchemaNode(flow) ? flow.steps : undefined;
  if (!isSchemaNode(steps)) return {};
  return Object.fromEntries(Object.entries(steps).filter((entry): entry is [string, SchemaNode] => isSchemaNode(entry[1])));
}

/** Every transition of a flow file, in file order. */
export function transitionsOf(flow: unknown): FlowTransition[] {
  const out: FlowTransition[] = [];
  for (const [from, step] of Object.entries(flowSteps(flow))) {
    if (!isSchemaNode(step.on)) continue;
    for (const [event, transition] of Object.entries(step.on)) {
      if (typeof transition === 'string') out.push({ from, event, target: transition, pointer: toPointer(['steps', from, 'on', event]) });
      else if (isSchemaNode(transition) && typeof transition.target === 'string') {
        out.push({ from, event, target: transition.target, pointer: toPointer(['steps', from, 'on', event, 'target']) });
      }
    }
  }
  return out;
}
