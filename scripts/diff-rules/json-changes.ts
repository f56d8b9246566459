import { isDeepStrictEqual } from 'node:util';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';

/** One place where two JSON values differ; `before` or `after` undefined: added or removed there. */
export interface JsonChange {
  /** Path segments from the compared roots. */
  path: string[];
  before: unknown;
  after: unknown;
}

/**
 * The places where two JSON values differ, objects compared key by key (in the new
 * value's key order, then removed keys), anything else as a whole: a changed list is one
 * change, since "the list now reads ..." says more than a run of shifted indices. With
 * `intoLists`, lists of the same length are compared item by item (a flow's outcomes).
 */
export function jsonChanges(before: unknown, after: unknown, { intoLists = false } = {}, path: string[] = []): JsonChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (intoLists && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.flatMap((item, index) => jsonChanges(before[index], item, { intoLists }, [...path, String(index)]));
  }
  if (!isSchemaNode(before) || !isSchemaNode(after)) return [{ path, before, after }];
  const keys = [...Object.keys(after), ...Object.keys(before).filter((key) => !(key in after))];
  return keys.flatMap((key) => jsonChanges(before[key], after[key], { intoLists }, [...path, key]));
}

/** Equal JSON, key order aside. */
export function sameJson(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}
