import { parsePointer } from '../schema/json-pointer.js';
import { isSchemaNode } from '../schema/json-schema.js';

/**
 * Returns a copy of `root` with the value at `pointer` replaced, copying only the objects
 * and arrays along the path, so form state held elsewhere (React, SWR) never changes
 * under its owner. When the place does not exist (a missing parent, or a missing key), the
 * root is returned as it is: resetting what was never there is not a change.
 */
export function replaceAtPointer(root: unknown, pointer: string, value: unknown): unknown {
  const replace = (node: unknown, segments: readonly string[]): unknown => {
    const [head, ...rest] = segments;
    if (head === undefined) return value;
    if (Array.isArray(node)) {
      const index = Number(head);
      if (!Number.isInteger(index) || index < 0 || index >= node.length) return node;
      const child = replace(node[index], rest);
      if (child === node[index]) return node;
      const copy = [...node];
      copy[index] = child;
      return copy;
    }
    if (isSchemaNode(node) && Object.hasOwn(node, head)) {
      const child = replace(node[head], rest);
      return child === node[head] ? node : { ...node, [head]: child };
    }
    return node;
  };
  return replace(root, parsePointer(pointer));
}
