import { toPointer } from '../schema/json-pointer.js';
import type { ScreenNode } from './screen-definition.js';

/**
 * What the engine knows of a screen node type: the keys of a node that hold other nodes,
 * message ids, actions and events, and whether it draws a model. The renderer's node files
 * (src/renderer/screen/nodes/) each declare one with their component and meta-schema
 * fragment; `npm run gen` writes these descriptors to src/generated/screen-node-types.json
 * for the code that must not load React (the server, the lints, the generator).
 */
export interface NodeTypeDescriptor {
  type: string;
  /** Keys holding lists of nested nodes (a modal's or a section's content). */
  children?: readonly string[];
  /** Keys holding a message id, or a list or map of them; `list/key` names a key of each entry of a list (`columns/header`). */
  messages?: readonly string[];
  /** Keys holding an action (`{ label, event }`) or a list of them. */
  actions?: readonly string[];
  /** Keys holding an event name. */
  events?: readonly string[];
  /** Keys holding text params (values may be bindings). */
  params?: readonly string[];
  /** The node draws its `model` with its `ui` file, as a form (validated by the server too) or a review. */
  draws?: 'form' | 'review';
}

/** Descriptors by node type. */
export type NodeTypeRegistry = Readonly<Record<string, NodeTypeDescriptor>>;

/** A node met by the walk, with its JSON pointer in the screen file and its descriptor (undefined: unknown type). */
export interface NodeVisit {
  node: ScreenNode;
  pointer: string;
  descriptor: NodeTypeDescriptor | undefined;
}

/**
 * Every node of a screen's content, depth first, nested lists included. The one walk that
 * loading a screen's models, the server's screen models, the lints and the message
 * references share; what a node type nests is its descriptor's to say.
 */
export function walkNodes(nodes: readonly unknown[], registry: NodeTypeRegistry, at = '/content'): NodeVisit[] {
  const out: NodeVisit[] = [];
  nodes.forEach((node, index) => {
    if (typeof node !== 'object' || node === null || typeof (node as ScreenNode).type !== 'string') return;
    const pointer = `${at}${toPointer([index])}`;
    const descriptor = registry[(node as ScreenNode).type];
    out.push({ node: node as ScreenNode, pointer, descriptor });
    for (const key of descriptor?.children ?? []) {
      const children = (node as Record<string, unknown>)[key];
      if (Array.isArray(children)) out.push(...walkNodes(children, registry, `${pointer}${toPointer([key])}`));
    }
  });
  return out;
}

/** A model a screen draws, where, and how. */
export interface DrawnModel {
  model: string;
  ui: string;
  draws: 'form' | 'review';
  pointer: string;
}

/** The models a screen's nodes draw (forms and reviews, in modals and sections too). */
export function drawnModels(nodes: readonly unknown[], registry: NodeTypeRegistry, at = '/content'): DrawnModel[] {
  return walkNodes(nodes, registry, at).flatMap(({ node, pointer, descriptor }) =>
    descriptor?.draws && typeof node.model === 'string' && typeof node.ui === 'string'
      ? [{ model: node.model, ui: node.ui, draws: descriptor.draws, pointer }]
      : [],
  );
}

/** A message id a node names, and where. */
export interface NodeMessage {
  id: string;
  pointer: string;
}

/** The message ids a screen's nodes name: their text keys, and their actions' labels. */
export function nodeMessages(nodes: readonly unknown[], registry: NodeTypeRegistry, at = '/content'): NodeMessage[] {
  const out: NodeMessage[] = [];
  const add = (value: unknown, pointer: string) => {
    if (typeof value === 'string') out.push({ id: value, pointer });
    else if (Array.isArray(value)) value.forEach((item, index) => add(item, `${pointer}${toPointer([index])}`));
    // A map of texts by value (a table column's `texts`).
    else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) add(item, `${pointer}${toPointer([key])}`);
  };
  for (const { node, pointer, descriptor } of walkNodes(nodes, registry, at)) {
    const fields = node as Record<string, unknown>;
    for (const key of descriptor?.messages ?? []) {
      const [list, field] = key.split('/') as [string, string | undefined];
      if (field === undefined) add(fields[key], `${pointer}${toPointer([key])}`);
      else if (Array.isArray(fields[list])) fields[list].forEach((entry, index) => add((entry as Record<string, unknown> | null)?.[field], `${pointer}${toPointer([list, index, field])}`));
    }
    for (const key of descriptor?.actions ?? []) {
      const value = fields[key];
      const actions = Array.isArray(value) ? value : value === undefined ? [] : [value];
      actions.forEach((action, index) => {
        const at = Array.isArray(value) ? `${pointer}${toPointer([key, index, 'label'])}` : `${pointer}${toPointer([key, 'label'])}`;
        add((action as { label?: unknown } | undefined)?.label, at);
      });
    }
  }
  return out;
}
