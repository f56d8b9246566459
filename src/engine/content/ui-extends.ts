import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';

/**
 * RFC 7386 JSON Merge Patch: `patch` laid over `target`. An object merges key by key, `null`
 * removes the key, anything else (a list included) replaces what was there. Written here
 * rather than taken from a package: it is the RFC's own ten-line algorithm.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isSchemaNode(patch)) return patch;
  const result: Record<string, unknown> = isSchemaNode(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** A ui file whose `extends` names no ui file, or a chain that comes back to itself. */
export class UiExtendsError extends Error {
  constructor(
    message: string,
    /** The file the problem is in. */
    readonly file: string,
  ) {
    super(message);
  }
}

/**
 * A ui file as the form draws it. `"extends": "<ui file>"` makes a file a patch of another
 * (resolved first): the base with this file laid over it as a JSON Merge Patch, so a variant
 * form (the multi-factor registration) writes only what differs, `null` dropping what it does
 * not have. A file without `extends` is a patch of nothing: its nulls are dropped the same way.
 * `lookup` answers a ui file as written, by name.
 */
export function resolveUiExtends(name: string, lookup: (name: string) => SchemaNode | undefined, seen: readonly string[] = []): SchemaNode {
  const file = lookup(name);
  if (!file) throw new UiExtendsError(`there is no ui file "${name}"`, seen.at(-1) ?? name);
  if (seen.includes(name)) throw new UiExtendsError(`"extends" comes back to "${name}": ${[...seen, name].join(' -> ')}`, name);
  const { extends: base, ...own } = file;
  if (base !== undefined && typeof base !== 'string') throw new UiExtendsError('"extends" must name a ui file', name);
  const resolvedBase = typeof base === 'string' ? resolveUiExtends(base, lookup, [...seen, name]) : {};
  return mergePatch(resolvedBase, own) as SchemaNode;
}
