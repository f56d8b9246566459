import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';

/**
 * RFC 7386 JSON Merge Patch: `patch` laid over `target`. An object merges key by key, `null`
 * removes the key, anything else (a list included) replaces what was there. Written here
 * rather than taken from a package: it is the RFC's own ten-line algorithm.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  return mergeWithLists(target, patch, (_base, list) => list);
}

/** A merge patch whose lists are laid over the base's lists by `mergeList`. */
function mergeWithLists(target: unknown, patch: unknown, mergeList: (base: unknown, list: unknown[]) => unknown): unknown {
  if (Array.isArray(patch)) return mergeList(target, patch);
  if (!isSchemaNode(patch)) return patch;
  const result: Record<string, unknown> = isSchemaNode(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergeWithLists(result[key], value, mergeList);
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

/** What tells the entries of a list apart when a variant's list is laid over its base's. */
const LIST_KEYS = ['id', 'name', 'title'] as const;

/**
 * A variant ui file laid over its base: {@link mergePatch}, except that a list of entries each
 * named by the same key (`id`, `name` or `title`: the `ui:sections`) merges entry by entry, an
 * entry of the variant merged into the base's of the same key and a new one added at the end,
 * so a variant writes only the section it changes. Other lists replace the base's.
 */
export function mergeUiPatch(target: unknown, patch: unknown): unknown {
  return mergeWithLists(target, patch, mergeListByKey);
}

function mergeListByKey(target: unknown, patch: unknown[]): unknown {
  const key = Array.isArray(target) ? listKey([...target, ...patch]) : undefined;
  if (!key || !Array.isArray(target)) return patch;
  const keyOf = (entry: unknown) => (entry as Record<string, unknown>)[key];
  const merged = target.map((entry) => {
    const over = patch.find((item) => keyOf(item) === keyOf(entry));
    return over === undefined ? entry : mergeUiPatch(entry, over);
  });
  return [...merged, ...patch.filter((item) => !target.some((entry) => keyOf(entry) === keyOf(item)))];
}

function listKey(entries: readonly unknown[]): string | undefined {
  if (entries.length === 0 || !entries.every(isSchemaNode)) return undefined;
  return LIST_KEYS.find((key) => {
    const values = entries.map((entry) => (entry as Record<string, unknown>)[key]);
    return values.every((value) => typeof value === 'string');
  });
}

/** The field names a file drops (`"field": null`) left out of its base's sections and order too. */
function withoutDropped(resolved: SchemaNode, own: SchemaNode): SchemaNode {
  const dropped = new Set(Object.entries(own).filter(([, value]) => value === null).map(([name]) => name));
  if (dropped.size === 0) return resolved;
  const keep = (names: unknown) => (Array.isArray(names) ? names.filter((name) => !dropped.has(name as string)) : names);
  const sections = resolved['ui:sections'];
  return {
    ...resolved,
    ...(Array.isArray(sections) ? { 'ui:sections': sections.map((section) => (isSchemaNode(section) ? { ...section, fields: keep(section.fields) } : section)) } : {}),
    ...(Array.isArray(resolved['ui:order']) ? { 'ui:order': keep(resolved['ui:order']) } : {}),
  };
}

/**
 * A ui file as the form draws it. `"extends": "<ui file>"` makes a file a patch of another
 * (resolved first): the base with this file laid over it ({@link mergeUiPatch}: objects merge
 * key by key, sections by title), so a variant form (the multi-factor registration) writes only
 * what differs, `null` dropping what it does not have (from the base's sections too). A file
 * without `extends` is a patch of nothing: its nulls are dropped the same way.
 * `lookup` answers a ui file as written, by name.
 */
export function resolveUiExtends(name: string, lookup: (name: string) => SchemaNode | undefined, seen: readonly string[] = []): SchemaNode {
  const file = lookup(name);
  if (!file) throw new UiExtendsError(`there is no ui file "${name}"`, seen.at(-1) ?? name);
  if (seen.includes(name)) throw new UiExtendsError(`"extends" comes back to "${name}": ${[...seen, name].join(' -> ')}`, name);
  const { extends: base, ...own } = file;
  if (base !== undefined && typeof base !== 'string') throw new UiExtendsError('"extends" must name a ui file', name);
  const resolvedBase = typeof base === 'string' ? resolveUiExtends(base, lookup, [...seen, name]) : {};
  return withoutDropped(mergeUiPatch(resolvedBase, own) as SchemaNode, own);
}
