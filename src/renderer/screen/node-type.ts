import type { ComponentType, ReactNode } from 'react';
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
} as const;
