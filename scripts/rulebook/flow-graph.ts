import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { BookContext } from './book-context.js';
import { conditionWords } from './condition-words.js';
import { delayWords } from './step-section.js';

/** How a transition is taken; the picture draws each kind its own way. */
export type EdgeKind = 'event' | 'always' | 'delayed' | 'failure' | 'global';

/** A box of the picture: a step of the flow, a step elsewhere, or "any step" for flow-wide events. */
export interface GraphNode {
  id: string;
  label: string;
  /** Second line: a step's route. */
  detail?: string;
  kind: 'step' | 'initial' | 'external' | 'any';
}

/** One transition: from a box to a box, with what takes it and under which guard. */
export interface GraphEdge {
  from: string;
  to: string;
  kind: EdgeKind;
  /** Short, for the picture: "next · answer 200", "after 5000 ms". */
  label: string;
  /** The guard in words, if the transition has one. */
  guard?: string;
}

/** A flow as boxes and arrows. */
export interface FlowGraph {
  flow: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** The box standing for every step, from which flow-wide (`on`, `global`) events leave. */
export const ANY_STEP = '*';

/**
 * A flow's steps and every transition between them, read from the flow file: events
 * (each outcome of a call its own arrow), `always`, delayed (`after`) and failure
 * transitions (a failed load, a refused call), and the flow's own and global events.
 * Targets in other flows and `@back` / `@root` become boxes of their own.
 */
export function flowGraph(book: BookContext, flow: SchemaNode): FlowGraph {
  const flowId = String(flow.id);
  const steps = isSchemaNode(flow.steps) ? flow.steps : {};
  const nodes = new Map<string, GraphNode>();
  for (const [id, step] of Object.entries(steps)) {
    if (!isSchemaNode(step)) continue;
    nodes.set(id, { id, label: id, detail: String(step.route), kind: id === flow.initial ? 'initial' : 'step' });
  }
  const edges: GraphEdge[] = [];
  const add = (from: string, target: unknown, kind: EdgeKind, label: string, guard?: string) => {
    if (typeof target !== 'string') return;
    const local = target.startsWith(`${flowId}.`) ? target.slice(flowId.length + 1) : target;
    if (!nodes.has(local)) nodes.set(local, { id: local, label: local.replace('.', ' › '), kind: 'external' });
    edges.push({ from, to: local, kind, label, ...(guard ? { guard } : {}) });
  };
  const walk = (from: string, transition: unknown, kind: EdgeKind, label: string) => {
    const branches = typeof transition === 'string' ? [{ target: transition }] : Array.isArray(transition) ? transition : [transition];
    for (const branch of branches.filter(isSchemaNode)) {
      const guard = branch.when === undefined ? undefined : conditionWords(book, branch.when);
      add(from, branch.target, kind, label, guard);
      for (const outcome of Array.isArray(branch.outcomes) ? branch.outcomes.filter(isSchemaNode) : []) {
        const outcomeGuard = [guard, outcome.when === undefined ? undefined : conditionWords(book, outcome.when)].filter(Boolean).join(' and ');
        add(from, outcome.target, isFailure(outcome.status) ? 'failure' : kind, `${label} · ${statusLabel(outcome.status)}`, outcomeGuard || undefined);
      }
    }
  };
  for (const [id, step] of Object.entries(steps)) {
    if (!isSchemaNode(step)) continue;
    for (const [event, transition] of Object.entries(isSchemaNode(step.on) ? step.on : {})) walk(id, transition, 'event', event);
    if (step.always !== undefined) walk(id, step.always, 'always', 'always');
    if (step.onLoadFailure !== undefined) walk(id, step.onLoadFailure, 'failure', 'load failed');
    for (const delayed of Array.isArray(step.after) ? step.after.filter(isSchemaNode) : []) walk(id, delayed, 'delayed', `after ${delayWords(book, delayed.delay).replace(/ \(.*\)/, '')}`);
  }
  const flowWide = [...Object.entries(isSchemaNode(flow.on) ? flow.on : {}), ...Object.entries(isSchemaNode(flow.global) ? flow.global : {})];
  if (flowWide.length) {
    nodes.set(ANY_STEP, { id: ANY_STEP, label: 'any step', kind: 'any' });
    for (const [event, transition] of flowWide) walk(ANY_STEP, transition, 'global', event);
  }
  return { flow: flowId, nodes: [...nodes.values()], edges };
}

function isFailure(status: unknown): boolean {
  const one = (s: unknown) => s === 'failed' || s === '4xx' || s === '5xx' || (typeof s === 'number' && s >= 400);
  return Array.isArray(status) ? status.every(one) : one(status);
}

function statusLabel(status: unknown): string {
  if (status === undefined) return 'any answer';
  return Array.isArray(status) ? status.join('/') : String(status);
}
