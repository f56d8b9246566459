import { parsePointer } from '../schema/json-pointer.js';
import { isSchemaNode } from '../schema/json-schema.js';

/**
 * A copy of `root` with `value` at `pointer`, creating the objects the path needs (where
 * replaceAtPointer leaves a missing place alone, this is for values that arrive: the plans an
 * identifier check brings). Only the objects along the path are copied.
 */
export function setAtPointer(root: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
  const set = (node: unknown, segments: readonly string[]): unknown => {
    const [head, ...rest] = segments;
    if (head === undefined) return value;
    if (Array.isArray(node) && /^\d+$/.test(head)) {
      const copy = [...node];
      copy[Number(head)] = set(node[Number(head)], rest);
      return copy;
    }
    const object = isSchemaNode(node) ? node : {};
    return { ...object, [head]: set(object[head], rest) };
  };
  return set(root, parsePointer(pointer)) as Record<string, unknown>;
}
