import { withValidCharacters } from '../keywords/with-valid-characters.js';
import { getAtPointer } from './json-pointer.js';
import { isSchemaNode, type SchemaNode, type SchemaRegistry } from './json-schema.js';

/** Raised when a `$ref` names a file or fragment that does not exist. */
export class UnresolvedRefError extends Error {
  constructor(
    readonly fromId: string,
    readonly ref: string,
  ) {
    super(`${fromId}: $ref "${ref}" does not resolve to a schema`);
  }
}

/** The definitions key a shared file gets inside a bundle: its file name without .json. */
export function definitionKey(id: string): string {
  const file = id.slice(id.lastIndexOf('/') + 1);
  return file.replace(/\.json$/, '');
}

/** How {@link bundleSchema} bundles. */
export interface BundleOptions {
  /**
   * Add the valid-character check to every string schema (the default). Answers the server
   * sends (schemas/answers) are serialised, never validated, so they go without it.
   */
  validCharacters?: boolean;
}

/**
 * Makes one self-contained schema from a model and the shared files it references.
 *
 * rjsf only follows local refs ("#/..."), and a precompiled validator must be built from
 * exactly the schema the form is given, so every model is bundled once, at generation
 * time: each referenced file lands under `definitions/<file name>` and refs are rewritten
 * to point there. The result is what browser, server and generated tests all use.
 * Every string schema in it carries the spec's default valid-character check
 * (`withValidCharacters`).
 */
export function bundleSchema(registry: SchemaRegistry, rootId: string, { validCharacters = true }: BundleOptions = {}): SchemaNode {
  const root = registry[rootId];
  if (!root) throw new UnresolvedRefError(rootId, rootId);
  const definitions: Record<string, SchemaNode> = {};
  const owners = new Map<string, string>();

  const includeFile = (id: string, fromId: string, ref: string): string => {
    const key = definitionKey(id);
    const owner = owners.get(key);
    if (owner && owner !== id) throw new Error(`${id}: file name clashes with ${owner} in a bundle`);
    if (!owner) {
      const file = registry[id];
      if (!file) throw new UnresolvedRefError(fromId, ref);
      owners.set(key, id);
      const { $id: _id, $schema: _schema, ...rest } = file;
      definitions[key] = rewrite(rest, id) as SchemaNode;
    }
    return key;
  };

  const rewrite = (node: unknown, baseId: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, baseId));
    if (!isSchemaNode(node)) return node;
    const out: SchemaNode = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (keyword === '$ref' && typeof value === 'string') out.$ref = rewriteRef(value, baseId);
      else out[keyword] = rewrite(value, baseId);
    }
    return out;
  };

  const rewriteRef = (ref: string, baseId: string): string => {
    const url = new URL(ref, baseId);
    const fragment = url.hash.slice(1);
    url.hash = '';
    const targetId = url.href;
    if (targetId === rootId) {
      if (getAtPointer(root, fragment) === undefined) throw new UnresolvedRefError(baseId, ref);
      return `#${fragment}`;
    }
    const key = includeFile(targetId, baseId, ref);
    if (fragment && getAtPointer(registry[targetId], fragment) === undefined) {
      throw new UnresolvedRefError(baseId, ref);
    }
    return `#/definitions/${key}${fragment}`;
  };

  const body = rewrite(root, rootId) as SchemaNode;
  const bundle = { ...body, definitions: { ...(body.definitions as object | undefined), ...definitions } };
  return validCharacters ? withValidCharacters(bundle) : bundle;
}
