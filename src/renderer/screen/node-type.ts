import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { NodeTypeDescriptor } from '../../engine/screen/node-type.js';
import type { ScreenNode } from '../../engine/screen/screen-definition.js';

/** What a node's component gets: its node, the screen's event dispatch, and a way to draw nested nodes. */
export interface NodeProps<N extends ScreenNode = ScreenNode> {
  node: N;
  /** Sends an event: to the flow, or "@open:<id>" / "@close" for the screen's modals. */
  dispatch: (event: string) => void;
  /** Draws a nested list of nodes (a modal's or a section's content). */
  render: (nodes: readonly ScreenNode[]) => ReactNode;
}

/** A node's own properties as a meta-schema fragment (`type` and `when` are the language's). */
export interface NodeSchema {
  required?: readonly string[];
  properties: Readonly<Record<string, unknown>>;
}

/**
 * One node type, in one file of ./nodes: its component, its meta-schema fragment and what
 * its keys hold. `npm run gen` composes the fragments into schemas/meta/screen-nodes.schema.json
 * (what check:schemas and editors validate screens with) and the descriptors into
 * src/generated/screen-node-types.json (for code without React).
 */
export interface NodeType<N extends ScreenNode = ScreenNode> extends NodeTypeDescriptor {
  schema: NodeSchema;
  Component: ComponentType<NodeProps<N>>;
  /** Loads what the component needs before a screen with such a node shows (see {@link lazyView}). */
  prepare?: () => Promise<unknown>;
}

/** Declares a node type (typed, so the component and its node shape agree). */
export function defineNodeType<N extends ScreenNode>(type: NodeType<N>): NodeType<N> {
  return type;
}

/** Meta-schema references into the screen meta-schema's shared definitions. */
export const META = {
  messageId: { $ref: 'screen.schema.json#/definitions/messageId' },
  params: { $ref: 'screen.schema.json#/definitions/params' },
  event: { $ref: 'screen.schema.json#/definitions/event' },
  variant: { $ref: 'screen.schema.json#/definitions/variant' },
  action: { $ref: 'screen.schema.json#/definitions/action' },
  content: { $ref: 'screen.schema.json#/definitions/content' },
  fileName: { $ref: 'screen.schema.json#/definitions/fileName' },
  binding: { $ref: 'ui.schema.json#/definitions/binding' },
  condition: { $ref: 'ui.schema.json#/definitions/condition' },
} as const;

/**
 * A node type's component kept out of the first route: `prepare` loads it (the portal awaits
 * it with the screen's other parts, so it is there when the screen shows), and the component
 * loads it itself if drawn before that, showing `placeholder` meanwhile. Loaded by hand rather
 * than with lazy and Suspense, which would add preact/compat's Suspense to the first route.
 */
export function lazyView<N extends ScreenNode>(
  load: () => Promise<ComponentType<NodeProps<N>>>,
  placeholder: (props: NodeProps<N>) => ReactNode = () => null,
): Pick<NodeType<N>, 'Component' | 'prepare'> {
  let view: ComponentType<NodeProps<N>> | undefined;
  let loading: Promise<ComponentType<NodeProps<N>>> | undefined;
  const prepare = () => (loading ??= load().then((loaded) => (view = loaded)));
  function LazyView(props: NodeProps<N>): ReactNode {
    const [View, setView] = useState(() => view);
    useEffect(() => {
      if (!View) void prepare().then((loaded) => setView(() => loaded));
    }, [View]);
    return View ? createElement(View, props) : placeholder(props);
  }
  return { Component: LazyView, prepare };
}
