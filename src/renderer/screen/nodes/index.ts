import type { NodeTypeRegistry } from '../../../engine/screen/node-type.js';
import type { NodeType } from '../node-type.js';

/**
 * Every node type: each `*-node.tsx` file of this folder, found by name, so adding a node
 * type is adding its file (and `npm run gen` for the meta-schema and descriptors).
 */
const modules = import.meta.glob<Record<string, unknown>>('./*-node.tsx', { eager: true });

/** Node types by name. */
export const nodeTypes: Readonly<Record<string, NodeType>> = Object.fromEntries(
  Object.values(modules)
    .flatMap((module) => Object.values(module))
    .filter((value): value is NodeType => typeof value === 'object' && value !== null && 'Component' in value && 'type' in value)
    .map((type) => [type.type, type]),
);

/** The same, as the engine's walk reads them. */
export const nodeTypeRegistry: NodeTypeRegistry = nodeTypes;
